/**
 * The tender dossier on an edited catalogue (npm run test:edited: tests/catalogueEdits/dossierEdits.ts):
 * a certificate expired yesterday is in the dossier, and the index and the page say it expired and
 * since when; a line without its declaration is said missing for its codes, and nothing fails. In
 * one language: which documents are expired or missing, in either, is dossierPlan.test.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { catalogue, client } from '../../../scripts/harness/builtSite.ts'
import { codesOfLines, fileLike, makeDossier, sheetRows } from '../dossier.ts'
import { expect, test } from '../siteTest.ts'

const today = new Date().toISOString().slice(0, 10)
const expired = catalogue.certifications.find((c) => c.validUntil !== undefined && c.validUntil < today)
const bare = catalogue.lines.find((l) => !l.declarationOfConformity && catalogue.products.some((p) => p.line === l.id && p.table && p.withdrawn === undefined))
if (!expired || !bare)
  throw new Error('This test needs the edited catalogue of npm run test:edited: an expired certificate and a line of products on sale without a declaration.')
const picked = codesOfLines(4, 2, bare.id)

test('the expired certificate marked, the missing declaration said, nothing failing', async ({ page, context }) => {
  expect(picked.some((p) => p.product.line === bare.id)).toBe(true)
  await context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify(picked.map((p) => ({ code: p.code, packs: 1 }))))
  const made = await makeDossier(page, 'it')

  // The certificate is still in, as the deploy holds it, and its row says it expired.
  const bytes = fs.readFileSync(path.join(client, expired.pdf))
  const [certificate] = Object.entries(made.zip).find(([, b]) => Buffer.from(b).equals(bytes))!
  const rows = sheetRows(fileLike(made.zip, /^00 Indice del dossier\.xlsx$/)[1])
  expect(rows.find((r) => r[0] === certificate)![4]).toMatch(/^SCADUTO il /)
  expect(made.warnings.some((w) => w.startsWith(`Certificato ${expired.name.it}`) && /scaduto il/.test(w))).toBe(true)

  // The line without a declaration: a row that says so for its codes, and no file for it.
  const bareCodes = picked.filter((p) => p.product.line === bare.id).map((p) => p.code)
  const missing = rows.find((r) => r[4] === 'MANCANTE')!
  expect(missing[1]).toContain(bare.name.it)
  expect(missing[2]).toBe(bareCodes.join(', '))
  expect(made.warnings.some((w) => w.includes(bare.name.it) && bareCodes.every((c) => w.includes(c)))).toBe(true)
  expect(made.files).toBe(Object.keys(made.zip).length)
})
