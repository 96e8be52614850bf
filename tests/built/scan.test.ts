/**
 * The scan page as built, in each language: its heading and its three ways to read a label, the
 * photo taken by the rear camera, the live region, and the words of every answer it gives on the
 * client, carried in its page context (the browser sees one language per flow:
 * tests/browser/scan.test.ts); and the links that reach it, from the client-area menu of every page
 * and from the IFU page, which load it afresh so that its own headers apply (securityHeaders.test.ts).
 */
import { describe, expect, test } from 'vitest'
import type { Lang } from '#src/catalogue/langs.ts'
import { builtPage, routeOfKind, sitePages, textOf } from '../../scripts/harness/builtSite.ts'

const words = {
  it: {
    title: "Scansiona un'etichetta",
    ways: ['Fotocamera', 'Foto', 'Numeri stampati'],
    typed: 'I numeri sotto il codice a barre',
    answers: {
      'scan.notGs1': 'non è un codice GS1',
      'scan.checkDigit': 'cifra di controllo sbagliata',
      'scan.notOurs': 'Il GTIN {gtin} non è di un nostro prodotto',
      'scan.cameraRefused': 'La fotocamera non è disponibile',
      'scan.nothingRead': 'Nella foto non si legge nessun codice',
    },
  },
  en: {
    title: 'Scan a label',
    ways: ['Camera', 'Photo', 'Printed numbers'],
    typed: 'The numbers under the barcode',
    answers: {
      'scan.notGs1': 'not a GS1 code',
      'scan.checkDigit': 'wrong check digit',
      'scan.notOurs': 'GTIN {gtin} is not one of our products',
      'scan.cameraRefused': 'The camera is not available',
      'scan.nothingRead': 'No code can be read in the photo',
    },
  },
} as const

/** The texts a built page carries for its scripts, by key (the page context's, for its language). */
function clientTexts(url: string, lang: Lang): Record<string, string> {
  const context = JSON.parse(textOf(builtPage(url).one('#vike_pageContext'))) as { ui: Partial<Record<Lang, { texts: Record<string, string> }>> }
  return context.ui[lang]?.texts ?? {}
}

const scan = routeOfKind('scan').path

describe.each(['it', 'en'] as const)('%s', (lang) => {
  const url = scan[lang]
  const page = builtPage(url)
  const w = words[lang]

  test('the page names its three ways to read a label; the photo comes from the rear camera; answers go to a live region', () => {
    expect(page.text('h1')).toBe(w.title)
    expect(page.all('.scan-way h2').map((h) => textOf(h))).toEqual(w.ways)
    expect(page.text('.scan-typed__field')).toContain(w.typed)
    const photo = page.one('.scan-way input[type="file"]')
    expect([photo.attribs.accept, photo.attribs.capture]).toEqual(['image/*', 'environment'])
    expect(page.one('.scan [role="status"]').attribs['aria-live']).toBe('polite')
  })

  test("each answer the page may give is in the page's language", () => {
    const texts = clientTexts(url, lang)
    for (const [key, part] of Object.entries(w.answers)) expect(texts[key], key).toContain(part)
  })

  test('the client-area menu of every page, and the IFU page, link it to load afresh', () => {
    const pages = sitePages.filter((p) => p.lang === lang)
    const withoutLink = pages.filter((p) => builtPage(p.path).all(`header a[href="${url}"][data-vike="false"]`).length === 0).map((p) => p.path)
    expect(withoutLink).toEqual([])
    expect(builtPage(routeOfKind('ifu').path[lang]).all(`main a[href="${url}"][data-vike="false"]`)).toHaveLength(1)
  })
})
