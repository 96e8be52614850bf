/**
 * Writes the tender sheet and hands it to the browser as a download. Loaded only when the visitor
 * asks for it (TenderSheetButton), with the XLSX writer and the files of the tender index that
 * hold the list's codes: none of it is in any page's first load.
 */
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/browser'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Localised } from '#src/catalogue/localised.ts'
import manifestJson from '#src/generated/tender-index-manifest.json'
import type { CodeIndex } from './codeIndex'
import { type CodeIndexManifest, codeShardOf, type ShardedIndex, shardUrl } from './codeShard'
import type { RequestEntry } from './requestStore'
import { LINK_STYLE, type SheetLink, sheetLinks } from './sheetLinks'
import type { TenderIndex } from './tenderIndex'
import { DECLARATION_DATE_FORMAT, tenderColumns } from './tenderColumns'
import { type TenderCell, type TenderFacts, type TenderRow, tenderRows } from './tenderRows'

const manifest = manifestJson as CodeIndexManifest

const sheetName: Localised<string> = { it: 'Scheda per gara', en: 'Tender sheet' }
const fileStem: Localised<string> = { it: 'scheda-gara', en: 'tender-sheet' }

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/** The files of an index split by key (codeShard.ts) that hold these keys, merged. */
export async function loadShards<T>(kind: ShardedIndex, files: CodeIndexManifest, keys: readonly string[], lang: Lang): Promise<Record<string, T>> {
  const shards = [...new Set(keys.map((k) => codeShardOf(k, files.shards)))]
  const parts = await Promise.all(shards.map((n) => fetchJson<Record<string, T>>(shardUrl(kind, files, lang, n))))
  return Object.assign({}, ...parts) as Record<string, T>
}

/** The files of the tender index that hold these codes, merged. */
export const loadTenderIndex = (codes: readonly string[], lang: Lang): Promise<TenderIndex> => loadShards('tender', manifest, codes, lang)

/** "scheda-gara-2025-03-07.xlsx": the visitor's calendar day, so two sheets of one day sort together. */
function tenderFileName(lang: Lang, now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
  return `${fileStem[lang]}-${day}.xlsx`
}

function cellOf(cell: TenderCell, lang: Lang): Cell {
  if (cell === null) return null
  if ('number' in cell) return { type: Number, value: cell.number }
  // Midnight UTC: the writer counts days in UTC, so the cell shows the day the catalogue gives.
  if ('date' in cell) return { type: Date, value: new Date(`${cell.date}T00:00:00Z`), format: DECLARATION_DATE_FORMAT[lang] }
  // The address is the cell's value; sheetLinks makes it open as a link.
  if ('link' in cell) return { type: String, value: cell.link, ...LINK_STYLE }
  return { type: String, value: cell.text }
}

/** Two lines of the sheet's font: a header longer than its column wraps, and the row grows to show it (Calc does not grow it by itself). */
const HEADER_HEIGHT = 30

function sheetData(rows: readonly TenderRow[], lang: Lang): SheetData {
  const header = tenderColumns.map((c): Cell => ({
    type: String,
    value: c.label[lang],
    fontWeight: 'bold',
    wrap: true,
    alignVertical: 'top',
    height: HEADER_HEIGHT,
  }))
  return [header, ...rows.map((row) => tenderColumns.map((c) => cellOf(row[c.key], lang)))]
}

/** Every link cell of the rows, below the header row. */
function linksOf(rows: readonly TenderRow[]): SheetLink[] {
  return rows.flatMap((row, r) =>
    tenderColumns.flatMap((c, column) => {
      const cell = row[c.key]
      return cell !== null && 'link' in cell ? [{ row: r + 1, column, address: cell.link }] : []
    }),
  )
}

export interface TenderSheetRequest {
  list: readonly RequestEntry[]
  /** The code index of the list's codes, as the list page shows them. */
  codes: CodeIndex
  facts: TenderFacts
}

/** The workbook of the list, with the tender index of its codes (loadTenderIndex). */
export function tenderWorkbook({ list, codes, facts }: TenderSheetRequest, tender: TenderIndex) {
  const rows = tenderRows(list, codes, tender, facts)
  return writeXlsxFile(
    sheetData(rows, facts.lang),
    { sheet: sheetName[facts.lang], columns: tenderColumns.map((c) => ({ width: c.width })), stickyRowsCount: 1, orientation: 'landscape' },
    // One font for headers and cells: without it the bold headers fall back to another face in Calc.
    { fontFamily: 'Calibri', fontSize: 11, features: [sheetLinks(linksOf(rows))] },
  )
}

export async function writeTenderSheet(request: TenderSheetRequest): Promise<void> {
  const tender = await loadTenderIndex(
    request.list.map((e) => e.code),
    request.facts.lang,
  )
  await tenderWorkbook(request, tender).toFile(tenderFileName(request.facts.lang, new Date()))
}
