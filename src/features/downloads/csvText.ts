/**
 * A sheet's rows as CSV text that Excel opens as it is, in the page language: UTF-8 with a byte
 * order mark, records ending in CRLF, fields quoted only where they must be (RFC 4180). Pure.
 */
import type { Lang } from '#src/catalogue/langs.ts'
import type { Localised } from '#src/catalogue/localised.ts'

/** Italian Excel reads CSV split by semicolons (the comma is the decimal separator). */
const CSV_SEPARATOR: Localised<string> = { it: ';', en: ',' }
/** Without the byte order mark Excel reads UTF-8 CSV as Windows-1252 and garbles "×" and accents. */
const BOM = '\uFEFF'

/**
 * Every row as wide as the widest (a group row's label, then empty fields); numbers as the
 * language writes them, with a decimal comma in Italian and no grouping.
 */
export function csvText(rows: readonly (readonly (string | number)[])[], lang: Lang): string {
  const separator = CSV_SEPARATOR[lang]
  const width = Math.max(0, ...rows.map((r) => r.length))
  const field = (v: string | number | undefined): string => {
    if (typeof v === 'number') return lang === 'it' ? String(v).replace('.', ',') : String(v)
    const text = v ?? ''
    return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return BOM + rows.map((row) => Array.from({ length: width }, (_, c) => field(row[c])).join(separator) + '\r\n').join('')
}
