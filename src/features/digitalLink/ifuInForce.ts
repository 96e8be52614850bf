/**
 * The IFU revision in force for a lot: a device made before a revision was issued comes with the
 * revision then in force, and the eIFU rules ask that it stays available. The lot's production
 * date travels in its Digital Link URI as AI 11, or its expiry date as AI 17, from which the
 * product's shelf life gives the latest day it can have been made.
 */
import type { IfuRevisionRecord } from './resolverData.ts'

/**
 * A GS1 date (YYMMDD) as year-month-day, or undefined when it is no date. The century is the one
 * GS1 General Specifications §7.12 gives: the year closest to `today`, from 49 years back to 50
 * ahead. A day of 00 means the last day of the month.
 */
export function gs1Date(yymmdd: string, today: Date = new Date()): string | undefined {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd)
  if (!match) return undefined
  const [yy, mm, dd] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (mm < 1 || mm > 12) return undefined
  const current = today.getUTCFullYear()
  const difference = yy - (current % 100)
  const century = Math.floor(current / 100) * 100 + (difference >= 51 ? -100 : difference <= -50 ? 100 : 0)
  const year = century + yy
  const lastDay = new Date(Date.UTC(year, mm, 0)).getUTCDate()
  if (dd > lastDay) return undefined
  return `${year}-${pad(mm)}-${pad(dd === 0 ? lastDay : dd)}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A year-month-day date `months` earlier; the 31st of a shorter month becomes its last day. */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 - months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, lastDay))}`
}

/** Why a lot's day is known: its production date, or its expiry date less the shelf life. */
export type LotDay = { day: string; from: 'production' } | { day: string; from: 'expiry'; expiry: string; shelfLifeMonths: number }

/**
 * The latest day the lot was made, from the URI's AI values: the production date (11) when given,
 * else the expiry date (17) less the shelf life, when the catalogue gives one. Undefined when
 * neither can be known; a date that is no date was refused before (400).
 */
export function lotDay(attributes: Readonly<Record<string, string>>, shelfLifeMonths: number | undefined, today?: Date): LotDay | undefined {
  const production = attributes['11'] === undefined ? undefined : gs1Date(attributes['11'], today)
  if (production) return { day: production, from: 'production' }
  const expiry = attributes['17'] === undefined ? undefined : gs1Date(attributes['17'], today)
  if (expiry && shelfLifeMonths !== undefined) return { day: monthsBefore(expiry, shelfLifeMonths), from: 'expiry', expiry, shelfLifeMonths }
  return undefined
}

/**
 * The revision in force on `day`: the newest issued on or before it. A lot older than every
 * revision on record gets the oldest, flagged so the page can say that no earlier one is kept.
 * `revisions` are newest first, as the index holds them.
 */
export function revisionInForce(revisions: readonly IfuRevisionRecord[], day: string): { revision: IfuRevisionRecord; beforeFirst: boolean } | undefined {
  if (revisions.length === 0) return undefined
  const inForce = revisions.find((r) => r.issued <= day)
  return inForce ? { revision: inForce, beforeFirst: false } : { revision: revisions.at(-1)!, beforeFirst: true }
}
