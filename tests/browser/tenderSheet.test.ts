/**
 * The tender sheet as a hospital buyer gets it: three codes in the request list, the list page with
 * free samples asked for one of them, the sheet downloaded and read back, in Italian; the first
 * click meets a dropped connection, says so, and the second one works. Every cell is filled, and
 * held to what the product pages show as built (product, size, GTIN, unit, the regulatory block's
 * SRN, methods, storage and certificate, addresses), to the list (quantities, samples) and to the
 * generated catalogue (identifiers, attributes, levels, documents, manufacturer); the codes are
 * picked by their shape, never by name. A long list, in English, comes whole from a worker. The rows'
 * rules are tenderRows.test.ts's, the link cells sheetLinks.test.ts's.
 */
import { isTag } from 'domhandler'
import ExcelJS from 'exceljs'
import type { Page } from '@playwright/test'
import * as XLSX from 'xlsx'
import type { Lang } from '#src/catalogue/langs.ts'
import type { TableItem } from '#src/catalogue/productTable.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { builtPage, catalogue, config, itemsOf, site } from '../../scripts/harness/builtSite.ts'
import { SEALING, sealingRange } from '../../scripts/harness/catalogueExamples.ts'
import { expect, test, visit } from './siteTest.ts'

/** The sheet's headers, as a buyer reads them in each language, in the order of an Italian tender's product sheet. */
const HEADERS: Record<Lang, string[]> = {
  it: [
    'Codice',
    'Prodotto',
    'Formato',
    'Fabbricante',
    'Sede legale del fabbricante',
    'SRN del fabbricante (EUDAMED)',
    'CND/EMDN',
    'Descrizione CND/EMDN',
    'Tipo BD/RDM (CodiceTipo)',
    'N. BD/RDM (CodiceValore)',
    'Classe di rischio',
    'GTIN (UDI-DI)',
    'UDI-DI di base',
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
    'Pezzi per confezione',
    'Confezionamento (livelli, pezzi, GTIN)',
    'Unità di vendita',
    'Pezzi per unità',
    'Quantità richiesta (unità)',
    'Pezzi totali',
    'Campionatura richiesta',
    'Certificato ISO 13485',
    'Pagina del prodotto',
    "Istruzioni per l'uso (IFU)",
    'Dichiarazione di conformità UE',
    'Data della dichiarazione',
  ],
  en: [
    'Code',
    'Product',
    'Size',
    'Manufacturer',
    "Manufacturer's registered address",
    "Manufacturer's SRN (EUDAMED)",
    'EMDN',
    'EMDN term',
    'BD/RDM type (CodiceTipo)',
    'BD/RDM number (CodiceValore)',
    'Risk class',
    'GTIN (UDI-DI)',
    'Basic UDI-DI',
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
    'Pieces per package',
    'Packaging (levels, pieces, GTIN)',
    'Ordering unit',
    'Pieces per unit',
    'Quantity requested (units)',
    'Total pieces',
    'Samples requested',
    'ISO 13485 certificate',
    'Product page',
    'Instructions for use (IFU)',
    'EU declaration of conformity',
    'Declaration date',
  ],
}
const LIST_PAGE: Record<Lang, string> = { it: '/richiesta/', en: '/request/' }
const BUTTON: Record<Lang, string> = { it: 'Scarica la scheda per gara', en: 'Download the tender sheet' }
/** The site's public address, which the sheet's links start with. */
const origin = new URL(config.SITE_URL).origin

// Products still sold: one no longer sold cannot be asked for.
const withCodes = catalogue.products.filter((p) => itemsOf(p).length > 0 && p.withdrawn === undefined)
const lineOf = (p: Product) => catalogue.lines.find((l) => l.id === p.line)!

/** A product with every value the sheet has a column for: regulatory data, attributes, a shelf life, a declaration and a GTIN per code. */
const complete = (p: Product) =>
  !!p.regulatory?.basicUdiDi &&
  !!p.regulatory.emdnTerm &&
  !!p.regulatory.riskClass &&
  !!p.attributes?.methods &&
  !!p.attributes.standards &&
  !!p.attributes.storage &&
  p.attributes.sterile !== undefined &&
  p.shelfLifeMonths !== undefined &&
  !!lineOf(p).declarationOfConformity &&
  itemsOf(p).some((i) => i.gtin)

/**
 * Three codes of three complete products: one whose unit is not the pack where the catalogue has
 * one (pieces per box or carton), then two of other lines where it has them.
 */
function pickExamples(): { product: Product; item: TableItem; packs: number }[] {
  const candidates = withCodes.filter(complete)
  if (candidates.length < 3)
    throw new Error('The generated catalogue has fewer than three products with every tender value, which this test needs as its examples.')
  const first = candidates.find((p) => p.orderUnit !== undefined) ?? candidates[0]!
  const others = candidates.filter((p) => p !== first)
  const second = others.find((p) => p.line !== first.line) ?? others[0]!
  const rest = others.filter((p) => p !== second)
  const third = rest.find((p) => p.line !== first.line && p.line !== second.line) ?? rest[0]!
  const withGtin = (p: Product) => itemsOf(p).filter((i) => i.gtin)
  return [
    { product: first, item: withGtin(first)[0]!, packs: 3 },
    // The last code of its table: another place in the product's file of the index.
    { product: second, item: withGtin(second).at(-1)!, packs: 1 },
    { product: third, item: withGtin(third)[0]!, packs: 12 },
  ]
}
const examples = pickExamples()

/** The IFU cell as the documentation promises it: the sheet's language's documents, else every one after its language. */
function expectedIfu(product: Product, lang: Lang, origin: string): string | undefined {
  const covering = catalogue.ifuDocuments.filter((d) => d.products.includes(product.id))
  const own = covering.filter((d) => d.language === lang)
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const chosen = (own.length > 0 ? own : covering).toSorted((a, b) => order(a.language, b.language) || order(a.page, b.page))
  if (chosen.length === 0) return undefined
  const prefix = lang === 'it' ? '/ifu/' : '/en/ifu/'
  return chosen.map((d) => `${own.length > 0 ? '' : `${d.language}: `}${origin}${prefix}${d.page}/${d.language}/`).join('; ')
}

/** What a product page shows of a code, as built: its GTIN, its address, its unit and its regulatory block. */
function productPageShows(product: Product, item: TableItem, lang: Lang) {
  const page = builtPage(product.path[lang])
  const row = page.one(`tr[id="${item.code}"]`)
  const gtin = page.all('td[data-label="GTIN"]', row)[0]
  const block = new Map<string, string>()
  for (const dt of page.all('section.regulatory dt')) {
    let dd = dt.next
    while (dd && !isTag(dd)) dd = dd.next
    block.set(page.text(undefined, dt), dd ? page.text(undefined, dd) : '')
  }
  return {
    // An empty cell is no GTIN, as the sheet's empty cell is (valueOf).
    gtin: gtin && page.text(undefined, gtin) !== '' ? page.text(undefined, gtin) : undefined,
    url: page.one('link[rel="canonical"]').attribs.href!,
    unit: page.text('.add-to-request__unit', row),
    block,
  }
}

/** Each list item's product and size as the list page shows them. */
async function listShows(page: Page) {
  const items = page.locator('.request-item')
  await expect(items.locator('.request-item__what a')).toHaveCount(examples.length)
  return Promise.all(
    examples.map(async (_e, n) => ({
      product: (await items.nth(n).locator('.request-item__what a').textContent())!,
      size: (await items.nth(n).locator('.request-item__facts').textContent())!.split(' · ')[0]!,
    })),
  )
}

/** The sheet the button makes: its file's name, its bytes, its one worksheet. */
async function downloadSheet(page: Page, lang: Lang) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: BUTTON[lang] }).click()])
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  expect(book.worksheets).toHaveLength(1)
  return { name: download.suggestedFilename(), bytes, sheet: book.worksheets[0]! }
}

/** A cell's value as a buyer reads it: text as text, a number as a number, a date as year-month-day, a link as its address, an empty cell as undefined. */
function valueOf(cell: ExcelJS.Cell): string | number | undefined {
  const v = cell.value
  if (v === null || v === undefined || v === '') return undefined
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  if (typeof v === 'object' && 'hyperlink' in v) return v.hyperlink
  return v as string | number
}

/** The cycles a code is validated for, as the cycles sheet names them in the sheet's language: its product's for every code, and those listing it. */
const cyclesOf = (product: Product, code: string, lang: Lang) =>
  (product.cycles ?? [])
    .filter((v) => !v.codes || v.codes.includes(code))
    .flatMap((v) => catalogue.cycles.filter((c) => c.id === v.cycle).map((c) => `${c.model[lang]} ${c.cycle[lang]}`))
    .join('; ') || undefined
/** The pieces a unit of this level holds, and its GTIN, as the product table's columns give them. */
const levelPieces = (item: TableItem, level: 'pack' | 'box' | 'carton') => ({ pack: item.pieces, box: item.boxPieces, carton: item.cartonPieces })[level]!
const levelGtin = (item: TableItem, level: 'pack' | 'box' | 'carton') => ({ pack: item.gtin, box: item.boxGtin, carton: item.cartonGtin })[level]

test('Italian: three codes, samples for one; a dropped connection said, the second click downloads the sheet, read back', async ({
  page,
  context,
  problems,
}) => {
  const lang: Lang = 'it'
  await context.addInitScript(
    (list) => window.localStorage.setItem('requestList', list),
    JSON.stringify(examples.map(({ item, packs }) => ({ code: item.code, packs }))),
  )
  const pages = examples.map(({ product, item }) => productPageShows(product, item, lang))
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await visit(page, LIST_PAGE[lang])
  const shown = await listShows(page)
  // Free samples asked for the second code only.
  const withSamples = examples[1]!.item.code
  await page.getByRole('checkbox', { name: `Campionatura gratuita di ${withSamples}` }).check()
  // Nothing of the sheet comes with the page: its data is fetched on the click.
  expect(requested.filter((p) => p.includes('/tender/'))).toEqual([])
  const scriptsBefore = new Set(requested.filter((p) => p.endsWith('.js')))

  await test.step('a dropped connection is said in words, and the next click works', async () => {
    await context.route('**/search-index/tender/**', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: BUTTON[lang] }).click()
    await expect(page.getByRole('alert')).toHaveText('Non è stato possibile preparare la scheda per gara. Controllate la connessione e riprovate.')
    problems.allow(/\/search-index\/tender\/.*net::ERR_INTERNET_DISCONNECTED|^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/)
    await context.unroute('**/search-index/tender/**')
  })
  const { name, bytes, sheet } = await downloadSheet(page, lang)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(name).toMatch(/^scheda-gara-\d{4}-\d{2}-\d{2}\.xlsx$/)
  expect(requested.filter((p) => p.endsWith('.js') && !scriptsBefore.has(p)).length, 'the writer is loaded on the click').toBeGreaterThan(0)
  expect(requested.some((p) => p.includes('/tender/'))).toBe(true)

  expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS[lang]])
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  expect(sheet.rowCount).toBe(1 + examples.length)
  const words = { yes: 'Sì', no: 'No', pack: 'confezione', box: 'scatola', carton: 'cartone', pieces: 'pezzi' }
  const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? words.yes : words.no)
  examples.forEach(({ product, item, packs }, n) => {
    const row = sheet.getRow(n + 2)
    const doc = lineOf(product).declarationOfConformity
    const r = product.regulatory!
    const a = product.attributes!
    const term = (label: string) => pages[n]!.block.get(label)
    const level = product.orderUnit ?? 'pack'
    const levels = (['pack', 'box', 'carton'] as const).filter((l) => ({ pack: item.pieces, box: item.boxPieces, carton: item.cartonPieces })[l] !== undefined)
    const expected = [
      item.code,
      shown[n]!.product,
      shown[n]!.size || undefined,
      site.company.name,
      site.company.legalAddress,
      // The page's block says what the sheet does: the SRN, the EMDN and its term, the registration as an e-invoice names it.
      term('SRN del fabbricante (EUDAMED)'),
      r.emdn,
      r.emdnTerm,
      item.bdRdmType ?? r.bdRdmType,
      item.bdRdm ?? r.bdRdm,
      r.riskClass,
      pages[n]!.gtin,
      r.basicUdiDi,
      yesNo(item.sterile ?? a.sterile),
      yesNo(item.singleUse ?? a.singleUse),
      yesNo(item.latexFree ?? a.latexFree),
      yesNo(item.pvcFree ?? a.pvcFree),
      term('Metodi di sterilizzazione'),
      cyclesOf(product, item.code, lang),
      ...SEALING.map((p) => sealingRange(product.sealing?.[p.key], lang)),
      a.standards!.map((st) => st.name).join(', '),
      term('Conservazione'),
      // The block writes "60 mesi dalla produzione"; the sheet the number of months.
      Number(/^\d+/.exec(term('Periodo di validità') ?? '')?.[0]),
      item.pieces,
      levels.map((l) => `${words[l]}: ${levelPieces(item, l)} ${words.pieces}${levelGtin(item, l) ? `, GTIN ${levelGtin(item, l)}` : ''}`).join('; '),
      // The unit the quantity box names on the product page.
      pages[n]!.unit,
      levelPieces(item, level),
      packs,
      packs * levelPieces(item, level),
      item.code === withSamples ? words.yes : words.no,
      term('Certificato del fabbricante'),
      pages[n]!.url,
      expectedIfu(product, lang, origin),
      doc && origin + doc.pdf,
      doc?.issued,
    ]
    expect(
      HEADERS[lang].map((_h, i) => valueOf(row.getCell(i + 1))),
      item.code,
    ).toEqual(expected)
    // Every column filled from the catalogue, but the cycles and sealing parameters a product may not give.
    const optional = new Set(HEADERS[lang].slice(HEADERS[lang].indexOf('Cicli validati')).slice(0, 5))
    expect(
      expected.filter((v, i) => (v === undefined || v === '') && !optional.has(HEADERS[lang][i]!)),
      `${item.code}: empty cells`,
    ).toEqual([])
    // The GTIN the catalogue has, kept as text with its leading zero; the counts as numbers.
    const col = (header: string) => HEADERS[lang].indexOf(header) + 1
    expect(valueOf(row.getCell(col('GTIN (UDI-DI)')))).toBe(item.gtin)
    expect(row.getCell(col('GTIN (UDI-DI)')).type).toBe(ExcelJS.ValueType.String)
    for (const h of ['Periodo di validità (mesi)', 'Pezzi per confezione', 'Pezzi per unità', 'Quantità richiesta (unità)', 'Pezzi totali'])
      expect(row.getCell(col(h)).type, h).toBe(ExcelJS.ValueType.Number)
    // Addresses are links that open in Excel and Calc, each showing the address it opens.
    const pageCell = row.getCell(col('Pagina del prodotto'))
    expect(pageCell.type).toBe(ExcelJS.ValueType.Hyperlink)
    expect(pageCell.text).toBe(valueOf(pageCell))
  })
  const addressColumns = HEADERS[lang].slice(-4, -1).map((h) => HEADERS[lang].indexOf(h) + 1)
  // A program that reads values only (SheetJS here, as a procurement portal's importer) gets every address.
  const values = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(bytes).Sheets[sheet.name]!, { header: 1, defval: undefined })
  for (const c of addressColumns)
    examples.forEach((_e, n) => expect(values[n + 1]![c - 1], `row ${n + 2}, ${HEADERS[lang][c - 1]}`).toBe(valueOf(sheet.getRow(n + 2).getCell(c))))
  // Every address in the sheet is a page or file of the site.
  const addresses = addressColumns.flatMap((c) =>
    examples.flatMap((_e, n) =>
      String(valueOf(sheet.getRow(n + 2).getCell(c)) ?? '')
        .split('; ')
        .filter((s) => s !== ''),
    ),
  )
  expect(addresses.length).toBeGreaterThanOrEqual(examples.length)
  for (const address of addresses) {
    const url = address.replace(/^[a-z]{2,3}: /, '')
    expect(url.startsWith(`${origin}/`), url).toBe(true)
    expect((await page.request.get(url.slice(origin.length))).status(), url).toBe(200)
  }
})

test('English: a long list comes whole, its sheet compressed in a worker the policy allows, under the English headers', async ({ page, context }) => {
  // Every code of the catalogue, then some it no longer has: a sheet of hundreds of kilobytes, which
  // the zip library compresses in a worker (a file over 160 KB).
  const codes = withCodes.flatMap((p) => itemsOf(p).map((i) => i.code))
  const list = [...codes, ...Array.from({ length: 30 }, (_, n) => `GONE-${n}`)].map((code, n) => ({ code, packs: 1 + (n % 7) }))
  await context.addInitScript((stored) => window.localStorage.setItem('requestList', stored), JSON.stringify(list))
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  await visit(page, LIST_PAGE.en)
  const { name, sheet } = await downloadSheet(page, 'en')
  expect(name).toMatch(/^tender-sheet-\d{4}-\d{2}-\d{2}\.xlsx$/)
  expect(workers.length, 'the test makes a sheet large enough for the worker').toBeGreaterThan(0)
  expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS.en])
  expect(sheet.rowCount).toBe(1 + list.length)
  const quantity = HEADERS.en.indexOf('Quantity requested (units)') + 1
  expect(list.map((_e, n) => [valueOf(sheet.getRow(n + 2).getCell(1)), valueOf(sheet.getRow(n + 2).getCell(quantity))])).toEqual(
    list.map((e) => [e.code, e.packs]),
  )
  expect(valueOf(sheet.getRow(list.length + 1).getCell(2))).toBe('Code no longer in the catalogue')
})
