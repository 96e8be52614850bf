import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { productTitle } from '../../../src/catalogue/productTitle.ts'
import { ifuDocumentPath } from '../../../src/catalogue/routesOf.ts'
import { localiseTable } from '../../../src/catalogue/localiseTable.ts'
import type { CatalogueData, IfuDocument } from '../../../src/catalogue/generatedData.ts'
import { type Lang, langs } from '../../../src/catalogue/langs.ts'
import type { ProductTable } from '../../../src/catalogue/productTable.ts'
import { catalogueDownload } from '../../../src/features/downloads/downloadFiles.ts'
import { REGULATORY_SHEET } from '../../../src/features/downloads/regulatoryRow.ts'
import { catalogueWorkbooks } from './catalogueWorkbooks.ts'

const generated = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../src/generated/catalogue.json'), 'utf8')) as CatalogueData
/** The products still sold: those the workbook holds (a withdrawn one is left out, as the last test shows). */
const shipped: CatalogueData = { ...generated, products: generated.products.filter((p) => p.withdrawn === undefined) }
const ORIGIN = 'https://www.example.it'

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
  const files = new Map(catalogueWorkbooks(catalogue, ORIGIN))
  return { whole: (lang: Lang) => XLSX.read(files.get(catalogueDownload(lang).slice(1))!) }
}

/** A product's table as its page shows it, as text rows: the headers, then each code row; a group row its label alone. */
const pageTable = (table: ProductTable, lang: Lang) => {
  const shown = localiseTable(table, lang)
  return [shown.headers, ...shown.rows.map((r) => (typeof r === 'string' ? [r] : r))]
}

const tabledLines = (catalogue: CatalogueData) => catalogue.lines.filter((l) => catalogue.products.some((p) => p.line === l.id && p.table))

describe.each(langs)('%s: the whole-catalogue workbook', (lang) => {
  // The products in reverse, so that their order is not the lines' order.
  const reversed: CatalogueData = { ...shipped, products: [...shipped.products].reverse() }
  const book = build(reversed).whole(lang)

  test('has a sheet per line with tables, in the catalogue order of the lines, named after the line, then the regulatory data', () => {
    expect(tabledLines(shipped).length).toBeGreaterThan(0)
    expect(book.SheetNames.filter((n) => n !== REGULATORY_SHEET[lang])).toEqual(tabledLines(shipped).map((l) => l.name[lang]))
  })

  test("each line's sheet holds its products in catalogue order: the title, then the table as its page shows it", () => {
    for (const line of tabledLines(reversed)) {
      const products = reversed.products.filter((p) => p.line === line.id && p.table)
      const blocks = blocksOf(book.Sheets[line.name[lang]]!)
      expect(blocks.map((b) => b.title)).toEqual(products.map((p) => [productTitle(line, p, lang)]))
      products.forEach((p, i) => expect(blocks[i]!.table).toEqual(pageTable(p.table!, lang)))
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

test('the build writes one file per language, its whole-catalogue workbook: a product’s table and a comparison are made in the browser', () => {
  expect([...catalogueWorkbooks(shipped, ORIGIN)].map(([name]) => `/${name}`)).toEqual(langs.map(catalogueDownload))
})

test('GTINs and codes of digits stay text in the workbook, pieces stay numbers', () => {
  const [product] = shipped.products.filter((p) => p.table)
  const table: ProductTable = {
    columns: ['code', 'gtin', 'pieces'],
    rows: [{ kind: 'item', item: { code: '0123', gtin: '02012345678903', pieces: 500 } }],
  }
  const catalogue: CatalogueData = { ...shipped, products: [{ ...product!, table }] }
  const { whole } = build(catalogue)
  for (const lang of langs) {
    const line = whole(lang).Sheets[whole(lang).SheetNames[0]!]!
    // Row 3: the product's title, its table's headers, then its code.
    const cell = (c: number) => line[XLSX.utils.encode_cell({ r: 2, c })] as XLSX.CellObject
    expect([cell(0), cell(1), cell(2)].map((x) => [x.t, x.v])).toEqual([
      ['s', '0123'],
      ['s', '02012345678903'],
      ['n', 500],
    ])
  }
})

/** The catalogue without any regulatory value, device attribute, shelf life, validated cycle, sealing parameter, declaration of conformity or IFU document. */
const bare = (catalogue: CatalogueData): CatalogueData => ({
  ...catalogue,
  products: catalogue.products.map(({ regulatory: _, attributes: __, shelfLifeMonths: ___, cycles: ____, sealing: _____, ...p }) => p),
  lines: catalogue.lines.map(({ declarationOfConformity: _, ...l }) => l),
  ifuDocuments: [],
})

describe('the regulatory data in the workbook', () => {
  const plain = bare(shipped)
  const [first, second] = plain.products.filter((p) => p.table)
  const ifu = (language: string): IfuDocument => ({
    page: 'steri',
    document: 'IFU-01',
    language,
    languageName: { it: language, en: language },
    flag: language,
    product: 'Steri',
    products: [first!.id],
    current: { revision: '02', issued: '2025-03-01', pdf: `/pdfs/ifu-${language}.pdf`, sha256: '0', bytes: 1 },
    earlier: [],
  })
  // The first product gets every value, and the second's line (a line of its own or the same) a declaration.
  const withData: CatalogueData = {
    ...plain,
    products: plain.products.map((p) =>
      p.id === first!.id ? { ...p, regulatory: { basicUdiDi: '8012345ABC12', emdn: 'S01010101', bdRdm: '0012345', riskClass: 'I' }, shelfLifeMonths: 60 } : p,
    ),
    lines: plain.lines.map((l) => (l.id === second!.line ? { ...l, declarationOfConformity: { pdf: '/pdfs/doc.pdf', issued: '2025-01-15' } } : l)),
    ifuDocuments: [ifu('it'), ifu('de')],
  }
  const titleOf = (p: typeof first, lang: Lang) =>
    productTitle(
      plain.lines.find((l) => l.id === p!.line),
      p!,
      lang,
    )

  test.each(langs)('%s: a catalogue without any has no regulatory sheet', (lang) => {
    expect(build(plain).whole(lang).SheetNames).not.toContain(REGULATORY_SHEET[lang])
  })

  const expected = {
    it: {
      headers: [
        'Prodotto',
        'UDI-DI di base',
        'CND/EMDN',
        'Descrizione CND/EMDN',
        'Tipo BD/RDM (CodiceTipo)',
        'N. BD/RDM (CodiceValore)',
        'Classe di rischio',
        'Sterile',
        'Monouso',
        'Senza lattice',
        'Senza PVC/DEHP',
        'Metodi di sterilizzazione',
        'Cicli validati',
        'Temperatura di saldatura (°C)',
        'Pressione di contatto (N)',
        'Tempo di saldatura (s)',
        'Velocità di saldatura (m/min)',
        'Norme',
        'Condizioni di conservazione',
        'Periodo di validità (mesi)',
        'Pagina del prodotto',
        "Istruzioni per l'uso (IFU)",
        'Dichiarazione di conformità UE',
        'Data della dichiarazione',
      ],
      // The IFU in the sheet's language only, when there is one.
      ifu: `${ORIGIN}${ifuDocumentPath('steri/it', 'it')}`,
      date: '15/01/2025',
    },
    en: {
      headers: [
        'Product',
        'Basic UDI-DI',
        'EMDN',
        'EMDN term',
        'BD/RDM type (CodiceTipo)',
        'BD/RDM number (CodiceValore)',
        'Risk class',
        'Sterile',
        'Single use',
        'Latex-free',
        'PVC/DEHP-free',
        'Sterilisation methods',
        'Validated cycles',
        'Sealing temperature (°C)',
        'Contact pressure (N)',
        'Dwell time (s)',
        'Sealing speed (m/min)',
        'Standards',
        'Storage conditions',
        'Shelf life (months)',
        'Product page',
        'Instructions for use (IFU)',
        'EU declaration of conformity',
        'Declaration date',
      ],
      // None in English: every language there is, each named.
      ifu: `de: ${ORIGIN}${ifuDocumentPath('steri/de', 'en')}; it: ${ORIGIN}${ifuDocumentPath('steri/it', 'en')}`,
      date: '2025-01-15',
    },
  }

  test.each(langs)('%s: the last sheet has a row per product that has any, with its values', (lang) => {
    const { whole } = build(withData)
    const { headers, ifu, date } = expected[lang]
    const none = (n: number) => Array<string>(n).fill('')
    const firstRow = [titleOf(first, lang), '8012345ABC12', 'S01010101', '', '', '0012345', 'I', ...none(12), '60', ORIGIN + first!.path[lang], ifu]
    const secondRow = [titleOf(second, lang), ...none(19), ORIGIN + second!.path[lang], '', `${ORIGIN}/pdfs/doc.pdf`, date]
    // The first product may be on the second's line: then it has the declaration too, else its cells are empty.
    firstRow.push(...(first!.line === second!.line ? [`${ORIGIN}/pdfs/doc.pdf`, date] : ['', '']))

    const book = whole(lang)
    expect(book.SheetNames.at(-1)).toBe(REGULATORY_SHEET[lang])
    const rows = rowsOf(book.Sheets[REGULATORY_SHEET[lang]]!)
    expect(rows[0]).toEqual(headers)
    expect(rows).toContainEqual(firstRow)
    expect(rows).toContainEqual(secondRow)
    const expectedCount = 1 + withData.products.filter((p) => p.table && (p.id === first!.id || p.line === second!.line)).length
    expect(rows).toHaveLength(expectedCount)
  })

  test('the declaration date is a date, not text, GTIN-like numbers stay text, an address is a link and the shelf life a number', () => {
    const sheet = build(withData).whole('it').Sheets[REGULATORY_SHEET.it]!
    const rows = rowsOf(sheet)
    const cell = (product: typeof first, header: string) => {
      const r = rows.findIndex((row) => row[0] === titleOf(product, 'it'))
      return sheet[XLSX.utils.encode_cell({ r, c: expected.it.headers.indexOf(header) })] as XLSX.CellObject
    }
    const dateCell = cell(second, 'Data della dichiarazione')
    expect(dateCell.t).toBe('n')
    expect(XLSX.SSF.parse_date_code(dateCell.v as number)).toMatchObject({ y: 2025, m: 1, d: 15 })
    const bdRdm = cell(first, 'N. BD/RDM (CodiceValore)')
    expect([bdRdm.t, bdRdm.v]).toEqual(['s', '0012345'])
    const page = cell(first, 'Pagina del prodotto')
    expect(page.l?.Target).toBe(page.v)
    // The shelf life is a count of months a buyer's sheet can compare.
    const shelfLife = cell(first, 'Periodo di validità (mesi)')
    expect([shelfLife.t, shelfLife.v]).toEqual(['n', 60])
  })
})

test('the whole-catalogue workbook leaves out a product no longer sold', () => {
  const [product] = shipped.products.filter((p) => p.table)
  const withdrawn: CatalogueData = { ...shipped, products: shipped.products.map((p) => (p.id === product!.id ? { ...p, withdrawn: '2025-01-01' } : p)) }
  for (const lang of langs) {
    const book = XLSX.read(new Map(catalogueWorkbooks(withdrawn, ORIGIN)).get(catalogueDownload(lang).slice(1))!)
    const titles = book.SheetNames.flatMap((name) => blocksOf(book.Sheets[name]!).map((b) => b.title?.[0]))
    expect(titles).not.toContain(
      productTitle(
        shipped.lines.find((l) => l.id === product!.line),
        product!,
        lang,
      ),
    )
  }
})
