/**
 * The tender dossier on an edited catalogue (npm run test:edited: tests/catalogueEdits/dossierEdits.ts):
 * a certificate expired yesterday is in the dossier, and the index and the page say it expired and
 * since when; a line without its declaration is said missing for its codes, and nothing fails.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { launchBrowser, openPage } from '../../e2e/browser.ts'
import { codesOfLines, fileLike, makeDossier, sameBytes, served, sheetRows } from '../dossier.ts'
import { catalogue } from '../../../scripts/harness/builtSite.ts'

const today = new Date().toISOString().slice(0, 10)
const expired = catalogue.certifications.find((c) => c.validUntil !== undefined && c.validUntil < today)
const bare = catalogue.lines.find((l) => !l.declarationOfConformity && catalogue.products.some((p) => p.line === l.id && p.table && p.withdrawn === undefined))
if (!expired || !bare)
  throw new Error('This test needs the edited catalogue of npm run test:edited: an expired certificate and a line of products on sale without a declaration.')
const picked = codesOfLines(4, 2, bare.id)
const WORDS = {
  it: { expired: 'SCADUTO il', missing: 'MANCANTE', index: /^00 Indice del dossier\.xlsx$/ },
  en: { expired: 'EXPIRED on', missing: 'MISSING', index: /^00 Dossier index\.xlsx$/ },
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('tender dossier of an edited catalogue', () => {
  test.each(langs)('%s: the expired certificate marked, the missing declaration said, nothing failing', { timeout: 60_000 }, async (lang) => {
    expect(picked.some((p) => p.product.line === bare.id)).toBe(true)
    const { page, context, errors, failed } = await openPage(browser)
    await context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify(picked.map((p) => ({ code: p.code, packs: 1 }))))
    const made = await makeDossier(page, lang)

    // The certificate is still in, as served, and its row says it expired.
    const bytes = await served(expired.pdf)
    const [certificate] = Object.entries(made.zip).find(([, b]) => sameBytes(b, bytes))!
    const rows = sheetRows(fileLike(made.zip, WORDS[lang].index)[1])
    const row = rows.find((r) => r[0] === certificate)!
    expect(row[4]).toMatch(new RegExp(`^${WORDS[lang].expired} `))
    expect(
      made.warnings.some((w) => w.startsWith(`${lang === 'it' ? 'Certificato' : 'Certificate'} ${expired.name[lang]}`) && /scaduto il|expired on/.test(w)),
    ).toBe(true)

    // The line without a declaration: a row that says so for its codes, and no file for it.
    const bareCodes = picked.filter((p) => p.product.line === bare.id).map((p) => p.code)
    const missing = rows.find((r) => r[4] === WORDS[lang].missing)!
    expect(missing[1]).toContain(bare.name[lang])
    expect(missing[2]).toBe(bareCodes.join(', '))
    expect(made.warnings.some((w) => w.includes(bare.name[lang]) && bareCodes.every((c) => w.includes(c)))).toBe(true)
    expect(made.files).toBe(Object.keys(made.zip).length)

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })
})
