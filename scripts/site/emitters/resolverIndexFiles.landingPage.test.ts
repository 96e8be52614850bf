import { describe, expect, test } from 'vitest'
import { langs } from '../../../src/catalogue/langs.ts'
import { orderUnitOf, unitText } from '../../../src/catalogue/orderUnit.ts'
import type { Lang } from '../../../src/catalogue/langs.ts'
import type { Notice, Product } from '../../../src/catalogue/generatedData.ts'
import type { TableItem } from '../../../src/catalogue/productTable.ts'
import { landingPage } from '../../../src/features/digitalLink/landingPage.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'
import { itemDescription } from '../../../src/features/digitalLink/linksetOf.ts'
import type { ResolverManifest, ResolverShard } from '../../../src/features/digitalLink/resolverData.ts'
import { resolverIndexFiles } from './resolverIndexFiles.ts'

const bi = (it: string, en: string) => ({ it, en })
const PACK = '09521234100263'
const BOX = '19521234100260'
const CARTON = '29521234100267'
/** A code in packs of 200, boxes of 1000 and cartons of 4000, each with its GTIN, ordered by the carton. */
const item: TableItem = {
  code: 'SP-SS-1',
  gtin: PACK,
  boxGtin: BOX,
  cartonGtin: CARTON,
  size: { widthMm: 57, lengthMm: 130 },
  pieces: 200,
  boxPieces: 1000,
  cartonPieces: 4000,
}
const product = {
  id: 'sp/ss',
  line: 'sp',
  category: 'medical',
  slug: bi('buste', 'pouches'),
  path: bi('/sanitario/sp/buste/', '/medical/sp/pouches/'),
  name: bi('Buste', 'Pouches'),
  description: bi('d', 'd'),
  image: '/i.png',
  table: { columns: ['code', 'gtin', 'boxGtin', 'cartonGtin', 'size', 'pieces', 'boxPieces', 'cartonPieces'], rows: [{ kind: 'item', item }] },
  orderUnit: 'carton',
} satisfies Product
/** An open recall of the code's lots 2604A and 2605A to 2605D, with its letter in Italian only; and a closed one of every lot. */
const recall: Notice = {
  id: 'ss-recall',
  date: '2026-06-10',
  kind: 'safety',
  title: bi('Richiamo', 'Recall of lots'),
  text: bi('t', 't'),
  lines: ['sp'],
  products: [{ id: 'sp/ss', codes: ['SP-SS-1'] }],
  safety: {
    kind: 'recall',
    status: 'open',
    gtins: [PACK, BOX, CARTON],
    lots: ['2604A'],
    lotRanges: [{ first: '2605A', last: '2605D' }],
    actions: bi('Non usarli e restituirli.', 'Do not use them; return them.'),
    letter: { it: '/pdfs/safety/ss-it.pdf' },
  },
}
const closed: Notice = { ...recall, id: 'ss-closed', date: '2025-01-10', safety: { ...recall.safety!, status: 'closed', lots: [], lotRanges: [] } }
const catalogue = {
  lines: [],
  ifuDocuments: [],
  notices: [closed, recall],
  day: '2026-11-30',
  products: [product],
  company: { name: 'Acme', legalAddress: 'Via Roma 1, 20100 Milano (MI)', vatNumber: 'IT01234567890', phone: '+39 02 1', email: 'a@example.it' },
} as unknown as Parameters<typeof resolverIndexFiles>[0]

const files = resolverIndexFiles(catalogue, { css: '', cssHash: "'sha256-x'" })
const manifest = JSON.parse(files[0]!.contents) as ResolverManifest
const shard = Object.assign({ products: {}, gtins: {} }, ...files.slice(1).map((f) => JSON.parse(f.contents) as ResolverShard)) as ResolverShard
const pageOf = (gtin: string, lang: Lang, unit: { lot?: string; expiry?: string } = {}, today = '2026-12-02') => {
  const record = shard.gtins[gtin]!
  return landingPage({
    manifest,
    today,
    unit,
    lang,
    other: { lang: lang === 'it' ? 'en' : 'it', href: '?lang=other' },
    accepted: [lang],
    gtin,
    record,
    product: shard.products[record.product]!,
    data: {},
    lot: undefined,
    linksetHref: '/x',
  })
}
/** The first language's section of a landing page. */
const sectionOf = (html: string, lang: Lang) =>
  html.slice(html.indexOf(`<section id="${lang}"`), html.indexOf('</section>', html.indexOf(`<section id="${lang}"`)))

describe('a landing page says which level was scanned, and what each level holds, as the order unit does', () => {
  test.each([
    [PACK, 'it', 'Livello inquadrato', 'confezione da 200 pezzi'],
    [BOX, 'it', 'Livello inquadrato', 'scatola da 1000 pezzi'],
    [CARTON, 'it', 'Livello inquadrato', 'cartone da 4000 pezzi'],
    [PACK, 'en', 'Level scanned', 'pack of 200 pieces'],
    [BOX, 'en', 'Level scanned', 'box of 1000 pieces'],
    [CARTON, 'en', 'Level scanned', 'carton of 4000 pieces'],
  ] as const)('%s in %s', (gtin, lang, term, level) => {
    const section = sectionOf(pageOf(gtin, lang), lang)
    expect(section).toContain(`<dt>${term}</dt><dd>${level}</dd>`)
    const levels = {
      it: `<dt>Confezione</dt><dd>200 pezzi · GTIN ${PACK}</dd><dt>Scatola</dt><dd>1000 pezzi · GTIN ${BOX}</dd><dt>Cartone</dt><dd>4000 pezzi · GTIN ${CARTON}</dd>`,
      en: `<dt>Pack</dt><dd>200 pieces · GTIN ${PACK}</dd><dt>Box</dt><dd>1000 pieces · GTIN ${BOX}</dd><dt>Carton</dt><dd>4000 pieces · GTIN ${CARTON}</dd>`,
    }[lang]
    expect(section).toContain(levels)
  })

  test.each(langs)('%s: the carton a label names is the unit the request list counts', (lang) => {
    const unit = orderUnitOf(product, item)!
    expect(sectionOf(pageOf(CARTON, lang), lang)).toContain(`<dd>${unitText(unit, lang, 1)}</dd>`)
    const record = shard.gtins[CARTON]!
    expect(itemDescription(record, shard.products[record.product]!, lang)).toMatch(new RegExp(`, ${unitText(unit, lang, 1)}$`))
  })
})

describe('a label outlives the product: the GTINs of what is withdrawn keep their landing page, which says so and keeps the IFU', () => {
  const ON_SALE = '09521234200017'
  const CODE_WITHDRAWN = '09521234200024'
  const PRODUCT_WITHDRAWN = '09521234200031'
  const pdf = '/ifu/pdf/DOC-1_it_03.pdf'
  const withdrawing = {
    ...catalogue,
    ifuDocuments: [
      {
        page: 'doc-1',
        document: 'DOC-1',
        language: 'it',
        languageName: bi('Italiano', 'Italian'),
        flag: 'it',
        product: 'Pouches',
        products: ['sp/a', 'sp/b'],
        current: { revision: '03', issued: '2025-02-01', pdf, sha256: 'x', bytes: 1 },
        earlier: [],
      },
    ],
    products: [
      {
        ...product,
        id: 'sp/a',
        table: {
          columns: ['code', 'gtin', 'pieces'],
          rows: [{ kind: 'item', item: { code: 'A-1', gtin: ON_SALE, pieces: 10 } }],
          withdrawn: [{ code: 'A-2', gtin: CODE_WITHDRAWN, pieces: 10, withdrawn: '2026-03-31' }],
        },
        orderUnit: undefined,
      },
      {
        ...product,
        id: 'sp/b',
        path: bi('/sanitario/sp/vecchie/', '/medical/sp/old/'),
        withdrawn: '2025-12-31',
        table: { columns: ['code', 'gtin', 'pieces'], rows: [{ kind: 'item', item: { code: 'B-1', gtin: PRODUCT_WITHDRAWN, pieces: 10 } }] },
        orderUnit: undefined,
      },
    ],
  } as unknown as Parameters<typeof resolverIndexFiles>[0]
  const indexFiles = resolverIndexFiles(withdrawing, { css: '', cssHash: "'sha256-x'" })
  const index = Object.assign({ products: {}, gtins: {} }, ...indexFiles.slice(1).map((f) => JSON.parse(f.contents) as ResolverShard)) as ResolverShard
  const landing = (gtin: string, lang: Lang) => {
    const record = index.gtins[gtin]
    if (!record) throw new Error(`${gtin} is not in the resolver's index`)
    const html = landingPage({
      manifest,
      today: '2026-12-02',
      unit: {},
      lang,
      other: { lang: lang === 'it' ? 'en' : 'it', href: '?lang=other' },
      accepted: [lang],
      gtin,
      record,
      product: index.products[record.product]!,
      data: {},
      lot: undefined,
      linksetHref: '/x',
    })
    return sectionOf(html, lang)
  }
  const notice = { it: 'Questo codice è stato ritirato: non è più in vendita dal', en: 'This code was withdrawn: it has not been sold since' }
  const stillThere = { it: "Le sue istruzioni per l'uso restano disponibili qui sotto.", en: 'Its instructions for use remain available below.' }

  test.each([
    [CODE_WITHDRAWN, 'it', '31 marzo 2026'],
    [CODE_WITHDRAWN, 'en', '31 March 2026'],
    [PRODUCT_WITHDRAWN, 'it', '31 dicembre 2025'],
    [PRODUCT_WITHDRAWN, 'en', '31 December 2025'],
  ] as const)('%s in %s: withdrawn since %s, with its instructions for use', (gtin, lang, date) => {
    const section = landing(gtin, lang)
    expect(section).toContain(`<p class="landing-withdrawn">${escapeHtml(notice[lang])} ${date}. ${escapeHtml(stillThere[lang])}</p>`)
    expect(section).toContain(`href="${pdf}"`)
  })

  test.each(langs)('%s: a withdrawn code without IFU is not told its instructions remain', (lang) => {
    const bare = { ...withdrawing, ifuDocuments: [] } as typeof withdrawing
    const files = resolverIndexFiles(bare, { css: '', cssHash: "'sha256-x'" })
    const shards = Object.assign({ products: {}, gtins: {} }, ...files.slice(1).map((f) => JSON.parse(f.contents) as ResolverShard)) as ResolverShard
    const record = shards.gtins[CODE_WITHDRAWN]!
    const html = landingPage({
      manifest,
      today: '2026-12-02',
      unit: {},
      lang,
      other: { lang: lang === 'it' ? 'en' : 'it', href: '?lang=other' },
      accepted: [lang],
      gtin: CODE_WITHDRAWN,
      record,
      product: shards.products[record.product]!,
      data: {},
      lot: undefined,
      linksetHref: '/x',
    })
    expect(sectionOf(html, lang)).toMatch(new RegExp(`<p class="landing-withdrawn">${escapeHtml(notice[lang])} [^<]*\\.</p>`))
    expect(sectionOf(html, lang)).not.toContain(escapeHtml(stillThere[lang]))
  })

  test.each(langs)('%s: a code on sale says nothing of withdrawal', (lang) => {
    expect(landing(ON_SALE, lang)).not.toContain('landing-withdrawn')
  })
})

describe('a label page says first what matters: an expired label, then the open safety notices as they stand to its lot', () => {
  const main = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>'))
  test.each([
    ['en', 'Expired on 31 January 2026 — do not use.'],
    ['it', 'Scaduto il 31 gennaio 2026 — non usare.'],
  ] as const)('expired, in %s: the first thing in the page, as an alert', (lang, words) => {
    const html = main(pageOf(PACK, lang, { lot: '2607A', expiry: '2026-01-31' }))
    expect(html).toMatch(new RegExp(`^<main><section[^>]*><p class="landing-expired" role="alert">${words}</p>`))
    expect(main(pageOf(PACK, lang, { expiry: '2026-12-02' }))).not.toContain('landing-expired')
  })

  test.each([
    [
      'en',
      'Recall: lot 2605B is affected',
      'Notice ss-recall of 10 June 2026: Recall of lots.',
      'Do not use them; return them.',
      'The letter to customers (PDF)',
    ],
    [
      'it',
      'Richiamo: il lotto 2605B è interessato',
      'Avviso ss-recall del 10 giugno 2026: Richiamo.',
      'Non usarli e restituirli.',
      'La lettera ai clienti (PDF)',
    ],
  ] as const)(
    'a lot the recall lists, in %s: a warning before the instructions, with what to do and the letter, in any language there is',
    (lang, heading, notice, actions, letter) => {
      const html = main(pageOf(BOX, lang, { lot: '2605B' }))
      expect(html).toContain(
        `<section class="landing-safety" role="alert" aria-labelledby="safety-ss-recall"><h2 id="safety-ss-recall">${heading}</h2><p>${notice}</p><p class="landing-safety-actions">${actions}</p>`,
      )
      expect(html).toContain(
        `<a href="/pdfs/safety/ss-it.pdf" type="application/pdf">${letter}</a> · <a href="${lang === 'it' ? '/modifiche-prodotto/' : '/en/product-changes/'}#ss-recall">`,
      )
      expect(html.indexOf('landing-safety')).toBeLessThan(html.indexOf('landing-inforce') >>> 0)
      expect(html).not.toContain('ss-closed')
    },
  )

  test.each([
    ['en', { lot: '2607A' }, 'Notice ss-recall of 10 June 2026 (Recall) concerns other lots of this code: lot 2607A is not among those it lists.'],
    [
      'it',
      { lot: '2607A' },
      'L&#39;avviso ss-recall del 10 giugno 2026 (Richiamo) riguarda altri lotti di questo codice: il lotto 2607A non è tra quelli che elenca.',
    ],
    ['en', {}, 'Notice ss-recall of 10 June 2026 (Recall) concerns some lots of this code. The label read gives no lot or expiry date to check'],
  ] as const)('in %s, a lot %j the recall does not list or cannot be told: which notice, and never "safe"', (lang, unit, sentence) => {
    const html = main(pageOf(PACK, lang, unit))
    expect(html).toContain(`<p class="landing-safety-note">${sentence}`)
    expect(html).not.toContain('landing-safety"')
    expect(html).not.toMatch(/\bsafe\b|sicur[oa]\b/i)
  })
})
