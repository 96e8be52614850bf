/**
 * The contact page and the IFU paper-copy form as built, in both languages (the browser sends each in
 * one: tests/browser/contact.test.ts, ifuPaperCopy.test.ts, map.test.ts): the contact form's fields
 * required, the e-mail an e-mail field, the message four rows, the send button's words; the map's
 * place in the page's language, which its popup shows; the paper-copy form's promise, and the
 * product and language a document page fills in.
 */
import { describe, expect, test } from 'vitest'
import { type Lang, langs } from '#src/catalogue/langs.ts'
import { builtPage, catalogue, pageHtml, routeOfKind, site } from '../../scripts/harness/builtSite.ts'

const WORDS = {
  it: { send: 'Invia messaggio', map: 'Mappa della sede operativa', paperCopy: 'entro 7 giorni di calendario', paperCopySend: 'Richiedi la copia cartacea' },
  en: {
    send: 'Send message',
    map: 'Map of the operational headquarters',
    paperCopy: 'free of charge, within 7 calendar days',
    paperCopySend: 'Request the paper copy',
  },
} satisfies Record<Lang, unknown>
const contactPage = routeOfKind('contact')
// A document in another language than the pages': the form fills in its product and language.
const doc = catalogue.ifuDocuments.find((d) => d.language !== 'it' && d.language !== 'en') ?? catalogue.ifuDocuments[0]!

describe.each(langs)('%s', (lang) => {
  const w = WORDS[lang]

  test('the contact form: every field required, the e-mail an e-mail field, the message four rows; its send button', () => {
    const page = builtPage(contactPage.path[lang])
    for (const f of ['name', 'email', 'subject', 'message']) expect(page.one(`#contact-${f}`).attribs, f).toHaveProperty('required')
    expect(page.one('#contact-email').attribs.type).toBe('email')
    expect(page.one('#contact-message').attribs.rows).toBe('4')
    expect(page.text('.contact-form__submit')).toBe(w.send)
  })

  test('the map: a region named in the page’s language, the place its popup shows with the title in that language', () => {
    const page = builtPage(contactPage.path[lang])
    expect(page.one('.contact-map').attribs['aria-label']).toBe(w.map)
    // The map is drawn in the browser from the page's data: the headquarters' title and address.
    const place = /"place":(\{[^}]*\})/.exec(pageHtml(contactPage.path[lang]))?.[1]
    expect(place && JSON.parse(place)).toMatchObject({ title: site.company.map.title[lang], address: site.company.hqAddress, zoom: site.company.map.zoom })
  })

  test('the paper copy of an IFU: free, posted within 7 calendar days; the document page fills in its product and language', () => {
    const page = builtPage(`${lang === 'it' ? '' : '/en'}/ifu/${doc.page}/${doc.language}/`)
    expect(page.text('.paper-copy')).toContain(w.paperCopy)
    expect(page.one('#paper-copy-product').attribs.value).toBe(`${doc.product} (${doc.document})`)
    expect(page.text('#paper-copy-language option[selected]')).toBe(doc.languageName[lang])
    expect(page.text('.paper-copy .contact-form__submit')).toBe(w.paperCopySend)
  })
})
