/**
 * Mistakes the check once let through silently, planted in the small catalogue: two IFU
 * revisions pointing at one PDF (the earlier one overwritten), and the footer's © year, which now
 * comes from the company sheet. A size missing a dimension is readProductTable.test.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import type { SiteData } from '../../src/catalogue/generatedData.ts'
import { type Csv, column, makeSmallCatalogue, readCsv, removeCopy, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

let root: string
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

function editCsv(name: string, edit: (csv: Csv) => void): void {
  const file = path.join(root, `catalogue/site/${name}.csv`)
  const csv = readCsv(file)
  edit(csv)
  writeCsv(file, csv)
}

describe('IFU revisions and their PDFs', () => {
  /** A new revision of the first current document, above it as a product manager adds one, naming `pdf`. */
  function newRevision(pdf: (current: string) => string): { row: number; current: string } {
    let at = { row: 0, current: '' }
    editCsv('ifu', (csv) => {
      const c = (name: string) => column(csv, name)
      const i = csv.rows.findIndex((r) => r[c('current')] === 'yes')
      const old = csv.rows[i]!
      const added = [...old]
      old[c('current')] = ''
      added[c('revision')] = 'NEW'
      added[c('pdf')] = pdf(old[c('pdf')]!)
      csv.rows.splice(i, 0, added)
      at = { row: i + 2, current: old[c('pdf')]! }
    })
    return at
  }

  test('a new revision naming the PDF of the one before is refused at its pdf cell', () => {
    const { row, current } = newRevision((pdf) => pdf)
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: 'catalogue/site/ifu.csv', row, column: 'pdf', code: 'ifu-pdf-reused' })])
    // The advice names a new file for this revision, beside the one it would overwrite.
    expect(problems[0]!.message).toContain(`${current.replace(/(-rev\w+)?\.pdf$/, '')}-revNEW.pdf`)
  })

  test('a new revision with a PDF of its own is accepted', () => {
    newRevision((pdf) => pdf.replace(/\.pdf$/, '-revNEW.pdf'))
    const ifu = readCsv(path.join(root, 'catalogue/site/ifu.csv'))
    const pdf = ifu.rows.find((r) => r[column(ifu, 'revision')] === 'NEW')![column(ifu, 'pdf')]!
    fs.copyFileSync(path.join(root, 'public', pdf.replace(/-revNEW\.pdf$/, '.pdf')), path.join(root, 'public', pdf))
    expect(generateCatalogue({ root, check: true }).problems).toEqual([])
  })

  test('one PDF for several languages of one revision is accepted', () => {
    editCsv('ifu', (csv) => {
      const c = (name: string) => column(csv, name)
      // Two languages of the same revision of one document.
      const same = (r: string[], s: string[]) =>
        r[c('document')] === s[c('document')] && r[c('revision')] === s[c('revision')] && r[c('language')] !== s[c('language')]
      const a = csv.rows.find((r) => csv.rows.some((s) => same(r, s)))!
      const b = csv.rows.find((s) => same(a, s))
      b![c('pdf')] = a![c('pdf')]!
    })
    expect(generateCatalogue({ root, check: true }).problems).toEqual([])
  })
})

describe("the footer's © year", () => {
  const site = (out: string) => JSON.parse(fs.readFileSync(path.join(out, 'site.json'), 'utf8')) as SiteData

  test.each([
    ['a year', '2031', '2031'],
    ['years since the site began', '2016–2031', '2016–2031'],
  ])("%s in company.csv is the footer's", (_name, value, shown) => {
    editCsv('company', (csv) => {
      csv.rows = csv.rows.filter((r) => r[column(csv, 'field')] !== 'copyright_year')
      csv.rows.push(csv.header.map((h) => (h === 'field' ? 'copyright_year' : h === 'value' ? value : '')))
    })
    const out = path.join(root, 'out')
    expect(generateCatalogue({ root, outDir: out }).problems).toEqual([])
    expect(site(out).company.copyrightYear).toBe(shown)
  })

  test('left out, it is the year of the day the catalogue is made', () => {
    editCsv('company', (csv) => {
      csv.rows = csv.rows.filter((r) => r[column(csv, 'field')] !== 'copyright_year')
    })
    const out = path.join(root, 'out')
    expect(generateCatalogue({ root, outDir: out }).problems).toEqual([])
    expect(site(out).company.copyrightYear).toBe(String(new Date().getUTCFullYear()))
  })

  test('a year that is not one is refused at its cell', () => {
    editCsv('company', (csv) => {
      csv.rows = csv.rows.filter((r) => r[column(csv, 'field')] !== 'copyright_year')
      csv.rows.push(csv.header.map((h) => (h === 'field' ? 'copyright_year' : h === 'value' ? '24' : '')))
    })
    const { problems } = generateCatalogue({ root, check: true })
    expect(problems).toEqual([expect.objectContaining({ file: 'catalogue/site/company.csv', column: 'value', code: 'invalid-value' })])
  })
})
