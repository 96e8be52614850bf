/**
 * A small catalogue made by code, for the generator's tests: every sheet the check requires and
 * the files they name, and the shapes the tests look for (two lines in two workbooks, products
 * with tables of three codes with GTINs and sizes, a product with a text of several lines and one
 * without a table, IFU revisions with a history in two languages, a declaration of conformity).
 * The optional sheets (documents, cycles, validations, sealing, notices, distributors, synonyms)
 * are left out: a test writes the rows it means. Nothing here is the shipped catalogue's.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { gmnCheckPair } from '#src/catalogue/gmnCheckPair.ts'
import { gtinCheckDigit } from '#src/catalogue/gtinCheckDigit.ts'
import { eudamedFlagColumns, textKeys } from '#src/catalogue/sheetRows.ts'
import { noisePng, onePagePdf } from './sampleFiles.ts'
import { guideTexts, legalTexts } from './smallCatalogueTexts.ts'

/** GS1's demonstration company prefix: no real trade item's GTIN. */
const COMPANY_PREFIX = '9521234'

const gtin = (item: number) => {
  const body = `${COMPANY_PREFIX}${String(item).padStart(5, '0')}`
  return `${body}${gtinCheckDigit(body)}`
}
const basicUdiDi = (model: string) => `${COMPANY_PREFIX}${model}${gmnCheckPair(`${COMPANY_PREFIX}${model}`)}`

type Row = Record<string, string>

const categories: Row[] = [
  { id: 'medical', slug_it: 'sanitario', slug_en: 'medical', name_it: 'Sanitario', name_en: 'Medical' },
  { id: 'dental', slug_it: 'dentale', slug_en: 'dental', name_it: 'Dentale', name_en: 'Dental' },
  { id: 'industrial', slug_it: 'industriale', slug_en: 'industrial', name_it: 'Industriale', name_en: 'Industrial' },
].map((c) => ({
  ...c,
  description_it: `Prodotti per il settore ${c.name_it.toLowerCase()}.`,
  description_en: `Products for the ${c.name_en.toLowerCase()} sector.`,
  image: `/images/categories/${c.id}.png`,
  line_order: '',
}))

const lines: Row[] = [
  {
    id: 'pouches',
    category: 'medical',
    also_in: 'dental',
    slug_it: 'buste',
    slug_en: 'pouches',
    name_it: 'Buste',
    name_en: 'Pouches',
    description_it: 'Buste in carta medicale e film.',
    description_en: 'Pouches of medical paper and film.',
    ifu_languages: 'it, en',
    doc_pdf: '/pdfs/declarations/pouches.pdf',
    doc_issued: '2025-01-20',
  },
  {
    id: 'rolls',
    category: 'medical',
    slug_it: 'rotoli',
    slug_en: 'rolls',
    name_it: 'Rotoli',
    name_en: 'Rolls',
    description_it: 'Rotoli da tagliare a misura.',
    description_en: 'Rolls to cut to length.',
    note_it: 'Altre misure su richiesta.',
    note_en: 'Other sizes on request.',
    ifu_languages: 'it, en',
  },
]

/** The attributes a tender asks for, the same on every product but where a product says otherwise. */
const attributes: Row = {
  bd_rdm_type: 'DM1',
  sterile: 'no',
  single_use: 'yes',
  latex_free: 'yes',
  pvc_free: 'yes',
  methods: 'steam, ethylene_oxide',
  standards: 'en-868-5',
  risk_class: 'I',
  shelf_life_months: '60',
  storage_it: 'Conservare in luogo asciutto.',
  storage_en: 'Store in a dry place.',
  materials_it: 'Carta medicale 60 g/m², film PET/PP',
  materials_en: '60 g/m² medical paper, PET/PP film',
}

const products: Row[] = [
  {
    line: 'pouches',
    slug_it: 'buste-piatte',
    slug_en: 'flat-pouches',
    name_it: 'Buste piatte',
    name_en: 'Flat pouches',
    description_it: 'Buste piatte termosaldabili.',
    description_en: 'Heat-sealable flat pouches.',
    table: 'flat-pouches',
    // Text of several lines: the rows below this one start on a later line of the file.
    features_it: '### Caratteristiche\n- carta medicale 60 g/m²\n- indicatori di processo',
    features_en: '### Features\n- 60 g/m² medical paper\n- process indicators',
    pouch_finder: 'yes',
    ...attributes,
    basic_udi_di: basicUdiDi('FP'),
    emdn: 'S01010101',
    bd_rdm: '9990001',
  },
  {
    line: 'pouches',
    slug_it: 'buste-con-soffietto',
    slug_en: 'gusseted-pouches',
    name_it: 'Buste con soffietto',
    name_en: 'Gusseted pouches',
    description_it: 'Buste con soffietti laterali.',
    description_en: 'Pouches with side gussets.',
    table: 'gusseted-pouches',
    note_it: 'Altre misure su richiesta.',
    note_en: 'Other sizes on request.',
    pouch_finder: 'yes',
    ...attributes,
    emdn: 'S01010102',
    bd_rdm: '9990002',
  },
  {
    line: 'rolls',
    slug_it: 'rotoli-piatti',
    slug_en: 'flat-rolls',
    name_it: 'Rotoli piatti',
    name_en: 'Flat rolls',
    description_it: 'Rotoli piatti in carta medicale e film.',
    description_en: 'Flat rolls of medical paper and film.',
    table: 'flat-rolls',
    pouch_finder: 'yes',
    ...attributes,
    methods: 'steam',
    emdn: 'S01020101',
  },
  {
    line: 'rolls',
    slug_it: 'nastro-indicatore',
    slug_en: 'indicator-tape',
    name_it: 'Nastro indicatore',
    name_en: 'Indicator tape',
    description_it: 'Nastro adesivo con indicatore di processo.',
    description_en: 'Adhesive tape with a process indicator.',
    features_it: 'Nastro da 19 mm × 50 m, 6 rotoli per confezione.',
    features_en: 'Tape of 19 mm × 50 m, 6 rolls a pack.',
    ...attributes,
  },
].map((p) => ({ ...p, image: `/images/products/${p.line}/${p.slug_en}.png` }))

/** Each workbook of catalogue/tables by line, its sheets by name: a header, then a row per code. */
const tables: Record<string, Record<string, (string | number)[][]>> = {
  pouches: {
    'flat-pouches': [
      ['code', 'width_mm', 'length_mm', 'pieces', 'gtin'],
      ['FP-075200', 75, 200, 200, gtin(101)],
      ['FP-090230', 90, 230, 200, gtin(102)],
      ['FP-120300', 120, 300, 200, gtin(103)],
    ],
    'gusseted-pouches': [
      ['code', 'width_mm', 'gusset_mm', 'length_mm', 'pieces', 'gtin'],
      ['GP-100050250', 100, 50, 250, 500, gtin(201)],
      ['GP-150050300', 150, 50, 300, 500, gtin(202)],
      ['GP-200055400', 200, 55, 400, 250, gtin(203)],
    ],
  },
  rolls: {
    'flat-rolls': [
      ['code', 'width_mm', 'length_m', 'pieces', 'gtin'],
      ['FR-050200', 50, 200, 2, gtin(301)],
      ['FR-075200', 75, 200, 2, gtin(302)],
      ['FR-100200', 100, 200, 1, gtin(303)],
    ],
  },
}

/** A revision of an IFU document; the newest first, as a product manager adds them. */
const ifu: Row[] = [
  {
    page: 'pouches',
    document: 'IFU-P',
    revision: '02',
    issued: '2025-03-01',
    current: 'yes',
    language: 'it',
    product: 'Buste',
    products: 'pouches',
    pdf: '/pdfs/it/pouches.pdf',
  },
  {
    page: 'pouches',
    document: 'IFU-P',
    revision: '01',
    issued: '2024-02-01',
    current: '',
    language: 'it',
    product: 'Buste',
    products: 'pouches',
    pdf: '/pdfs/it/pouches-rev01.pdf',
  },
  {
    page: 'pouches',
    document: 'IFU-P',
    revision: '02',
    issued: '2025-03-01',
    current: 'yes',
    language: 'en',
    product: 'Pouches',
    products: 'pouches',
    pdf: '/pdfs/en/pouches.pdf',
  },
  {
    page: 'rolls',
    document: 'IFU-R',
    revision: '01',
    issued: '2024-06-10',
    current: 'yes',
    language: 'it',
    product: 'Rotoli',
    products: 'rolls',
    pdf: '/pdfs/it/rolls.pdf',
  },
  {
    page: 'rolls',
    document: 'IFU-R',
    revision: '01',
    issued: '2024-06-10',
    current: 'yes',
    language: 'en',
    product: 'Rolls',
    products: 'rolls',
    pdf: '/pdfs/en/rolls.pdf',
  },
].map((r) =>
  r.language === 'it'
    ? { ...r, language_name_it: 'Italiano', language_name_en: 'Italian', flag: 'it' }
    : { ...r, language_name_it: 'Inglese', language_name_en: 'English', flag: 'gb' },
)

const company: Row[] = [
  { field: 'name', value: 'Esempio S.r.l.' },
  { field: 'legal_address', value: 'Via Roma 1, 20121 Milano (MI)' },
  { field: 'hq_address', value: 'Via Emilia 10, 20097 San Donato Milanese (MI)' },
  { field: 'warehouse_address', value: 'Via Emilia 12, 20097 San Donato Milanese (MI)' },
  { field: 'phone', value: '+39 02 0000 0000' },
  { field: 'email', value: 'info@example.com' },
  { field: 'vat_number', value: 'IT00000000000' },
  { field: 'registration', value_it: 'REA MI-0000000', value_en: 'Milan business register MI-0000000' },
  { field: 'share_capital', value_it: '€ 10.000 i.v.', value_en: '€10,000 fully paid' },
  { field: 'office_hours', value_it: 'Lun–Ven 9–18', value_en: 'Mon–Fri 9am–6pm' },
  { field: 'founded', value: '2016' },
  { field: 'orders_host', value: 'https://orders.example.com' },
  { field: 'map_title', value_it: 'La nostra sede', value_en: 'Our offices' },
  { field: 'map_latitude', value: '45.41' },
  { field: 'map_longitude', value: '9.27' },
  { field: 'map_zoom', value: '11' },
  { field: 'packing_clearance_mm', value: '30' },
  { field: 'packing_max_fill', value: '0.75' },
  { field: 'srn', value: 'IT-MF-000000001' },
  { field: 'copyright_year', value: '2025' },
]

const certifications: Row[] = [
  {
    id: 'iso-13485',
    name_it: 'ISO 13485',
    name_en: 'ISO 13485',
    pdf: '/pdfs/certifications/iso-13485.pdf',
    valid_until: '2099-12-31',
    number: 'EX-13485-0001',
  },
]

const sheets: Record<string, Row[]> = {
  categories,
  lines,
  products,
  texts: textKeys.map((key) => ({ key, text_it: `Testo ${key}.`, text_en: `Text ${key}.` })),
  company,
  news: [
    {
      id: 'fair',
      title_it: 'In fiera',
      title_en: 'At the fair',
      description_it: 'Vi aspettiamo allo stand.',
      description_en: 'Meet us at our stand.',
      image: '/images/news/fair.png',
    },
  ],
  about: [
    {
      section: '1',
      image: '/images/about/team.png',
      image_alt_it: 'La sede',
      image_alt_en: 'Our offices',
      title_it: 'Chi siamo',
      title_en: 'Who we are',
      text_it: 'Produciamo buste e rotoli.',
      text_en: 'We make pouches and rolls.',
    },
  ],
  certifications,
  ifu,
  standards: [
    { id: 'en-868-5', name: 'EN 868-5', title_it: 'Buste e rotoli sigillabili', title_en: 'Sealable pouches and reels' },
    { id: 'en-iso-11607-1', name: 'EN ISO 11607-1', title_it: 'Sistemi di barriera sterile', title_en: 'Sterile barrier systems' },
  ],
  eudamed: [
    {
      basic_udi_di: basicUdiDi('FP'),
      ...Object.fromEntries(eudamedFlagColumns.map((c) => [c, 'no'])),
      sterilise_before_use: 'yes',
    },
  ],
}

/** Each sheet's header: every column any of its rows writes, in the order first written. */
function csvOf(rows: Row[]): string {
  const header = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  const quote = (v: string) => (/[";\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return [header, ...rows.map((r) => header.map((h) => r[h] ?? ''))].map((cells) => `${cells.map(quote).join(';')}\n`).join('')
}

/** Every file of the small catalogue by its path under the root: catalogue/ and the files it names in public/. */
function smallCatalogueFiles(): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>()
  for (const [name, rows] of Object.entries(sheets)) files.set(`catalogue/site/${name}.csv`, csvOf(rows))
  for (const [line, book] of Object.entries(tables)) {
    const wb = XLSX.utils.book_new()
    for (const [sheet, rows] of Object.entries(book)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheet)
    files.set(`catalogue/tables/${line}.xlsx`, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
  }
  for (const [name, text] of Object.entries(legalTexts)) files.set(`catalogue/legal/${name}.md`, text)
  for (const [name, text] of Object.entries(guideTexts)) files.set(`catalogue/guide/${name}.md`, text)
  for (const picture of [...categories, ...products, ...sheets.news!, ...sheets.about!].map((r) => r.image!)) files.set(`public${picture}`, noisePng(picture))
  const pdfs = [...ifu.map((r) => r.pdf!), ...certifications.map((r) => r.pdf!), ...lines.flatMap((l) => (l.doc_pdf ? [l.doc_pdf] : []))]
  for (const file of pdfs) files.set(`public${file}`, onePagePdf(file))
  return files
}

/** Made once per process: each test writes a fresh copy. */
let made: Map<string, string | Buffer> | undefined

/** Writes the small catalogue under root: catalogue/ and the files it names in public/. */
export function writeSmallCatalogue(root: string): void {
  made ??= smallCatalogueFiles()
  for (const [file, content] of made) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), content)
  }
}
