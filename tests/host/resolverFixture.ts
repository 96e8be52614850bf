/**
 * A small catalogue for the GS1 resolver's tests, made here so that no test pins the shipped one:
 * a product with IFU documents in three languages, one of them with an earlier revision, a shelf
 * life and GTINs for its pack, box and carton, an open recall of some of its lots, and a code
 * withdrawn; and a product without IFU.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CatalogueData, IfuDocument, Line, Notice, Product, SiteData } from '../../src/catalogue/generatedData.ts'
import { resolverIndexFiles } from '../../scripts/site/emitters/resolverIndexFiles.ts'
import { functionRoutes } from '../../scripts/site/emitters/functionRoutes.ts'

const bi = (it: string, en: string) => ({ it, en })

export const UNIT = '09521234000013'
export const BOX = '19521234000010'
export const CARTON = '29521234000017'
/** A code of the product without instructions for use. */
export const NO_IFU = '09521234000020'
/** A code of the first product, withdrawn on WITHDRAWN_ON: its label still resolves. */
export const WITHDRAWN = '09521234000037'
const WITHDRAWN_ON = '2026-03-31'
/** A valid GTIN no product has. */
export const UNKNOWN = '09529999999993'
const SHELF_LIFE_MONTHS = 60
/** The Italian document's revisions: 01 in force until 02 was issued. */
export const REVISION_01 = { revision: '01', issued: '2023-05-08', pdf: '/pdfs/it/sp-rev01.pdf' }
export const REVISION_02 = { revision: '02', issued: '2025-09-15', pdf: '/pdfs/it/sp.pdf' }

const line: Line = {
  id: 'sp',
  category: 'medical',
  alsoIn: [],
  slug: bi('sp', 'sp'),
  name: bi('Steri', 'Steri'),
  description: bi('d', 'd'),
  products: ['sp/flat', 'sp/strips'],
  declarationOfConformity: { pdf: '/pdfs/declarations/sp.pdf', issued: '2025-01-15' },
}
type Table = NonNullable<Product['table']>
const product = (id: string, slug: Product['slug'], rows: Table['rows'], extra: Partial<Product> = {}, withdrawn: Table['withdrawn'] = undefined): Product => ({
  id,
  line: 'sp',
  category: 'medical',
  slug,
  path: bi(`/sanitario/sp/${slug.it}/`, `/medical/sp/${slug.en}/`),
  name: bi(`Nome ${slug.it}`, `Name ${slug.en}`),
  description: bi('d', 'd'),
  image: '/images/x.png',
  table: { columns: ['code', 'gtin', 'size', 'pieces'], rows, ...(withdrawn ? { withdrawn } : {}) },
  ...extra,
})
const document = (language: string, name: string, current: IfuDocument['current'], earlier: IfuDocument['earlier'] = []): IfuDocument => ({
  page: 'sp',
  document: 'IFU-SP',
  language,
  languageName: bi(name, name),
  flag: language,
  product: 'Steri',
  products: ['sp/flat'],
  current,
  earlier,
})
const file = (revision: { revision: string; issued: string; pdf: string }) => ({ ...revision, sha256: 'x', bytes: 1 })

/** The day the catalogue was built, which gs1:recallStatus gives as its data's date. */
export const DAY = '2026-11-30'
/** An open recall of SP/1's lots RECALLED_LOT and 2605A to 2605D; the other product has none. */
export const RECALLED_LOT = '2604A'
export const RECALL = 'sp-flat-recall'
const recall: Notice = {
  id: RECALL,
  date: '2026-06-10',
  kind: 'safety',
  title: bi('Richiamo di lotti', 'Recall of lots'),
  text: bi('t', 't'),
  lines: ['sp'],
  products: [{ id: 'sp/flat', codes: ['SP/1'] }],
  safety: {
    kind: 'recall',
    status: 'open',
    gtins: [UNIT, BOX, CARTON],
    lots: [RECALLED_LOT],
    lotRanges: [{ first: '2605A', last: '2605D' }],
    actions: bi('Non usare i lotti.', 'Do not use these lots.'),
    letter: { it: '/pdfs/safety/sp-it.pdf', en: '/pdfs/safety/sp-en.pdf' },
  },
}

const catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments' | 'notices' | 'day'> & Pick<SiteData, 'company'> = {
  day: DAY,
  notices: [recall],
  lines: [line],
  products: [
    product(
      'sp/flat',
      bi('piatte', 'flat'),
      [
        {
          kind: 'item',
          item: {
            code: 'SP/1',
            gtin: UNIT,
            boxGtin: BOX,
            cartonGtin: CARTON,
            size: { widthMm: 75, lengthMm: 200 },
            pieces: 1000,
            boxPieces: 5000,
            cartonPieces: 20000,
          },
        },
      ],
      { shelfLifeMonths: SHELF_LIFE_MONTHS },
      [{ code: 'SP/0', gtin: WITHDRAWN, size: { widthMm: 50, lengthMm: 100 }, pieces: 1000, withdrawn: WITHDRAWN_ON }],
    ),
    product('sp/strips', bi('strisce', 'strips'), [{ kind: 'item', item: { code: 'IND-1', gtin: NO_IFU, pieces: 250 } }]),
  ],
  ifuDocuments: [
    document('de', 'Tedesco', file({ revision: '01', issued: '2025-09-15', pdf: '/pdfs/de/sp.pdf' })),
    document('it', 'Italiano', file(REVISION_02), [file(REVISION_01)]),
    document('en', 'Inglese', file({ revision: '02', issued: '2025-09-15', pdf: '/pdfs/en/sp.pdf' }), [
      file({ revision: '01', issued: '2023-05-08', pdf: '/pdfs/en/sp-rev01.pdf' }),
    ]),
  ],
  company: {
    name: 'Acme Sterile',
    legalAddress: 'Via Roma 1, 20100 Milano (MI)',
    hqAddress: 'Via Roma 1, 20100 Milano (MI)',
    warehouseAddress: 'Via Roma 1, 20100 Milano (MI)',
    phone: '+39 02 1234 5678',
    email: 'info@example.it',
    copyrightYear: '2026',
    vatNumber: 'IT01234567890',
    registration: bi('r', 'r'),
    shareCapital: bi('s', 's'),
    officeHours: bi('o', 'o'),
    founded: '1990',
    ordersHost: 'https://orders.example.com',
    map: { title: bi('m', 'm'), latitude: 45, longitude: 9, zoom: 11 },
    packing: { clearanceMm: 30, maxFill: 0.75 },
  },
}

const CSS = 'body{margin:0}'
export const indexFiles = () => resolverIndexFiles(catalogue, { css: CSS, cssHash: "'sha256-test'" })

/** A folder as the build leaves it for the host: the resolver's index, its routes, and a home page. */
export function siteFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resolver-site-'))
  for (const f of indexFiles()) {
    fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true })
    fs.writeFileSync(path.join(dir, f.path), f.contents)
  }
  fs.writeFileSync(path.join(dir, '_routes.json'), functionRoutes())
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><html lang="it"><title>Home</title></html>')
  return dir
}
