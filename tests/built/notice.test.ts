/**
 * The medical notice as built, before any script runs: on every page but the IFU documents, an
 * open alert dialog named by its title and described by its text, with the head script that hides
 * it for a visitor who accepted before; each page's words and links in its language, and on an
 * Italian page the English ones beside them, with the offer to read the page in English. That it
 * is modal, keeps the focus and remembers the answer is tests/browser/notice.test.ts's.
 */
import { describe, expect, test } from 'vitest'
import { NOTICE_STORAGE_KEY } from '#src/features/notice/noticeAcceptance.ts'
import { opensWithoutNotice } from '#src/features/ifu/opensWithoutNotice.ts'
import { builtPage, routeById as byId, sitePages, textOf } from '../../scripts/harness/builtSite.ts'

const withNotice = sitePages.filter((p) => !opensWithoutNotice(p.path))

test('every page but the IFU documents opens with the notice: an alert dialog named and described, and the head script that hides it once accepted', () => {
  expect(withNotice.length).toBeGreaterThan(sitePages.length / 2)
  const problems: string[] = []
  for (const { path } of withNotice) {
    const page = builtPage(path)
    const dialogs = page.all('dialog.medical-notice')
    const dialog = dialogs[0]
    if (dialogs.length !== 1 || !dialog) {
      problems.push(`${path}: ${dialogs.length} notices`)
      continue
    }
    const { open, role } = dialog.attribs
    const labelled = dialog.attribs['aria-labelledby']
    const described = dialog.attribs['aria-describedby']
    if (open === undefined || role !== 'alertdialog') problems.push(`${path}: open ${open}, role ${role}`)
    if (!labelled || page.all(`#${labelled}`, dialog).length !== 1) problems.push(`${path}: not named by its title`)
    if (!described || page.all(`#${described}`, dialog).length !== 1) problems.push(`${path}: not described by its text`)
    if (!page.all('head script:not([type])').some((s) => textOf(s).includes(NOTICE_STORAGE_KEY))) problems.push(`${path}: no head script reads the answer`)
  }
  expect(problems).toEqual([])
})

describe('the English home page', () => {
  const page = builtPage('/en/')

  test('asks in English only: title, text, Accept, Exit to the English home page, More information to the English disclaimer; no offer', () => {
    expect(page.text('#medical-notice-title')).toBe('Notice for healthcare professionals')
    expect(page.text('#medical-notice-text')).toContain('healthcare professional')
    expect(page.text('.medical-notice__accept')).toBe('Accept')
    expect(page.one('.medical-notice__exit').attribs.href).toBe('/en/')
    const more = page.one('.medical-notice__more')
    expect([textOf(more), more.attribs.href]).toEqual(['More information in the disclaimer', '/en/disclaimer/'])
    expect(page.all('.medical-notice [data-notice], .medical-notice__offer')).toEqual([])
  })
})

describe('the Italian home page', () => {
  const page = builtPage('/')
  const inLanguage = (selector: string, lang: 'it' | 'en') => page.text(`${selector} [data-notice="${lang}"]`)

  test('asks in Italian, and holds the English words for an English browser: title, Accept, Exit, More information', () => {
    expect(inLanguage('#medical-notice-title', 'it')).toBe('Avviso per gli operatori sanitari')
    expect(inLanguage('#medical-notice-title', 'en')).toBe('Notice for healthcare professionals')
    expect(inLanguage('.medical-notice__accept', 'it')).toBe('Accetto')
    expect(inLanguage('.medical-notice__accept', 'en')).toBe('Accept')
    expect(page.one('.medical-notice__exit').attribs.href).toBe('/')
    const more = page.all('.medical-notice__more').map((a) => [a.attribs.lang, textOf(a), a.attribs.href])
    expect(more).toEqual([
      ['it', 'Maggiori informazioni nel disclaimer', '/disclaimer/'],
      ['en', 'More information in the disclaimer', '/en/disclaimer/'],
    ])
  })

  test('offers, in English, to read the page in English', () => {
    const offer = page.one('.medical-notice__offer')
    expect([offer.attribs['data-notice'], offer.attribs.lang]).toEqual(['en', 'en'])
    expect(textOf(offer)).toBe('This page is in Italian. Read it in English')
    const link = page.one('a', offer)
    expect([link.attribs.href, link.attribs.hreflang]).toEqual(['/en/', 'en'])
  })
})

test('each page’s Exit leads to the home page of its language, More information to its disclaimer; an Italian page’s offer to its English twin', () => {
  const problems: string[] = []
  for (const { route, lang, path } of withNotice) {
    const page = builtPage(path)
    const exit = page.one('.medical-notice__exit').attribs.href
    if (exit !== byId('home').path[lang]) problems.push(`${path}: Exit to ${exit}`)
    const more = page.all(`.medical-notice__more${lang === 'it' ? '[data-notice="it"]' : ''}`).map((a) => a.attribs.href)
    if (more.join() !== byId('disclaimer').path[lang]) problems.push(`${path}: More information to ${more.join()}`)
    const offer = page.all('.medical-notice__offer a').map((a) => a.attribs.href)
    if (offer.join() !== (lang === 'it' ? route.path.en : '')) problems.push(`${path}: offer to ${offer.join()}`)
  }
  expect(problems).toEqual([])
})
