/**
 * What holds for any catalogue the check accepts, read from the shipped one: the check passes, every
 * code is unique and found by the search, every product shows a table or a features text, and the
 * legal texts are filled. Its particular content is the product managers' and is pinned nowhere.
 */
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { assembleCatalogue } from '../../scripts/catalogue/assemble/assembleCatalogue.ts'
import { assembleSearchIndex } from '../../scripts/catalogue/assemble/assembleSearchIndex.ts'
import { CheckedFiles } from '../../scripts/catalogue/read/checkFiles.ts'
import { crossCheck } from '../../scripts/catalogue/validate/crossCheck.ts'
import { readSources } from '../../scripts/catalogue/read/readSources.ts'
import { validateSheets } from '../../scripts/catalogue/validate/validateSheets.ts'
import { langs } from '../../src/catalogue/langs.ts'
import type { TableItem } from '../../src/catalogue/productTable.ts'
import type { Product } from '../../src/catalogue/generatedData.ts'
import { compactCode } from '../../src/search/normalize.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The generator's steps but the writing, on the sources as read (or as a test changed them). */
function build(read = readSources(root)) {
  const sheets = validateSheets(read.value)
  const files = new CheckedFiles(root)
  const built = assembleCatalogue(read.value, sheets.value, files)
  const checked = crossCheck(read.value, sheets.value, built.value, files)
  return { problems: [...read.problems, ...sheets.problems, ...built.problems, ...checked.problems], built: checked.value }
}
const { problems, built } = build()
const { catalogue } = built
const items = (p: Product): TableItem[] => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))

describe('the shipped catalogue', () => {
  test('passes the check', () => {
    expect(problems).toEqual([])
  })

  test('every product shows a table with codes or a features text, in both languages', () => {
    for (const p of catalogue.products) {
      if (p.table) expect(items(p).length, p.id).toBeGreaterThan(0)
      else
        expect(
          [p.features?.it, p.features?.en].every((f) => f !== undefined && f !== ''),
          p.id,
        ).toBe(true)
    }
  })

  test('codes are unique across the catalogue, whatever their case', () => {
    const codes = catalogue.products.flatMap(items).map((i) => i.code.toUpperCase())
    expect(new Set(codes).size).toBe(codes.length)
  })

  for (const lang of langs) {
    test(`${lang} search index: one item per product still sold, linking to its page, with all its codes`, () => {
      const index = assembleSearchIndex(catalogue, lang)
      const sold = catalogue.products.filter((p) => p.withdrawn === undefined)
      expect(index.map((i) => i.id).sort()).toEqual(sold.map((p) => p.id).sort())
      for (const p of sold) {
        const item = index.find((i) => i.id === p.id)!
        expect(item.link).toBe(p.path[lang])
        expect(item.name).toBe(p.name[lang])
        const keys = item.keys.split(' ')
        for (const i of items(p)) expect(keys, p.id).toContain(compactCode(i.code))
      }
    })
  }

  test('legal texts have every company field filled', () => {
    for (const doc of Object.values(catalogue.legal)) for (const html of [doc.it, doc.en]) expect(html).not.toMatch(/\{\{|\}\}/)
  })
})

test('a legal text naming an unknown company field is reported with its file', () => {
  const read = readSources(root)
  const en = read.value.markdown.get('legal/privacy.en')!
  read.value.markdown.set('legal/privacy.en', { ...en, text: `${en.text}\nWrite to {{mail}}.` })
  expect(build(read).problems).toEqual([
    expect.objectContaining({
      file: 'catalogue/legal/privacy.en.md',
      code: 'unknown-company-field',
      message: expect.stringMatching(/^\{\{mail\}\} is not a company field; write one of: .*\{\{email\}\}/),
    }),
  ])
})
