/**
 * The rows of the notices sheet (catalogue/site/notices.csv, optional) as far as the change list needs
 * them: what each notice covers. Read from the sheets as read (readSources), like the rest of the
 * change list, so a catalogue that does not validate still has its notices counted.
 */
import type { CellValue, Sources } from '../read/readSources.ts'

/** The sheet's columns, in the order a new row is written. */
export const noticeColumns = ['id', 'date', 'kind', 'lines', 'products', 'codes', 'title_it', 'title_en', 'text_it', 'text_en'] as const
export type NoticeCells = Record<(typeof noticeColumns)[number], string>

export const NOTICES_KEY = 'site/notices'

export interface NoticeRow {
  id: string
  kind: string
  /** Line ids, product ids (line/slug_en) and codes, as the row lists them. */
  lines: string[]
  products: string[]
  codes: string[]
}

export function noticeRowsOf(sources: Sources): NoticeRow[] {
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
