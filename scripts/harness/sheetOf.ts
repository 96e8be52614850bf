import { type CellValue, columnKey, type Sheet } from '../catalogue/read/readSources.ts'

/** A sheet as readSources makes it: header row 1, data from row 2, blank cells left out. */
export function sheetOf(rows: (CellValue | undefined)[][], file = 'catalogue/site.xlsx', sheet: string | null = 'products'): Sheet {
  const [header = [], ...data] = rows
  const headers = new Map(header.map((h) => [columnKey(String(h)), String(h)]))
  const keys = [...headers.keys()]
  return {
    key: 'test',
    file,
    // null: a CSV file, which has no sheet name (undefined would pick the default)
    sheet: sheet ?? undefined,
    headers,
    badCells: new Set(),
    rows: data.map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(cells.flatMap((v, c) => (v === undefined || v === '' ? [] : [[keys[c]!, v]]))),
    })),
  }
}
