/**
 * The rows of the notices sheet (catalogue/site/notices.csv, optional) as far as the change list needs
 * them: what each notice covers. Read from the sheets as read (readSources), like the rest of the
 * change list, so a catalogue that does not validate still has its notices counted.
 */
import { NoticeRow } from '../../../src/catalogue/sheetRows.ts'
import type { CellValue, Sources } from '../read/readSources.ts'

/** The sheet's columns, in the order a new row is written: the schema's. */
export const noticeColumns = NoticeRow.keyof().options
export type NoticeCells = Record<(typeof noticeColumns)[number], string>

export const NOTICES_KEY = 'site/notices'

export interface NoticeCover {
  id: string
  kind: string
  /** Line ids, product ids (line/slug_en) and codes, as the row lists them. */
  lines: string[]
  products: string[]
  codes: string[]
}

export function noticeRowsOf(sources: Sources): NoticeCover[] {
  const list = (value: CellValue | undefined) =>
    String(value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
  return (sources.sheets.get(NOTICES_KEY)?.rows ?? []).map(({ cells }) => ({
    id: String(cells.id ?? '').trim(),
    kind: String(cells.kind ?? '').trim(),
    lines: list(cells.lines),
    products: list(cells.products),
    codes: list(cells.codes),
  }))
}
