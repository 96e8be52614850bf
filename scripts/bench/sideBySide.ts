/**
 * Two checkouts of the project measured in turns (--vs DIR): on a shared machine an absolute time
 * drifts from run to run, so each run of this checkout is paired with a run of the other, A B A B,
 * and the ratio of each pair says more than either figure. DIR is another checkout with its
 * packages installed, for example the main branch in a git worktree.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface Checkout {
  /** "this", or the other checkout's folder name. */
  name: string
  root: string
}

/** This checkout, and the other one when `vs` names it; stops with a sentence when it is not one. */
export function checkouts(thisRoot: string, vs: string | undefined): Checkout[] {
  const these = [{ name: 'this', root: thisRoot }]
  if (vs === undefined) return these
  const root = path.resolve(vs)
  for (const needed of ['package.json', 'node_modules', 'catalogue'])
    if (!fs.existsSync(path.join(root, needed)))
      throw new Error(`--vs ${vs}: ${root} has no ${needed}; give a checkout of the project with its packages installed.`)
  return [...these, { name: path.basename(root), root }]
}

/** `measure` run `runs` times on each checkout, in turns (this, other, this, other, …); the figures by checkout. */
export async function inTurns<T>(list: readonly Checkout[], runs: number, measure: (checkout: Checkout, run: number) => Promise<T>): Promise<T[][]> {
  const figures: T[][] = list.map(() => [])
  for (let run = 0; run < runs; run++) for (const [i, checkout] of list.entries()) figures[i]!.push(await measure(checkout, run))
  return figures
}

export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * "name: median (runs); other: median (runs); ratio this/other: median of the pairs' ratios
 * (min–max)", one figure of two checkouts measured in turns.
 */
export function pairLine(label: string, list: readonly Checkout[], figures: readonly number[][], unit: string, digits = 1): string {
  const show = (xs: readonly number[]) => `${median(xs).toFixed(digits)} ${unit} (${xs.map((x) => x.toFixed(digits)).join(', ')})`
  const parts = list.map((c, i) => `${c.name} ${show(figures[i]!)}`)
  if (list.length < 2) return `${label}: ${parts[0]}`
  const ratios = figures[0]!.map((x, i) => x / figures[1]![i]!)
  return `${label}: ${parts.join('; ')}; ratio this/${list[1]!.name} ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`
}
