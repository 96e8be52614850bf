/**
 * Turns a product-table sheet into typed rows. Columns come from a fixed vocabulary (see
 * tableColumns in the schema); a row with no code and a group text is a group heading.
 */
import { z } from 'zod'
import {
  type Bilingual,
  type DisplayColumn,
  type ProductTable,
  type TableItem,
  displayColumns,
  ProductCode,
  optionalPositiveNumber,
  optionalText,
  optionalWholeNumber,
  tableColumns,
  wholeNumber,
} from '../../src/catalogue/schema.ts'
import { type Problem, showValue } from './problems.ts'
import type { Sheet } from './readSources.ts'

/** Sheet column keys: "code", "width_mm", … and "colour_it"/"colour_en" for bilingual columns. */
function allowedKeys(): string[] {
  return Object.entries(tableColumns).flatMap(([key, def]) => (def.kind === 'bilingual' ? [`${key}_it`, `${key}_en`] : [key]))
}

const cellSchemas = {
  code: ProductCode,
  number: optionalPositiveNumber,
  whole: optionalWholeNumber,
  text: optionalText,
} as const

/** The old site wrote sizes as "75 x 200"; here each dimension has its own number column. */
const SIZE_HINT = 'a size is written one number per column, without "x" or units: e.g. 75 in width_mm and 200 in length_mm'

function isWrittenSize(value: unknown): boolean {
  return typeof value === 'string' && /\d\s*[x×*]\s*\d/i.test(value)
}

export interface CodeLocation {
  code: string
  file: string
  sheet?: string
  row: number
  column: string
}

export function readProductTable(sheet: Sheet, problems: Problem[], codes: CodeLocation[]): ProductTable | undefined {
  const where = { file: sheet.file, sheet: sheet.sheet }
  const allowed = allowedKeys()
  const before = problems.length
  if (sheet.headers.size === 0) {
    problems.push({ ...where, message: 'the sheet is empty: row 1 must hold the column headers (at least "code" and "pieces") and the rows below them the product codes.' })
    return undefined
  }
  for (const [key, label] of sheet.headers) {
    if (!allowed.includes(key)) {
      problems.push({ ...where, row: 1, column: label, message: `this column is not known in a product table. The possible columns are: ${allowed.join(', ')}.` })
    }
  }
  for (const [key, def] of Object.entries(tableColumns)) {
    if ('required' in def && def.required && !sheet.headers.has(key)) {
      problems.push({ ...where, row: 1, message: `the column "${key}" is missing; every product table needs it.` })
    }
    if (def.kind === 'bilingual') {
      const [it, en] = [sheet.headers.has(`${key}_it`), sheet.headers.has(`${key}_en`)]
      if (it !== en) problems.push({ ...where, row: 1, message: `the column "${key}_${it ? 'en' : 'it'}" is missing; "${key}" needs an Italian and an English column.` })
    }
  }
  if (problems.length > before) return undefined

  const rows: ProductTable['rows'] = []
  const label = (key: string) => sheet.headers.get(key) ?? key
  for (const { row, cells } of sheet.rows) {
    const rowBefore = problems.length
    const cell = <T>(key: string, schema: z.ZodType<T>): T | undefined => {
      if (sheet.badCells.has(`${row}:${key}`)) return undefined
      const r = schema.safeParse(cells[key])
      if (r.success) return r.data
      const value = cells[key]
      const message = isWrittenSize(value) ? SIZE_HINT : (r.error.issues[0]?.message ?? 'not valid')
      problems.push({ ...where, row, column: label(key), message: value === undefined ? `${message}.` : `${showValue(value)} is not valid; ${message}.` })
      return undefined
    }
    const bilingual = (key: string): Bilingual | undefined => {
      const it = cell(`${key}_it`, optionalText) ?? ''
      const en = cell(`${key}_en`, optionalText) ?? ''
      if (it === '' && en === '') return undefined
      if (it === '' || en === '') {
        const missing = it === '' ? 'it' : 'en'
        problems.push({ ...where, row, column: label(`${key}_${missing}`), message: `the ${missing === 'it' ? 'Italian' : 'English'} text is missing; "${key}" is shown in both languages.` })
        return undefined
      }
      return { it, en }
    }

    const hasCode = cells.code !== undefined || sheet.badCells.has(`${row}:code`)
    const group = bilingual('group')
    if (!hasCode) {
      if (group) {
        const others = Object.keys(cells).filter((k) => !k.startsWith('group_'))
        if (others.length > 0) {
          problems.push({ ...where, row, column: label(others[0]!), message: 'a group heading row holds only the group texts; this row has no code, so either add its code or move the other values to a row of their own.' })
        } else rows.push({ kind: 'group', label: group })
      } else if (problems.length === rowBefore) {
        problems.push({ ...where, row, column: label('code'), message: 'the code is missing. Every row needs a code, or, for a group heading, only the group_it and group_en texts.' })
      }
      continue
    }
    if (group) {
      problems.push({ ...where, row, column: label('group_it'), message: 'a row with a code cannot also be a group heading; put the group texts on a row of their own above the codes.' })
    }
    const code = cell('code', cellSchemas.code)
    const pieces = cell('pieces', wholeNumber)
    const item: TableItem = {
      code: code ?? '',
      pieces: pieces ?? 0,
    }
    const size = {
      widthMm: cell('width_mm', cellSchemas.number),
      gussetMm: cell('gusset_mm', cellSchemas.number),
      lengthMm: cell('length_mm', cellSchemas.number),
      lengthM: cell('length_m', cellSchemas.number),
    }
    const definedSize = Object.fromEntries(Object.entries(size).filter(([, v]) => v !== undefined))
    if (Object.keys(definedSize).length > 0) item.size = definedSize
    const boxPieces = cell('box_pieces', cellSchemas.whole)
    if (boxPieces !== undefined) item.boxPieces = boxPieces
    const grammage = cell('grammage_gsm', cellSchemas.number)
    if (grammage !== undefined) item.grammageGsm = grammage
    for (const key of ['colour', 'process', 'sterilisation', 'variant'] as const) {
      const value = bilingual(key)
      if (value) item[key] = value
    }
    if (problems.length > rowBefore) continue
    codes.push({ code: item.code, file: sheet.file, sheet: sheet.sheet, row, column: label('code') })
    rows.push({ kind: 'item', item })
  }
  if (rows.length > 0 && !rows.some((r) => r.kind === 'item') && problems.length === before) {
    problems.push({ ...where, message: 'the table has group headings but no product codes.' })
  }
  if (sheet.rows.length === 0) {
    problems.push({ ...where, message: 'the table has headers but no product codes below them.' })
  }
  if (problems.length > before) return undefined
  return { columns: displayColumnsOf(rows), rows }
}

/** The columns worth showing: those with at least one value, in the schema's display order. */
function displayColumnsOf(rows: ProductTable['rows']): DisplayColumn[] {
  const items = rows.flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  const has: Record<DisplayColumn, boolean> = {
    code: true,
    variant: items.some((i) => i.variant),
    size: items.some((i) => i.size),
    grammage: items.some((i) => i.grammageGsm !== undefined),
    colour: items.some((i) => i.colour),
    process: items.some((i) => i.process),
    sterilisation: items.some((i) => i.sterilisation),
    pieces: true,
    boxPieces: items.some((i) => i.boxPieces !== undefined),
  }
  return displayColumns.filter((c) => has[c])
}
