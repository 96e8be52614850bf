/**
 * Turns a product-table sheet into typed rows. Which columns exist and how each is read come
 * from their declaration (src/catalogue/tableColumns.ts); a row with no code and only the group
 * texts is a group heading. Each step returns what it read and the problems it found.
 */
import type { z } from 'zod'
import type { Bilingual } from '../../../src/catalogue/bilingual.ts'
import { optionalPositiveNumber, optionalText, optionalWholeNumber, positiveNumber, wholeNumber, WithdrawnDate } from '../../../src/catalogue/cells.ts'
import { BdRdmTypeCell, Methods, YesNo } from '../../../src/catalogue/deviceAttributeCells.ts'
import { BdRdm, Gtin, ProductCode } from '../../../src/catalogue/identifiers.ts'
import { langs } from '../../../src/catalogue/langs.ts'
import type { ProductTable, TableItem, WithdrawnCode } from '../../../src/catalogue/productTable.ts'
import { type DisplayColumn, fieldOf, sheetColumnsOf, shownColumns, type TableColumn, type TableColumnDef, tableColumns } from '../../../src/catalogue/tableColumns.ts'
import { levelFields } from '../../../src/catalogue/orderUnit.ts'
import { packLevels } from '../../../src/catalogue/packLevels.ts'
import { checkRefusal } from '../report/checkRefusal.ts'
import { type Problem, problem } from '../report/problems.ts'
import type { Sheet, SheetRow } from './readSources.ts'
import { catalogueDay } from '../catalogueDay.ts'

export interface CodeLocation {
  code: string
  file: string
  sheet?: string
  row: number
  column: string
  /** The code's GTINs (its own, its box's, its carton's) whose cells were read: as stored (14 digits), as typed, and their column. */
  gtins: { value: string; typed: string; column: string }[]
}

/** The columns every row is read by: the code names a row, the group texts make it a heading. */
const CODE = 'code' satisfies TableColumn
const GROUP = 'group' satisfies TableColumn
/** A date here takes the code out of the table, into the codes no longer sold. */
const WITHDRAWN = 'withdrawn' satisfies TableColumn

const columns = Object.entries(tableColumns) as [TableColumn, TableColumnDef][]
/** Read with the code's place, for the checks that GTINs are unique across the catalogue and share their product's company prefix. */
const GTIN_COLUMNS = columns.flatMap(([column, def]) => (def.type === 'gtin' ? [column] : []))
/** Every sheet column a product table may have: "code", "width_mm", …, "colour_it", "colour_en", … */
const allowedKeys = columns.flatMap(([column]) => sheetColumnsOf(column))
const requiredColumns = columns.flatMap(([column, def]) => ('required' in def && def.required ? [column] : []))

/** How a cell of each type of column is read; a required column refuses an empty cell. */
const cellSchemas = {
  code: { required: ProductCode, optional: ProductCode },
  gtin: { required: Gtin, optional: Gtin.optional() },
  number: { required: positiveNumber, optional: optionalPositiveNumber },
  whole: { required: wholeNumber, optional: optionalWholeNumber },
  sizePart: { required: positiveNumber, optional: optionalPositiveNumber },
  bdRdm: { required: BdRdm, optional: BdRdm },
  bdRdmType: { required: BdRdmTypeCell, optional: BdRdmTypeCell },
  yesNo: { required: YesNo, optional: YesNo },
  methods: { required: Methods, optional: Methods },
  withdrawn: { required: WithdrawnDate, optional: WithdrawnDate },
} satisfies Record<string, Record<'required' | 'optional', z.ZodType<unknown>>>
type CellSchema = z.ZodType<unknown>

/** The old site wrote sizes as "75 x 200"; here each dimension has its own number column. */
function isWrittenSize(value: unknown): boolean {
  return typeof value === 'string' && /\d\s*[x×*]\s*\d/i.test(value)
}

/** A value read from the sheet, absent when it is empty or wrong, and what was wrong with it. */
interface Read<T> {
  value?: T
  problems: Problem[]
}

/** One row read: a heading or an item when the row is right (or a code no longer sold), and its code when it has one. */
interface RowRead {
  row?: ProductTable['rows'][number]
  withdrawn?: WithdrawnCode
  code?: CodeLocation
  problems: Problem[]
}

/**
 * Reads one product table, adding its problems and the location of each code (for the check that
 * codes are unique across the catalogue). Returns the table only when the sheet has no problem.
 */
export function readProductTable(sheet: Sheet, problems: Problem[], codes: CodeLocation[], today = catalogueDay()): ProductTable | undefined {
  const read = readTable(sheet, today)
  problems.push(...read.problems)
  codes.push(...read.codes)
  return read.value
}

/** Where an earlier row is, as seen from a later one: "row 3" in the same sheet, else with its file and sheet. */
export function seenAt(first: CodeLocation, from: Pick<CodeLocation, 'file' | 'sheet'>): string {
  return first.file === from.file && first.sheet === from.sheet ? `row ${first.row}` : `${first.file}${first.sheet ? ` › ${first.sheet}` : ''} › row ${first.row}`
}

/** `today`, year-month-day: a code cannot have been withdrawn later. */
function readTable(sheet: Sheet, today: string): Read<ProductTable> & { codes: CodeLocation[] } {
  const headerProblems = checkHeaders(sheet)
  if (headerProblems.length > 0) return { problems: headerProblems, codes: [] }
  const read = sheet.rows.map((row) => readRow(sheet, row, today))
  const rows = read.flatMap((r) => (r.row ? [r.row] : []))
  const withdrawn = read.flatMap((r) => (r.withdrawn ? [r.withdrawn] : []))
  const codes = read.flatMap((r) => (r.code ? [r.code] : []))
  const problems = [...read.flatMap((r) => r.problems), ...checkHasCodes(sheet, read), ...incompleteSizes(sheet)]
  if (problems.length > 0) return { problems, codes }
  // Headings are kept only above codes still sold: a heading whose codes were all withdrawn would head nothing.
  const sold = rows.filter((r, i) => r.kind === 'item' || rows.slice(i + 1).find((next) => next.kind === 'item' || next.kind === 'group')?.kind === 'item')
  return { value: { columns: displayColumnsOf(sold), rows: sold, ...(withdrawn.length > 0 && { withdrawn }) }, problems, codes }
}

/** Row 1: only known columns, every required one, and both languages of a bilingual one. */
function checkHeaders(sheet: Sheet): Problem[] {
  const where = { file: sheet.file, sheet: sheet.sheet }
  if (sheet.headers.size === 0) return [problem('sheet-empty', where, { productTable: { required: requiredColumns } })]
  const unknown = [...sheet.headers]
    .filter(([key]) => !allowedKeys.includes(key))
    .map(([, label]) => problem('unknown-column', { ...where, row: 1, column: label }, { known: allowedKeys, productTable: true }))
  const missing = columns.flatMap(([column, def]): Problem[] => {
    const keys = sheetColumnsOf(column)
    const absent = keys.filter((key) => !sheet.headers.has(key))
    const required = 'required' in def && def.required ? absent.map((key) => problem('missing-column', { ...where, row: 1 }, { column: key, productTable: true })) : []
    const halfPair = keys.length > 1 && absent.length === 1 ? [problem('missing-column', { ...where, row: 1 }, { column: absent[0]!, pairOf: column })] : []
    return [...required, ...halfPair]
  })
  return [...unknown, ...missing]
}

/** A table needs codes: a sheet with headers only, or only group headings, is a mistake. */
function checkHasCodes(sheet: Sheet, read: RowRead[]): Problem[] {
  const where = { file: sheet.file, sheet: sheet.sheet }
  if (read.length === 0) return [problem('no-rows', where, { what: 'codes' })]
  // Only when every row was read: a row refused for its code is not a table without codes.
  const headingsOnly = read.every((r) => r.row?.kind === 'group')
  return headingsOnly ? [problem('no-rows', where, { what: 'headings-only' })] : []
}

/** The size columns, each with its unit: "width_mm" in mm, "length_m" in m. */
const sizeColumns = columns.flatMap(([column, def]) => (def.type === 'sizePart' ? [{ column, unit: def.unit }] : []))

/**
 * A size gives every dimension its sheet uses: a row with a width and no length, where the other
 * sizes have both, would show as "250 mm". A row with no size at all (an accessory) is left alone.
 */
function incompleteSizes(sheet: Sheet): Problem[] {
  const given = (row: SheetRow, column: string) => row.cells[column] !== undefined || sheet.badCells.has(`${row.row}:${column}`)
  const codeRows = sheet.rows.filter((row) => given(row, CODE))
  const used = sizeColumns.filter(({ column }) => codeRows.some((row) => given(row, column)))
  return codeRows.flatMap((row) => {
    const has = used.filter(({ column }) => given(row, column))
    // A size cell already refused ("75 x 200" in one cell, a unit) is the root cause: reported at it.
    const refused = has.some(({ column }) => sheet.badCells.has(`${row.row}:${column}`) || !positiveNumber.safeParse(row.cells[column]).success)
    if (has.length === 0 || refused) return []
    return used
      .filter(({ column }) => !given(row, column))
      .map(({ column, unit }) =>
        problem('size-part-missing', { file: sheet.file, sheet: sheet.sheet, row: row.row, column: sheet.headers.get(column) ?? column }, { column, given: has.map((h) => h.column), unit: unit === 'm' ? 'metres' : 'millimetres' }),
      )
  })
}

function readRow(sheet: Sheet, sheetRow: SheetRow, today: string): RowRead {
  const cells = cellReader(sheet, sheetRow)
  const group = cells.bilingual(GROUP)
  const hasCode = sheetRow.cells[CODE] !== undefined || sheet.badCells.has(`${sheetRow.row}:${CODE}`)
  if (!hasCode) return readHeadingRow(sheetRow, cells, group)
  const [groupIt] = sheetColumnsOf(GROUP)
  const asHeading = group.value ? [problem('group-row-with-code', cells.at(groupIt!))] : []
  const item = readItem(cells)
  const withdrawnOn = item.value?.withdrawn
  const future = withdrawnOn !== undefined && withdrawnOn > today ? [problem('future-withdrawal', cells.at(WITHDRAWN), { value: withdrawnOn, today })] : []
  const problems = [...group.problems, ...asHeading, ...item.problems, ...future]
  // The code and its GTIN are kept even when another cell of the row is wrong, so a repeat is reported in the same run.
  const gtins = item.gtins.map(({ column, value }) => ({ value, typed: String(sheetRow.cells[column]), column: cells.label(column) }))
  const code = item.code === undefined ? undefined : { code: item.code, file: sheet.file, sheet: sheet.sheet, row: sheetRow.row, column: cells.label(CODE), gtins }
  if (problems.length > 0) return { code, problems }
  if (withdrawnOn !== undefined) return { withdrawn: item.value as WithdrawnCode, code, problems }
  // No item without its required values: a cell left out here was reported while reading the file.
  return { row: item.value && { kind: 'item', item: item.value }, code, problems }
}

function readHeadingRow(sheetRow: SheetRow, cells: CellReader, group: Read<Bilingual>): RowRead {
  if (!group.value) {
    const missing = [problem('missing-code', cells.at(CODE))]
    return { problems: group.problems.length > 0 ? group.problems : missing }
  }
  const groupKeys = sheetColumnsOf(GROUP)
  const other = Object.keys(sheetRow.cells).find((key) => !groupKeys.includes(key))
  if (other !== undefined) {
    return { problems: [problem('group-row-with-values', cells.at(other))] }
  }
  return { row: { kind: 'group', label: group.value }, problems: [] }
}

/** A code row's values, column by column as declared; `code` and the GTINs even when the item is incomplete. */
function readItem(cells: CellReader): Read<TableItem & { withdrawn?: string }> & { code?: string; gtins: { column: TableColumn; value: string }[] } {
  const item: Record<string, unknown> = {}
  const problems: Problem[] = []
  for (const [column, def] of columns) {
    if (def.type === 'heading') continue
    const read = readColumn(cells, column, def)
    problems.push(...read.problems)
    if (read.value === undefined) continue
    const field = fieldOf(column)
    if (def.type === 'sizePart') item.size = { ...(item.size as object | undefined), [field]: read.value }
    else item[field] = read.value
  }
  problems.push(...packLevelProblems(item, cells))
  const code = typeof item[CODE] === 'string' ? item[CODE] : undefined
  const gtins = GTIN_COLUMNS.flatMap((column) => {
    const value = item[fieldOf(column)]
    return typeof value === 'string' ? [{ column, value }] : []
  })
  const complete = requiredColumns.every((column) => item[fieldOf(column)] !== undefined)
  return { value: complete ? (item as TableItem & { withdrawn?: string }) : undefined, code, gtins, problems }
}

/** The sheet column of a field of the generated JSON (boxPieces → box_pieces). */
const columnOf = (field: string): TableColumn => columns.find(([column]) => fieldOf(column) === field)![0]

/**
 * A box holds a whole number of packs, a carton of boxes (or of packs, without boxes), each more
 * pieces than the level inside it: "2000 per pack, 200 per box" is a carton total typed as a pack.
 * A box's or carton's GTIN needs that level's pieces: without them the level it names is not one
 * the code has, and its landing page, ordering unit and EUDAMED package could not say what it holds.
 */
function packLevelProblems(item: Record<string, unknown>, cells: CellReader): Problem[] {
  const problems: Problem[] = []
  let below: { column: string; value: number } | undefined
  for (const level of packLevels) {
    const column = columnOf(levelFields[level].pieces)
    const value = item[levelFields[level].pieces]
    const gtin = item[levelFields[level].gtin]
    if (typeof value !== 'number') {
      if (level !== 'pack' && typeof gtin === 'string') problems.push(problem('level-gtin-without-pieces', cells.at(columnOf(levelFields[level].gtin)), { value: gtin, level, column }))
      continue
    }
    if (below && level !== 'pack' && (value <= below.value || value % below.value !== 0)) {
      problems.push(problem('pack-levels', cells.at(column), { value, level, below: below.value, belowColumn: below.column }))
    }
    below = { column, value }
  }
  return problems
}

function readColumn(cells: CellReader, column: TableColumn, def: Exclude<TableColumnDef, { type: 'heading' }>): Read<unknown> {
  if (def.type === 'bilingual') return cells.bilingual(column)
  const schemas: Record<'required' | 'optional', CellSchema> = cellSchemas[def.type]
  return cells.value(column, schemas['required' in def && def.required ? 'required' : 'optional'])
}

type CellReader = ReturnType<typeof cellReader>

/** Reads the cells of one row, each problem located at its row and column header. */
function cellReader(sheet: Sheet, { row, cells }: SheetRow) {
  const label = (key: string) => sheet.headers.get(key) ?? key
  const at = (key: string) => ({ file: sheet.file, sheet: sheet.sheet, row, column: label(key) })

  function value<T>(key: string, schema: z.ZodType<T>): Read<T> {
    // A formula error or a date, reported once while reading the file.
    if (sheet.badCells.has(`${row}:${key}`)) return { problems: [] }
    const parsed = schema.safeParse(cells[key])
    if (parsed.success) return { value: parsed.data, problems: [] }
    const raw = cells[key]
    const [issue] = parsed.error.issues
    const expected = issue?.message ?? 'not valid'
    const check = checkRefusal(issue)
    if (check) return { problems: [problem(check, at(key), { value: raw })] }
    if (isWrittenSize(raw)) return { problems: [problem('size-in-one-cell', at(key), { value: raw })] }
    return { problems: [raw === undefined ? problem('missing-value', at(key), { expected }) : problem('invalid-value', at(key), { value: raw, expected })] }
  }

  /** Both languages or neither: a text shown in one language only would leave the other page blank. */
  function bilingual(column: TableColumn): Read<Bilingual> {
    const keys = sheetColumnsOf(column)
    const reads = langs.map((lang, i) => ({ lang, key: keys[i]!, ...value(keys[i]!, optionalText) }))
    const problems = reads.flatMap((r) => r.problems)
    const empty = reads.filter((r) => (r.value ?? '') === '')
    if (empty.length === reads.length) return { problems }
    const [missing] = empty
    if (missing) return { problems: [...problems, problem('missing-translation', at(missing.key), { lang: missing.lang, what: `${column} text` })] }
    return { value: Object.fromEntries(reads.map((r) => [r.lang, r.value])) as Bilingual, problems }
  }

  return { label, at, value, bilingual }
}

/** The columns worth showing: the required ones and those with a value in some row, in display order. */
function displayColumnsOf(rows: ProductTable['rows']): DisplayColumn[] {
  const items = rows.flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  return shownColumns.filter((c) => c.always || items.some((item) => item[c.field] !== undefined)).map((c) => c.name)
}
