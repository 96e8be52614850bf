/**
 * Suggested notices as lines of the notices sheet, ready to paste: `;`-separated, a cell quoted
 * where it holds a `;`, a quote or a line break. Written by SheetJS, the library that reads the
 * sheet back, so what is pasted reads as printed.
 */
import * as XLSX from 'xlsx'
import { noticeColumns } from './noticeRowsOf.ts'
import type { NoticeSuggestions } from './suggestNotices.ts'

/** The rows, after the header line when the sheet does not exist yet; empty when there are none. */
export function noticeSuggestionLines(s: NoticeSuggestions): string {
  if (s.rows.length === 0) return ''
  const rows = s.rows.map((r) => noticeColumns.map((c) => r[c]))
  return XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(s.exists ? rows : [[...noticeColumns], ...rows]), { FS: ';', RS: '\n', blankrows: false })
}

/** What the lines are and where they go. */
export function noticeSuggestionHeading(s: NoticeSuggestions): string {
  const rows = `${s.rows.length} ${s.rows.length === 1 ? 'row' : 'rows'}`
  const where = s.exists ? `paste the rows you keep at the end of ${s.file}` : `save the header line and the rows you keep as ${s.file}`
  return `Notices to consider: ${rows} for changes above that no notice covers yet (pieces per pack, withdrawals, new codes). Read and edit each text, then ${where}.`
}
