import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { productTitle } from '../../src/catalogue/productTitle.ts'
import { type CatalogueData, type Lang, langs, type ProductTable } from '../../src/catalogue/schema.ts'
import { catalogueDownload, productDownloads } from '../../src/features/downloads/downloadFiles.ts'
import { buildDownloads } from './buildDownloads.ts'

const shipped = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../src/generated/catalogue.json'), 'utf8')) as CatalogueData

/** A sheet's rows as text, blank rows kept (they separate the products). */
const rowsOf = (sheet: XLSX.WorkSheet) =>
  (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: true }) as unknown[][]).map((r) => Array.from(r, (c) => String(c ?? '')))

/** A line sheet's products: the rows between blank rows, the first of them the title. */
function blocksOf(sheet: XLSX.WorkSheet) {
  const blocks: string[][][] = [[]]
  for (const row of rowsOf(sheet)) {
    if (row.every((c) => c === '')) blocks.push([])
    else blocks.at(-1)!.push(row)
  }
  return blocks.map(([title, ...table]) => ({ title: title!, table }))
}

function build(catalogue: CatalogueData) {
  const files = new Map(buildDownloads(catalogue))
  const whole = (lang: Lang) => XLSX.read(files.get(catalogueDownload(lang).slice(1))!)
  return { files, whole }
}

const tabledLines = (catalogue: CatalogueData) => catalogue.lines.filter((l) => catalogue.products.some((p) => p.line === l.id && p.table))

describe.each(langs)('%s: the whole-catalogue workbook', (lang) => {
  // The products in reverse, so that their order is not the lines' order.
  const reversed: CatalogueData = { ...shipped, products: [...shipped.products].reverse() }
  const { files, whole } = build(reversed)
  const book = whole(lang)

  test('has a sheet per line with tables, in the catalogue order of the lines, named after the line', () => {
    expect(tabledLines(shipped).length).toBeGreaterThan(0)
    expect(book.SheetNames).toEqual(tabledLines(shipped).map((l) => l.name[lang]))
  })

  test("each line's sheet holds its products in catalogue order: the title, then the table of its own download", () => {
    for (const line of tabledLines(reversed)) {
      const products = reversed.products.filter((p) => p.line === line.id && p.table)
      const blocks = blocksOf(book.Sheets[line.name[lang]]!)
      expect(blocks.map((b) => b.title)).toEqual(products.map((p) => [productTitle(line, p, lang)]))
      products.forEach((p, i) => {
        const own = XLSX.read(files.get(productDownloads(p, lang).xlsx.slice(1))!)
        expect(blocks[i]!.table).toEqual(rowsOf(own.Sheets[own.SheetNames[0]!]!))
      })
    }
  })

  test('group rows span their table; product titles span nothing', () => {
    // The first line whose tables have group headings.
    const line = shipped.lines.find((l) => shipped.products.some((p) => p.line === l.id && p.table?.rows.some((r) => r.kind === 'group')))!
    const sheet = book.Sheets[line.name[lang]]!
    const rows = rowsOf(sheet)
    const groups = shipped.products.filter((p) => p.line === line.id).flatMap((p) => p.table?.rows.filter((r) => r.kind === 'group') ?? [])
    expect(groups.length).toBeGreaterThan(0)
    const merges = sheet['!merges'] ?? []
    expect(merges).toHaveLength(groups.length)
    const groupLabels = new Set(groups.map((g) => (g.kind === 'group' ? g.label[lang] : '')))
    // A product's title opens the sheet or follows a blank row; the header row of its table comes next.
    const isHeader = (r: number) => r === 1 || (r > 1 && rows[r - 2]!.length === 0)
    const tableWidth: number[] = []
    rows.forEach((row, r) => (tableWidth[r] = isHeader(r) ? row.length : (tableWidth[r - 1] ?? 0)))
    for (const m of merges) {
      expect(m.s.r).toBe(m.e.r)
      expect(groupLabels).toContain(rows[m.s.r]![0])
      expect([m.s.c, m.e.c]).toEqual([0, tableWidth[m.s.r]! - 1])
    }
  })
})

test("sheet names keep Excel's rules: at most 31 characters, none of []:*?/\\, no two alike", () => {
  const odd = 'Buste: carta/film [medicale]* per vapore?'
  const catalogue: CatalogueData = { ...shipped, lines: shipped.lines.map((l, i) => (i < 3 ? { ...l, name: { it: i === 2 ? odd.toUpperCase() : odd, en: odd } } : l)) }
  const names = build(catalogue).whole('it').SheetNames
  expect(names.slice(0, 3)).toEqual(['Buste- carta-film -medicale-- p', 'Buste- carta-film -medicale (2)', 'BUSTE- CARTA-FILM -MEDICALE (3)'])
  expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length)
})

test('every file is made once, the per-product files before the workbook of their language', () => {
  const tabled = shipped.products.filter((p) => p.table)
  const names = [...buildDownloads(shipped)].map(([name]) => `/${name}`)
  expect(new Set(names).size).toBe(names.length)
  const expected = langs.flatMap((lang) => [...tabled.flatMap((p) => Object.values(productDownloads(p, lang))), catalogueDownload(lang)])
  expect(names).toEqual(expected)
})

test('GTINs and codes of digits stay text in the workbooks, pieces stay numbers', () => {
  const [product] = shipped.products.filter((p) => p.table)
  const table: ProductTable = {
    columns: ['code', 'gtin', 'pieces'],
    rows: [{ kind: 'item', item: { code: '0123', gtin: '02012345678903', pieces: 500 } }],
  }
  const catalogue: CatalogueData = { ...shipped, products: [{ ...product!, table }] }
  const { files, whole } = build(catalogue)
  for (const lang of langs) {
    const own = XLSX.read(files.get(productDownloads(catalogue.products[0]!, lang).xlsx.slice(1))!)
    const line = whole(lang).Sheets[whole(lang).SheetNames[0]!]!
    for (const [sheet, row] of [[own.Sheets[own.SheetNames[0]!]!, 1], [line, 2]] as const) {
      const cell = (c: number) => sheet[XLSX.utils.encode_cell({ r: row, c })] as XLSX.CellObject
      expect([cell(0), cell(1), cell(2)].map((x) => [x.t, x.v])).toEqual([
        ['s', '0123'],
        ['s', '02012345678903'],
        ['n', 500],
      ])
    }
  }
})
