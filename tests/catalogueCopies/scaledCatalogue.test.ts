/**
 * A catalogue multiplied as bench:scale multiplies the shipped one: still valid, and large lines
 * get pages of their own while the category pages show only their first products.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { LINE_PREVIEW } from '../../src/catalogue/routesOf.ts'
import { langs } from '../../src/catalogue/langs.ts'
import type { CatalogueData } from '../../src/catalogue/generatedData.ts'
import type { Route } from '../../src/catalogue/route.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { multiplyCatalogue } from '../../scripts/bench/scale/multiplyCatalogue.ts'
import { gtinCheckDigit } from '../../src/catalogue/gtinCheckDigit.ts'
import { cellAddress, makeSmallCatalogue, readWorkbook, removeCopy, workbookTables, writeWorkbook } from '../../scripts/harness/catalogueCopy.ts'

// Enough for a line of the small catalogue to pass LINE_PREVIEW products.
const FACTOR = 5

const gtinsIn = (catalogue: CatalogueData) =>
  catalogue.products.flatMap((p) =>
    [...(p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : [])), ...(p.table?.withdrawn ?? [])].flatMap((item) =>
      item.gtin ? [item.gtin] : [],
    ),
  )

describe(`the catalogue multiplied by ${FACTOR}`, () => {
  let root = ''
  let original: ReturnType<typeof generateCatalogue>
  let originalGtins: string[]
  let scaled: ReturnType<typeof generateCatalogue>
  beforeAll(() => {
    root = makeSmallCatalogue()
    // A code without a GTIN, which the copies must give one.
    const { workbook, sheet, codeRows } = workbookTables(root, 1)[0]!
    const wb = readWorkbook(path.join(root, workbook))
    delete wb.Sheets[sheet]![cellAddress(wb.Sheets[sheet]!, codeRows.at(-1)!, 'gtin')]
    writeWorkbook(path.join(root, workbook), wb)
    const before = path.join(root, 'before')
    original = generateCatalogue({ root, outDir: before })
    originalGtins = gtinsIn(JSON.parse(fs.readFileSync(path.join(before, 'catalogue.json'), 'utf8')) as CatalogueData)
    multiplyCatalogue(root, FACTOR)
    scaled = generateCatalogue({ root })
  })
  afterAll(() => removeCopy(root))

  test('gives every code a GTIN of its own, valid and unused, and keeps those the tables had', () => {
    expect(original.problems).toEqual([])
    expect(originalGtins.length).toBeLessThan(original.summary!.codes)
    const gtins = gtinsIn(JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'catalogue.json'), 'utf8')) as CatalogueData)
    expect(gtins.length).toBe(original.summary!.codes * FACTOR)
    expect(gtins).toEqual(expect.arrayContaining(originalGtins))
    expect(new Set(gtins).size).toBe(gtins.length)
    for (const gtin of gtins) expect(gtinCheckDigit(gtin.slice(0, -1)), gtin).toBe(Number(gtin.at(-1)))
  })

  test('is valid, with every product and code FACTOR times over', () => {
    expect(scaled.problems).toEqual([])
    expect(scaled.summary?.products).toBe(original.summary!.products * FACTOR)
    expect(scaled.summary?.codes).toBe(original.summary!.codes * FACTOR)
  })

  test('gives a page to each line with more than LINE_PREVIEW products that has an address of its own', () => {
    const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, name), 'utf8')) as T
    const routes = read<Route[]>('routes.json')
    const catalogue = read<CatalogueData>('catalogue.json')
    const expected = catalogue.lines.filter((l) => l.products.length > LINE_PREVIEW && l.slug.it !== '').map((l) => `line:${l.id}`)
    expect(expected.length).toBeGreaterThan(0)
    expect(routes.filter((r) => r.page === 'line').map((r) => r.id)).toEqual(expected)
    // A line page's address is its category's, then the line's slug.
    for (const l of catalogue.lines.filter((x) => expected.includes(`line:${x.id}`))) {
      const route = routes.find((r) => r.id === `line:${l.id}`)!
      for (const lang of langs) expect(route.path[lang].endsWith(`/${l.slug[lang]}/`)).toBe(true)
    }
    // Lines without a slug of their own (products directly under the category) have none.
    for (const l of catalogue.lines.filter((x) => x.slug.it === '')) expect(routes.some((r) => r.id === `line:${l.id}`)).toBe(false)
  })
})
