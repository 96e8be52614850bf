/**
 * What the notices' test on an edited catalogue needs (tests/browser/edited/notices.test.ts), besides
 * the withdrawal and the new IFU revision of withdrawalEdits.ts: a notice dated a week after the
 * build's day, which no page, feed or list may show.
 */
import fs from 'node:fs'
import path from 'node:path'
import { type Csv, readCsv, writeCsv } from '../../scripts/harness/catalogueCopy.ts'
import { siteRecords } from './catalogueEdit.ts'

const HEADER = ['id', 'date', 'kind', 'lines', 'products', 'codes', 'title_it', 'title_en', 'text_it', 'text_en']

/** A notice of unavailability dated seven days from now, on the first product of products.csv on sale, added to notices.csv (made if there is none). */
export function addAFutureNotice(root: string): string {
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const product = siteRecords(root, 'products').find((r) => r.table !== '' && !r.withdrawn)
  if (!product) throw new Error('products.csv has no product on sale for a notice to name')
  const file = path.join(root, 'catalogue/site/notices.csv')
  const csv: Csv = fs.existsSync(file) ? readCsv(file) : { delimiter: ';', bom: false, eol: '\n', header: HEADER, rows: [] }
  const cells: Record<string, string> = {
    id: 'future-unavailable-notice',
    date,
    kind: 'unavailable',
    products: `${product.line}/${product.slug_en}`,
    title_it: 'Avviso futuro di prova',
    title_en: 'Future test notice',
    text_it: 'Un avviso che nessuno deve vedere prima del suo giorno.',
    text_en: 'A notice no one may see before its day.',
  }
  csv.rows.push(csv.header.map((h) => cells[h] ?? ''))
  writeCsv(file, csv)
  return `notices.csv: a notice of unavailability on ${cells.products} dated ${date}`
}
