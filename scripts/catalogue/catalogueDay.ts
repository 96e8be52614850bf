/**
 * The build's day, year-month-day: what the generator checks dates against (nothing withdrawn or
 * issued later) and what decides which product change notices are shown. One value for the
 * generator and the build, which runs the generator: a notice dated later appears from the first
 * build on or after its day (the deploy workflow builds daily for that; docs/product-changes.md).
 * CATALOGUE_DAY=YYYY-MM-DD sets it, to rebuild a past day's site or preview a future one; else
 * today in UTC.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/

export function catalogueDay(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const set = env.CATALOGUE_DAY?.trim()
  if (!set) return now.toISOString().slice(0, 10)
  if (!DAY.test(set) || Number.isNaN(Date.parse(`${set}T00:00:00Z`)) || new Date(`${set}T00:00:00Z`).toISOString().slice(0, 10) !== set) {
    throw new Error(`CATALOGUE_DAY=${JSON.stringify(set)}: expected a day as year-month-day, such as 2026-03-01, or no value for today.`)
  }
  return set
}
