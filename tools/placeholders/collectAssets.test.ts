import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Sources } from '../../scripts/catalogue/read/readSources.ts'
import { sheetOf } from '../../scripts/harness/sheetOf.ts'
import { FLAGS_DIR, FONT_LICENSE_PATH, HERO_PATH, collectAssets } from './collectAssets.ts'

const root = path.resolve(import.meta.dirname, '../..')
const product = ['line', 'slug_it', 'slug_en', 'name_it', 'name_en', 'description_it', 'description_en', 'image']
const certification = ['id', 'name_it', 'name_en', 'pdf']

function sources(sheets: Record<string, (string | number | undefined)[][]>): Sources {
  return {
    sheets: new Map(Object.entries(sheets).map(([name, rows]) => [`site/${name}`, sheetOf(rows, 'catalogue/site.xlsx', name)])),
    markdown: new Map(),
    files: [],
    refused: new Set<string>(),
  }
}

describe('collectAssets', () => {
  it('makes a file for each row that passes its schema, and none for a row that fails it', () => {
    const jobs = collectAssets(
      sources({
        products: [
          product,
          ['steripaper', 'buste-piatte', 'flat-pouches', 'Buste piatte', 'Flat pouches', 'Descrizione', 'Description', '/images/products/good.png'],
          // No English description: the generator rejects the row, so its picture is not made either.
          ['steripaper', 'rotoli-piatti', 'flat-rolls', 'Rotoli piatti', 'Flat rolls', 'Descrizione', undefined, '/images/products/incomplete.png'],
          ['steripaper', 'buste', 'pouches', 'Buste', 'Pouches', 'Descrizione', 'Description', 'images/no-leading-slash.png'],
        ],
        certifications: [certification, ['iso-9001', 'ISO 9001', 'ISO 9001', '/pdfs/certifications/iso-9001.pdf']],
      }),
      root,
    )
    expect(jobs.map((j) => j.path)).toEqual([HERO_PATH, '/images/products/good.png', FONT_LICENSE_PATH, '/pdfs/certifications/iso-9001.pdf'].sort())
  })

  it('never writes outside public/, even for a path the schema lets through', () => {
    const jobs = collectAssets(
      sources({ products: [product, ['steripaper', 'buste-piatte', 'flat-pouches', 'Buste', 'Pouches', 'D', 'D', '/images/../../escape.png']] }),
      root,
    )
    expect(jobs.map((j) => j.path)).toEqual([HERO_PATH])
  })

  it('makes the declaration of conformity of each line that names one', () => {
    const line = ['id', 'category', 'name_it', 'name_en', 'description_it', 'description_en', 'doc_pdf', 'doc_issued']
    const jobs = collectAssets(
      sources({
        lines: [
          line,
          ['steripaper', 'medical', 'Steripaper', 'Steripaper', 'Buste.', 'Pouches.', '/pdfs/declarations/steripaper.pdf', '2025-06-30'],
          ['industrial', 'industrial', 'Industriale', 'Industrial', 'Bobine.', 'Reels.'],
        ],
      }),
      root,
    )
    expect(jobs.map((j) => j.path)).toEqual([HERO_PATH, FONT_LICENSE_PATH, '/pdfs/declarations/steripaper.pdf'].sort())
  })

  it('makes the PDF of each document for tenders, and none for a row that fails its schema', () => {
    const document = ['id', 'kind', 'title_it', 'title_en', 'lines', 'pdf', 'language', 'issued']
    const jobs = collectAssets(
      sources({
        documents: [
          document,
          ['en-868-5', 'test-report', 'Rapporto di prova', 'Test report', 'steripaper', '/pdfs/documents/en-868-5.pdf', 'en', '2025-06-12'],
          ['brochure', 'brochure', 'Opuscolo', 'Brochure', 'steripaper', '/pdfs/documents/brochure.pdf', 'en', '2025-06-12'],
        ],
      }),
      root,
    )
    expect(jobs.map((j) => j.path)).toEqual([HERO_PATH, FONT_LICENSE_PATH, '/pdfs/documents/en-868-5.pdf'].sort())
  })

  it('copies the flag of each IFU language once, with its licence', () => {
    const ifu = ['page', 'document', 'revision', 'issued', 'current', 'language', 'language_name_it', 'language_name_en', 'flag', 'product', 'products', 'pdf']
    const row = (lang: string, flag: string) => [
      'steripaper',
      'IFU-01',
      '01',
      '2025-09-15',
      'yes',
      lang,
      'Lingua',
      'Language',
      flag,
      'Steripaper',
      'Flat pouches',
      `/pdfs/${lang}/steripaper.pdf`,
    ]
    const jobs = collectAssets(sources({ ifu: [ifu, row('en', 'gb'), row('it', 'it'), row('de', 'DE')] }), root)
    expect(jobs.map((j) => j.path).filter((p) => p.startsWith(FLAGS_DIR))).toEqual([`${FLAGS_DIR}/LICENSE`, `${FLAGS_DIR}/gb.svg`, `${FLAGS_DIR}/it.svg`])
  })
})
