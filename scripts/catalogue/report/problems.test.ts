import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { showValue } from './problemMessages.ts'
import { formatProblem, formatReport, formatSummary, formatUnexpected, MAX_REPORTED_PROBLEMS, type Problem, problem } from './problems.ts'

const dup: Problem = problem('duplicate-code', { file: 'catalogue/tables/steripaper.xlsx', sheet: 'flat-pouches', row: 14, column: 'code' }, { value: 'SP7520', firstAt: 'row 9' })

describe('report', () => {
  test('a problem reads file › sheet › row › column: message', () => {
    expect(formatProblem(dup)).toBe('catalogue/tables/steripaper.xlsx › flat-pouches › row 14 › code: "SP7520" is also used at row 9; every code must be unique.')
  })

  test('parts that do not apply are left out (a CSV has no sheet; a file problem no row)', () => {
    expect(formatProblem({ file: 'catalogue/site/news.csv', row: 3, column: 'image', code: 'no-table', message: 'm' })).toBe('catalogue/site/news.csv › row 3 › image: m')
    expect(formatProblem({ file: 'catalogue/site/news.csv', code: 'file-empty', message: 'm' })).toBe('catalogue/site/news.csv: m')
  })

  test('ends with the number of errors', () => {
    expect(formatReport([dup]).split('\n')).toEqual([formatProblem(dup), 'The catalogue has 1 error; nothing was written.'])
  })

  test(`lists at most ${MAX_REPORTED_PROBLEMS} problems, then counts the rest`, () => {
    const lines = formatReport(Array.from({ length: MAX_REPORTED_PROBLEMS + 1 }, () => dup)).split('\n')
    expect(lines).toHaveLength(MAX_REPORTED_PROBLEMS + 2)
    expect(lines.at(-2)).toBe('… and 1 more problem not listed.')
    expect(lines.at(-1)).toBe(`The catalogue has ${MAX_REPORTED_PROBLEMS + 1} errors; nothing was written.`)
  })

  test.each([
    ['SP1', '"SP1"'],
    [75, '75'],
    ['', 'an empty cell'],
    [undefined, 'an empty cell'],
    ['x'.repeat(100), `"${'x'.repeat(77)}…"`],
  ])('shows %j as %s', (value, shown) => {
    expect(showValue(value)).toBe(shown)
  })

  test('summary line', () => {
    expect(formatSummary({ files: 15, lines: 10, products: 43, codes: 512, pages: 130 }, true, 412.4)).toBe(
      'Catalogue is valid: 10 lines, 43 products, 512 codes, 130 pages, from 15 files in 412 ms.',
    )
  })
})

describe('unexpected failures', () => {
  test('one plain line with the reason, no stack trace', () => {
    const e = new Error("ENOSPC: no space left on device, write\n    at Object.writeFileSync (node:fs:2426:20)")
    const text = formatUnexpected(e)
    expect(text).toContain('ENOSPC: no space left on device')
    expect(text).not.toContain('at Object')
    expect(text).toContain('Nothing was written')
  })

  test('a schema mismatch names the path, not the JSON dump zod makes', () => {
    const r = z.object({ a: z.object({ b: z.number() }) }).safeParse({ a: { b: 'x' } })
    const text = formatUnexpected(r.error)
    expect(text).toContain('does not match its schema at a.b')
    expect(text).not.toContain('[')
  })
})
