/**
 * A product type compared across its lines, as a visitor uses it, in one language (the Italian
 * page's words are tests/built/comparison.test.ts's): the table sorts by width and by length as
 * numbers; its downloads, made in the page, hold the page's table with sizes and pieces as numbers,
 * and the XLSX opens in LibreOffice Calc with those columns as numbers. The type is picked by its
 * shape (the first with widths and lengths in mm), never by name; the sorting rule is
 * src/features/comparison/comparisonRows.test.ts's.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import * as XLSX from 'xlsx'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { comparisonExample } from '../../scripts/harness/catalogueExamples.ts'
import { builtPage, itemsOf } from '../../scripts/harness/builtSite.ts'
import { cells, csvRows, download, sheetNameOf, shown, typedCells } from './downloadedFiles.ts'
import { expect, test, visit } from './siteTest.ts'

const { type, route } = comparisonExample()
const lang = 'en'
const t = dictionaries[lang]
const [WIDTH, LENGTH, PIECES] = ['Width (mm)', 'Length (mm)', 'Pieces per package']

/** The numbers of one column, as the page writes them, read back as numbers. */
async function column(page: Page, header: string): Promise<number[]> {
  const index = await page.locator('.comparison-table thead th').evaluateAll((ths, h) => ths.findIndex((th) => th.textContent!.includes(h)), header)
  expect(index, header).toBeGreaterThanOrEqual(0)
  const texts = await page.locator(`.comparison-table tbody tr > :nth-child(${index + 1})`).allTextContents()
  return texts.map((c) => Number(c.replace(',', '.')))
}

const ascending = (numbers: number[]) => numbers.every((n, i) => i === 0 || numbers[i - 1]! <= n)

test('every code of its lines sorted by width and by length as numbers; its XLSX and CSV hold the page table, and Calc reads the XLSX with numbers', async ({
  page,
}) => {
  // LibreOffice takes its seconds to start, many more on a busy machine: its conversion has a time of its own.
  test.setTimeout(120_000)
  const urlPath = route.path[lang]
  await visit(page, urlPath)
  const codes = type.products.flatMap((p) => itemsOf(p).map((i) => i.code))
  await expect(page.locator('.comparison-table tbody tr')).toHaveCount(codes.length)

  await test.step('sorted by width, then by length up and down', async () => {
    await page.getByRole('button', { name: `Sort by ${WIDTH}` }).click()
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText(WIDTH)
    const widths = await column(page, WIDTH)
    expect(ascending(widths), widths.join(' ')).toBe(true)
    await page.getByRole('button', { name: `Sort by ${LENGTH}` }).click()
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText(LENGTH)
    const lengths = await column(page, LENGTH)
    // As numbers, not text: "1000" after "250".
    expect(lengths, lengths.join(' ')).toEqual(lengths.toSorted((a, b) => a - b))
    await page.getByRole('button', { name: `Sort by ${LENGTH}` }).click()
    await expect(page.locator('th[aria-sort="descending"]')).toContainText(LENGTH)
    expect(await column(page, LENGTH)).toEqual(lengths.toReversed())
  })

  // The files hold the table in the catalogue's order, as the page is served.
  const { title, rows } = shown(builtPage(urlPath), 'table.comparison-table')
  const [headers, ...body] = rows
  const numeric = builtPage(urlPath)
    .all('table.comparison-table thead th')
    .map((th) => (th.attribs.class ?? '').split(' ').includes('numeric'))
  // The page writes a number as its language does; the files hold the number.
  const asFile = (row: string[]) => row.map((cell, c) => (numeric[c] && cell !== '' ? String(Number(cell.replace(',', '.'))) : cell))
  let xlsxPath = ''

  await test.step('XLSX and CSV: the page table, sizes and pieces as numbers', async () => {
    const xlsx = await download(page, t['compare.xlsx'])
    xlsxPath = test.info().outputPath(xlsx.name)
    fs.writeFileSync(xlsxPath, xlsx.bytes)
    expect(xlsx.name).toBe(`compare-${type.id}.xlsx`)
    const book = XLSX.read(xlsx.bytes)
    // One sheet, named after the product type: the page's title without "Compare: ".
    expect(book.SheetNames).toEqual([sheetNameOf(title.replace(t['compare.title'].replace('{name}', ''), ''))])
    const sheet = book.Sheets[book.SheetNames[0]!]!
    expect(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }).map(cells)).toEqual([headers!, ...body.map(asFile)].map(cells))
    const typed = typedCells(sheet, headers!, []).filter(({ cell }) => cell !== undefined)
    expect(typed.map(({ header, cell }) => [header, cell!.t])).toEqual(typed.map(({ header }) => [header, numeric[headers!.indexOf(header)] ? 'n' : 's']))

    const csv = await download(page, t['compare.csv'])
    expect(csv.name).toBe(`compare-${type.id}.csv`)
    const read = csvRows(csv.bytes, lang)
    expect(read.problems).toEqual([])
    expect(read.rows).toEqual([headers!, ...body.map(asFile)].map(cells))
  })

  await test.step('LibreOffice Calc reads widths, lengths and pieces as numbers', async () => {
    // Calc's own reading of the file, as flat OpenDocument XML: each cell says whether it is a number.
    const dir = path.dirname(xlsxPath)
    await promisify(execFile)(
      'soffice',
      [`-env:UserInstallation=file://${test.info().outputPath('calc-profile')}`, '--headless', '--convert-to', 'fods', '--outdir', dir, xlsxPath],
      { timeout: 100_000 },
    )
    const fods = fs.readFileSync(xlsxPath.replace(/\.xlsx$/, '.fods'), 'utf8')
    const rowsXml = [...fods.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((m) => m[1]!)
    // A run of equal cells is one element with number-columns-repeated: expanded to one per column.
    const calcRows = rowsXml.map((row) =>
      [...row.matchAll(/<table:table-cell([^>]*?)\/?>/g)].flatMap((c) =>
        Array<string>(Number(/number-columns-repeated="(\d+)"/.exec(c[1]!)?.[1] ?? 1)).fill(c[1]!),
      ),
    )
    const calcHeaders = [...rowsXml[0]!.matchAll(/<text:p>([^<]*)<\/text:p>/g)].map((m) => m[1])
    for (const name of [WIDTH, LENGTH, PIECES]) {
      const c = calcHeaders.indexOf(name)
      expect(c, name).toBeGreaterThanOrEqual(0)
      const calcBody = calcRows.slice(1).filter((r) => r.length > c)
      expect(calcBody.length).toBeGreaterThan(0)
      for (const row of calcBody) expect(row[c], name).toContain('office:value-type="float"')
    }
  })
})
