import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { productTitle } from '../../src/catalogue/productTitle.ts'
import { ifuDocumentPath } from '../../src/catalogue/buildRoutes.ts'
import { type CatalogueData, type IfuDocument, type Lang, langs, type ProductTable } from '../../src/catalogue/schema.ts'
import { catalogueDownload, comparisonDownloads, productDownloads } from '../../src/features/downloads/downloadFiles.ts'
import { productTypes } from '../../src/catalogue/productTypes.ts'
import { dictionaries } from '@/i18n/dictionary'
import { buildDownloads, REGULATORY_SHEET } from './buildDownloads.ts'

const generated = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../src/generated/catalogue.json'), 'utf8')) as CatalogueData
/** The products still sold: those the downloads are made of (a withdrawn one has none, as the last test shows). */
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
  const files = new Map(buildDownloads(catalogue, ORIGIN))
  const whole = (lang: Lang) => XLSX.read(files.get(catalogueDownload(lang).slice(1))!)
  return { files, whole }
}

const tabledLines = (catalogue: CatalogueData) => catalogue.lines.filter((l) => catalogue.products.some((p) => p.line === l.id && p.table))

describe.each(langs)('%s: the whole-catalogue workbook', (lang) => {
  // The products in reverse, so that their order is not the lines' order.
  const reversed: CatalogueData = { ...shipped, products: [...shipped.products].reverse() }
  const { files, whole } = build(reversed)
  const book = whole(lang)

  test('has a sheet per line with tables, in the catalogue order of the lines, named after the line, then the regulatory data', () => {
    expect(tabledLines(shipped).length).toBeGreaterThan(0)
    expect(book.SheetNames.filter((n) => n !== REGULATORY_SHEET[lang])).toEqual(tabledLines(shipped).map((l) => l.name[lang]))
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
  const catalogue: CatalogueData = {
    ...shipped,
    lines: shipped.lines.map((l, i) => (i < 3 ? { ...l, name: { it: i === 2 ? odd.toUpperCase() : odd, en: odd } } : l)),
  }
  const names = build(catalogue).whole('it').SheetNames
  expect(names.slice(0, 3)).toEqual(['Buste- carta-film -medicale-- p', 'Buste- carta-film -medicale (2)', 'BUSTE- CARTA-FILM -MEDICALE (3)'])
  expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length)
})

test('every file is made once, the per-product files before the workbook of their language, then the comparisons', () => {
  const tabled = shipped.products.filter((p) => p.table)
  const names = [...buildDownloads(shipped, ORIGIN)].map(([name]) => `/${name}`)
  expect(new Set(names).size).toBe(names.length)
  const comparisons = (lang: Lang) => productTypes(shipped.products).flatMap((t) => [comparisonDownloads(t.id, lang).xlsx, comparisonDownloads(t.id, lang).csv])
  const expected = langs.flatMap((lang) => [...tabled.flatMap((p) => Object.values(productDownloads(p, lang))), catalogueDownload(lang), ...comparisons(lang)])
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
    for (const [sheet, row] of [
      [own.Sheets[own.SheetNames[0]!]!, 1],
      [line, 2],
    ] as const) {
      const cell = (c: number) => sheet[XLSX.utils.encode_cell({ r: row, c })] as XLSX.CellObject
      expect([cell(0), cell(1), cell(2)].map((x) => [x.t, x.v])).toEqual([
        ['s', '0123'],
        ['s', '02012345678903'],
        ['n', 500],
      ])
    }
  }
})

test.each(langs)("%s: the regulatory sheet is named as the product page's block", (lang) => {
  expect(REGULATORY_SHEET[lang]).toBe(dictionaries[lang]['regulatory.title'])
})

/** The catalogue without any regulatory value, device attribute, shelf life, declaration of conformity or IFU document. */
const bare = (catalogue: CatalogueData): CatalogueData => ({
  ...catalogue,
  products: catalogue.products.map(({ regulatory: _, attributes: __, shelfLifeMonths: ___, ...p }) => p),
  lines: catalogue.lines.map(({ declarationOfConformity: _, ...l }) => l),
  ifuDocuments: [],
})

describe('the regulatory data in the XLSX files', () => {
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
  const ownBook = (files: Map<string, Buffer | string>, p: typeof first, lang: Lang) => XLSX.read(files.get(productDownloads(p!, lang).xlsx.slice(1))!)

  test.each(langs)('%s: a catalogue without any has no regulatory sheet, in the product files or the workbook', (lang) => {
    const { files, whole } = build(plain)
    expect(whole(lang).SheetNames).not.toContain(REGULATORY_SHEET[lang])
    for (const p of plain.products.filter((p) => p.table)) expect(ownBook(files, p, lang).SheetNames).toHaveLength(1)
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

  test.each(langs)("%s: a product's file has a second sheet with the product's values, and the workbook a row per product that has any", (lang) => {
    const { files, whole } = build(withData)
    const { headers, ifu, date } = expected[lang]
    const none = (n: number) => Array<string>(n).fill('')
    const firstRow = [titleOf(first, lang), '8012345ABC12', 'S01010101', '', '', '0012345', 'I', ...none(7), '60', ORIGIN + first!.path[lang], ifu]
    const secondRow = [titleOf(second, lang), ...none(14), ORIGIN + second!.path[lang], '', `${ORIGIN}/pdfs/doc.pdf`, date]
    // The first product may be on the second's line: then it has the declaration too, else its cells are empty.
    firstRow.push(...(first!.line === second!.line ? [`${ORIGIN}/pdfs/doc.pdf`, date] : ['', '']))

    const own = ownBook(files, first, lang)
    expect(own.SheetNames[1]).toBe(REGULATORY_SHEET[lang])
    expect(rowsOf(own.Sheets[REGULATORY_SHEET[lang]]!)).toEqual([headers, firstRow])
    expect(rowsOf(ownBook(files, second, lang).Sheets[REGULATORY_SHEET[lang]]!)).toEqual([headers, secondRow])
    const others = withData.products.filter((p) => p.table && p.id !== first!.id && p.line !== second!.line)
    for (const p of others) expect(ownBook(files, p, lang).SheetNames).toHaveLength(1)

    const book = whole(lang)
    expect(book.SheetNames.at(-1)).toBe(REGULATORY_SHEET[lang])
    const rows = rowsOf(book.Sheets[REGULATORY_SHEET[lang]]!)
    expect(rows[0]).toEqual(headers)
    expect(rows).toContainEqual(firstRow)
    expect(rows).toContainEqual(secondRow)
    const expectedCount = 1 + withData.products.filter((p) => p.table && (p.id === first!.id || p.line === second!.line)).length
    expect(rows).toHaveLength(expectedCount)
  })

  test('the declaration date is a date, not text, GTIN-like numbers stay text, and an address is a link', () => {
    const { files } = build(withData)
    const sheet = ownBook(files, second, 'it').Sheets[REGULATORY_SHEET.it]!
    const column = (header: string) => XLSX.utils.encode_col(expected.it.headers.indexOf(header))
    const dateCell = sheet[`${column('Data della dichiarazione')}2`] as XLSX.CellObject
    expect(dateCell.t).toBe('n')
    expect(XLSX.SSF.parse_date_code(dateCell.v as number)).toMatchObject({ y: 2025, m: 1, d: 15 })
    const bdRdm = ownBook(files, first, 'it').Sheets[REGULATORY_SHEET.it]![`${column('N. BD/RDM (CodiceValore)')}2`] as XLSX.CellObject
    expect([bdRdm.t, bdRdm.v]).toEqual(['s', '0012345'])
    const page = ownBook(files, first, 'it').Sheets[REGULATORY_SHEET.it]![`${column('Pagina del prodotto')}2`] as XLSX.CellObject
    expect(page.l?.Target).toBe(page.v)
    // The shelf life is a count of months a buyer's sheet can compare.
    const shelfLife = ownBook(files, first, 'it').Sheets[REGULATORY_SHEET.it]![`${column('Periodo di validità (mesi)')}2`] as XLSX.CellObject
    expect([shelfLife.t, shelfLife.v]).toEqual(['n', 60])
  })
})

test.each(langs)('%s: a product type compared across lines comes as a flat table, sizes and pieces as number cells', (lang) => {
  const type = productTypes(shipped.products)[0]
  expect(type, 'a product type made by two lines or more').toBeDefined()
  const files = new Map(buildDownloads(shipped, ORIGIN))
  const book = XLSX.read(files.get(comparisonDownloads(type!.id, lang).xlsx.slice(1))!)
  const sheet = book.Sheets[book.SheetNames[0]!]!
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })
  const header = rows[0] as string[]
  const pieces = header.indexOf(lang === 'it' ? 'Pezzi per confezione' : 'Pieces per package')
  const codes = type!.products.flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : [])))
  expect(rows).toHaveLength(1 + codes.length)
  codes.forEach((item, n) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: n + 1, c: pieces })] as XLSX.CellObject
    expect([cell.t, cell.v]).toEqual(['n', item.pieces])
  })
  // The CSV: one header line, one line per code, the pieces as plain digits.
  const csv = (files.get(comparisonDownloads(type!.id, lang).csv.slice(1)) as string)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(csv).toHaveLength(1 + codes.length)
  expect(csv[1]!.split(lang === 'it' ? ';' : ',')[pieces]).toBe(String(codes[0]!.pieces))
})

test('a product no longer sold has no download, and the whole-catalogue workbook leaves it out', () => {
  const [product] = shipped.products.filter((p) => p.table)
  const withdrawn: CatalogueData = { ...shipped, products: shipped.products.map((p) => (p.id === product!.id ? { ...p, withdrawn: '2025-01-01' } : p)) }
  const names = new Set([...buildDownloads(withdrawn, ORIGIN)].map(([name]) => `/${name}`))
  for (const lang of langs) {
    for (const file of Object.values(productDownloads(product!, lang))) expect(names.has(file)).toBe(false)
    const book = XLSX.read(new Map(buildDownloads(withdrawn, ORIGIN)).get(catalogueDownload(lang).slice(1))!)
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
