/**
 * IFU document pages as a nurse scanning a label reaches them, from the built files of both
 * languages: a page per document in the route table, without the medical notice the /ifu page
 * keeps; the revision in force, the checksum of the very PDF the deploy holds, every earlier
 * revision, the maker; the IFU feed linked from the IFU pages alone. The lookup by code and the
 * notice as the browser shows it are tests/browser/ifu.test.ts's.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import { builtPage, catalogue, client, routes } from '../../scripts/harness/builtSite.ts'

const withHistory = catalogue.ifuDocuments.find((d) => d.earlier.length > 0)
if (!withHistory) throw new Error('No IFU document of the generated catalogue has an earlier revision, which this test needs.')
const docPath = { it: `/ifu/${withHistory.page}/${withHistory.language}/`, en: `/en/ifu/${withHistory.page}/${withHistory.language}/` }
const FEED_LINK = /<link rel="alternate" type="application\/atom\+xml" title="IFU revisions" href="\/ifu\/feed.xml"\/?>/
const html = (urlPath: string) => fs.readFileSync(path.join(client, urlPath, 'index.html'), 'utf8')

test('every document has a page in both languages in the route table', () => {
  const pages = routes.filter((r) => r.page === 'ifuDocument')
  expect(pages.map((r) => r.ref).sort()).toEqual(catalogue.ifuDocuments.map((d) => `${d.page}/${d.language}`).sort())
  expect(pages.find((r) => r.ref === `${withHistory.page}/${withHistory.language}`)!.path).toEqual(docPath)
})

describe.each(langs)('%s', (lang) => {
  test('a document page: no medical notice, the revision in force with the checksum of its PDF, the earlier revisions, the maker', () => {
    const page = builtPage(docPath[lang])
    expect(page.all('dialog, .medical-notice')).toEqual([])
    expect(page.text('.ifu-doc-revision')).toBe(withHistory.current.revision)
    const hash = page.one('.ifu-doc-download .ifu-doc-hash')
    const pdf = hash.attribs['data-pdf']!
    expect(pdf).toBe(withHistory.current.pdf)
    expect(page.text(undefined, hash)).toBe(
      createHash('sha256')
        .update(fs.readFileSync(path.join(client, pdf)))
        .digest('hex'),
    )
    const history = page.all('.ifu-doc-history li')
    expect(history).toHaveLength(withHistory.earlier.length)
    expect(page.text(undefined, history[0])).toContain(withHistory.earlier[0]!.revision)
    expect(page.all(`.ifu-doc-history time[datetime="${withHistory.earlier[0]!.issued}"]`)).toHaveLength(1)
    expect(page.text('address.ifu-doc-maker')).toContain('@')
    expect(page.text('main')).toContain(lang === 'it' ? 'Leggibile con qualsiasi lettore PDF gratuito.' : 'Readable with any free PDF reader.')
  })

  test('the /ifu page opens with the medical notice', () => {
    expect(builtPage(lang === 'it' ? '/ifu/' : '/en/ifu/').all('dialog[open].medical-notice')).toHaveLength(1)
  })
})

test('the IFU pages link the Atom feed, which is built; other pages do not', () => {
  for (const url of ['/ifu/', '/en/ifu/', ...Object.values(docPath)]) expect(html(url), url).toMatch(FEED_LINK)
  expect(fs.readFileSync(path.join(client, 'ifu/feed.xml'), 'utf8')).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
  expect(html('/')).not.toContain('application/atom+xml')
})
