import { type Place, type Problem, problem } from '../report/problems.ts'

/** A value and the sheet row it came from. */
interface RowValue<T> {
  row: number
  value: T
}

/** Reports every repeat of a key after its first appearance. */
export function uniqueRows<T>(items: RowValue<T>[], key: (v: T) => string, at: (r: RowValue<T>) => Place, what: string): Problem[] {
  const problems: Problem[] = []
  const first = new Map<string, number>()
  for (const item of items) {
    const k = key(item.value)
    const seen = first.get(k)
    if (seen === undefined) first.set(k, item.row)
    else problems.push(problem('duplicate-value', at(item), { value: k, firstRow: seen, what }))
  }
  return problems
}
