/**
 * The GS1-Conformant Resolver standard 1.2.0, statement by statement for primary key 01, on the
 * resolver as the site runs it: the Pages Function under workerd (`wrangler pages dev`), and the
 * same handler called in this process as the dev server calls it. Each test names the statement
 * it checks. The catalogue is the test's own (resolverFixture.ts).
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compressDigitalLink } from '../../src/features/digitalLink/parseDigitalLink.ts'
import { COMPRESSED_STEM } from '../../src/features/digitalLink/linksetOf.ts'
import { resolveDigitalLink } from '../../src/features/digitalLink/resolveDigitalLink.ts'
import { filesReader } from '../../src/features/digitalLink/resolverReaders.ts'
import { startWrangler, type WranglerHost } from '../../scripts/host/wranglerHost.ts'
import { Gs1Linkset } from './gs1LinksetSchema.ts'
import {
  BOX,
  CARTON,
  DAY,
  indexFiles,
  NO_IFU,
  RECALL,
  RECALLED_LOT,
  REVISION_01,
  REVISION_02,
  siteFolder,
  UNIT,
  UNKNOWN,
  WITHDRAWN,
} from './resolverFixture.ts'

interface Answer {
  status: number
  headers: Headers
  body: string
}

interface Host {
  origin: string
  call: (path: string, init?: RequestInit) => Promise<Answer>
}

const read = (r: Response): Promise<Answer> => r.text().then((body) => ({ status: r.status, headers: r.headers, body }))

function inProcess(): Host {
  const reader = filesReader(indexFiles())
  const origin = 'https://resolver.example'
  return { origin, call: (path, init) => resolveDigitalLink(new Request(origin + path, init), reader).then(read) }
}

let wrangler: WranglerHost | undefined
const underWorkerd: Host = {
  get origin() {
    return wrangler!.origin
  },
  call: (path, init) => fetch(wrangler!.origin + path, { ...init, redirect: 'manual' }).then(read),
}

beforeAll(async () => {
  wrangler = await startWrangler(siteFolder())
}, 120_000)
afterAll(async () => {
  await wrangler?.close()
})

const linksOf = (answer: Answer) => (answer.headers.get('link') ?? '').split(/,\s*(?=<)/)
const json = (answer: Answer) => JSON.parse(answer.body) as { linkset: Record<string, unknown>[] }
const GS1 = 'https://gs1.org/voc/'

describe.each([
  ['the Pages Function under workerd', () => underWorkerd],
  ['the handler in this process (npm run dev)', inProcess],
] as const)('%s', (_where, hostOf) => {
  let host: Host
  beforeAll(() => {
    host = hostOf()
  })
  const landing = () => `${host.origin}/dl/${UNIT}/`
  const recallStatus = (gtin: string) => `${host.origin}/dl/${gtin}/recall-status`

  test('SHALL support HTTP 1.1 (or higher) GET, HEAD and OPTIONS requests', async () => {
    const options = await host.call(`/01/${UNIT}`, { method: 'OPTIONS', headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' } })
    expect(options.status).toBe(204)
    expect(options.headers.get('access-control-allow-methods')?.split(/,\s*/).sort()).toEqual(['GET', 'HEAD', 'OPTIONS'])
    const head = await host.call(`/01/${UNIT}`, { method: 'HEAD' })
    expect(head.status).toBe(307)
    expect(head.body).toBe('')
    expect((await host.call(`/01/${UNIT}`, { method: 'POST' })).status).toBe(405)
  })

  test('SHALL support CORS: every answer, redirects and errors too, may be read by any site', async () => {
    for (const path of [`/01/${UNIT}`, `/01/${UNIT}?linkType=linkset`, '/01/09521234000014', `/01/${UNKNOWN}`, '/.well-known/gs1resolver']) {
      expect((await host.call(path, { headers: { Origin: 'https://app.example' } })).headers.get('access-control-allow-origin'), path).toBe('*')
    }
  })

  test('SHALL be able to decompress a URI, and SHALL expose the uncompressed URI in the Link header with rel owl:sameAs', async () => {
    const uncompressed = `${host.origin}/01/${UNIT}/10/L2405?17=290101`
    const compressed = compressDigitalLink(uncompressed, host.origin, COMPRESSED_STEM)
    expect(compressed).not.toContain(UNIT)
    const answer = await host.call(compressed.slice(host.origin.length))
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe(`${landing()}?10=L2405&17=290101`)
    expect(linksOf(answer)).toContain(`<${uncompressed}>; rel="owl:sameAs"`)
    expect((await host.call(`${COMPRESSED_STEM}/not-a-digital-link!`)).status).toBe(400)
  })

  test.each([
    ['a wrong check digit', '/01/09521234000014', /check digit/i],
    ['a path segment that is no key qualifier', `/01/${UNIT}/foo`, /foo/],
    ['key qualifiers out of order (21 before 10)', `/01/${UNIT}/21/S1/10/L1`, /sequence of key qualifiers/],
    ['a GTIN of letters', '/01/0952123400001X', /syntax/i],
    ['an expiry date with no month 13', `/01/${UNIT}?17=291301`, /expiry date \(17\)/],
  ])('SHALL syntactically validate the URI and report errors with 400, saying why: %s', async (_name, path, reason) => {
    const forApp = await host.call(path, { headers: { Accept: 'application/json' } })
    expect(forApp.status).toBe(400)
    expect(forApp.headers.get('content-type')).toBe('application/problem+json')
    expect((JSON.parse(forApp.body) as { detail: string }).detail).toMatch(reason)
    const forPerson = await host.call(path, { headers: { Accept: 'text/html', 'Accept-Language': 'en' } })
    expect(forPerson.status).toBe(400)
    expect(forPerson.headers.get('content-type')).toMatch(/^text\/html/)
    expect(forPerson.body).toContain('Not a valid GS1 Digital Link')
  })

  test('SHALL NOT use a 200 OK response code with a resource that indicates an error condition', async () => {
    for (const path of ['/01/09521234000014', `/01/${UNKNOWN}`, `/01/${UNIT}?linkType=gs1:nosuchlt`, `/dl/${UNKNOWN}/`, `${COMPRESSED_STEM}/$$`]) {
      expect((await host.call(path)).status, path).toBeGreaterThanOrEqual(400)
    }
  })

  test.each([['linkType=all'], ['linkType=linkset']])(
    "SHALL respond to %s with the linkset (RFC 9264, application/linkset+json), anchored at the uncompressed URI, valid against GS1's schema",
    async (query) => {
      const answer = await host.call(`/01/${UNIT}?${query}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/linkset+json')
      const linkset = Gs1Linkset.parse(json(answer))
      expect(linkset.linkset[0]!.anchor).toBe(`${host.origin}/01/${UNIT}`)
      expect(linksOf(answer)).toContain(
        '<https://ref.gs1.org/standards/resolver/linkset-context>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"',
      )
    },
  )

  test('the linkset by the Accept header: application/linkset+json, without redirecting', async () => {
    const answer = await host.call(`/01/${UNIT}`, { headers: { Accept: 'application/linkset+json' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/linkset+json')
    Gs1Linkset.parse(json(answer))
  })

  test.each([
    ['22', 'V1'],
    ['10', 'KL8G'],
    ['21', 'S-0001'],
  ])('a request with key qualifier %s includes the links of each level up to the primary key (the GTIN)', async (ai, value) => {
    const linkset = await host.call(`/01/${UNIT}/${ai}/${value}?linkType=linkset`)
    expect(linkset.status).toBe(200)
    const contexts = Gs1Linkset.parse(json(linkset)).linkset
    expect(contexts.map((c) => c.anchor)).toEqual([`${host.origin}/01/${UNIT}/${ai}/${value}`, `${host.origin}/01/${UNIT}`])
    // The lot's own default link: its landing page with its data; the GTIN's links below it.
    expect(contexts[0]![`${GS1}defaultLink`]).toEqual([{ href: `${landing()}?${ai}=${value}`, title: expect.any(String) }])
    expect(Object.keys(contexts[1]!)).toContain(`${GS1}eifu`)
    const resolved = await host.call(`/01/${UNIT}/${ai}/${value}`)
    expect(resolved.status).toBe(307)
    expect(resolved.headers.get('location')).toBe(`${landing()}?${ai}=${value}`)
  })

  test('SHOULD expose the link to the linkset in an HTTP Link header, even when redirecting', async () => {
    const linkset = `<${host.origin}/01/${UNIT}?linkType=linkset>; rel="linkset"; type="application/linkset+json"`
    for (const [path, status] of [
      [`/01/${UNIT}`, 307],
      [`/01/${UNIT}?linkType=gs1:pip`, 307],
      [`/01/${UNIT}?linkType=linkset`, 200],
      [`/01/${UNIT}?linkType=gs1:nosuchlt`, 404],
      [`/01/${UNIT.slice(1)}`, 301],
    ] as const) {
      const answer = await host.call(path)
      expect(answer.status, path).toBe(status)
      expect(linksOf(answer), path).toContain(linkset)
    }
    expect(linksOf(await host.call(`/01/${UNIT}`, { method: 'OPTIONS' }))).toContain(linkset)
  })

  test('SHALL recognise one link as the default, with a title and no other attribute, also described by a descriptive link type; SHALL redirect to it', async () => {
    const context = json(await host.call(`/01/${UNIT}?linkType=linkset`)).linkset[0]!
    const defaults = context[`${GS1}defaultLink`] as { href: string }[]
    expect(defaults).toEqual([{ href: landing(), title: expect.any(String) }])
    const described = Object.entries(context).filter(
      ([rel, links]) => rel !== `${GS1}defaultLink` && Array.isArray(links) && links.some((l: { href: string }) => l.href === landing()),
    )
    expect(described.map(([rel]) => rel)).toEqual([`${GS1}pip`])
    const answer = await host.call(`/01/${UNIT}`)
    expect([answer.status, answer.headers.get('location')]).toEqual([307, landing()])
  })

  test("all links exposed SHALL include the target URL, the link type and a human-readable title; link types are GS1's", async () => {
    const context = json(await host.call(`/01/${UNIT}?linkType=linkset`)).linkset[0]!
    const relations = Object.keys(context).filter((k) => k !== 'anchor' && k !== 'itemDescription')
    expect(relations.sort()).toEqual([`${GS1}certificationInfo`, `${GS1}defaultLink`, `${GS1}eifu`, `${GS1}pip`, `${GS1}recallStatus`, `${GS1}safetyInfo`])
    for (const rel of relations) for (const link of context[rel] as { href: string; title: string }[]) expect(link.title.length, rel).toBeGreaterThan(0)
    expect(context.itemDescription).toMatch(/SP\/1/)
  })

  test("a GTIN with a safety notice links it (gs1:safetyInfo) and its recall status (gs1:recallStatus), the lot's with its lot; one without, neither", async () => {
    const lotContexts = Gs1Linkset.parse(json(await host.call(`/01/${UNIT}/10/${RECALLED_LOT}?linkType=linkset`))).linkset
    expect(lotContexts[0]![`${GS1}recallStatus`]).toEqual([
      { href: `${recallStatus(UNIT)}?10=${RECALLED_LOT}`, title: expect.any(String), type: 'application/json' },
    ])
    expect(lotContexts[1]![`${GS1}recallStatus`]).toEqual([{ href: recallStatus(UNIT), title: expect.any(String), type: 'application/json' }])
    expect(lotContexts[1]![`${GS1}safetyInfo`]).toEqual([
      { href: `${host.origin}/modifiche-prodotto/#${RECALL}`, title: expect.any(String), type: 'text/html', hreflang: ['it'] },
      { href: `${host.origin}/en/product-changes/#${RECALL}`, title: expect.any(String), type: 'text/html', hreflang: ['en'] },
    ])
    const other = json(await host.call(`/01/${NO_IFU}?linkType=linkset`)).linkset[0]!
    expect(Object.keys(other).filter((k) => /safetyInfo|recallStatus/.test(k))).toEqual([])
    // Asked of the lot's Digital Link URI, the link is followed with the lot's data.
    const asked = await host.call(`/01/${UNIT}/10/${RECALLED_LOT}?17=270531&linkType=gs1:recallStatus`)
    expect([asked.status, asked.headers.get('location')]).toEqual([307, `${recallStatus(UNIT)}?10=${RECALLED_LOT}&17=270531`])
  })

  test.each([
    [
      'a lot the open recall lists',
      `${UNIT}/recall-status?10=${RECALLED_LOT}&17=270531`,
      { lot: RECALLED_LOT, expiry: '2027-05-31', affected: true, unit: 'listed' },
    ],
    ['a lot of the same GTIN it does not list', `${BOX}/recall-status?10=2607A`, { lot: '2607A', expiry: null, affected: false, unit: 'not-listed' }],
    ['the GTIN alone, which cannot tell', `${CARTON}/recall-status`, { lot: null, expiry: null, affected: null, unit: 'unknown' }],
  ])('gs1:recallStatus, read by a program: %s', async (_name, path, expected) => {
    const answer = await host.call(`/dl/${path}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const status = JSON.parse(answer.body) as {
      lot: string | null
      expiry: string | null
      affected: boolean | null
      dataDate: string
      notices: { id: string; status: string; unit: string }[]
    }
    expect(status).toMatchObject({ lot: expected.lot, expiry: expected.expiry, affected: expected.affected, dataDate: DAY })
    expect(status.notices).toEqual([expect.objectContaining({ id: RECALL, kind: 'recall', status: 'open', date: '2026-06-10', unit: expected.unit })])
  })

  test("gs1:recallStatus of a GTIN with no notice: not affected, no notice, and the data's date", async () => {
    const answer = await host.call(`/dl/${NO_IFU}/recall-status?10=2604A`)
    expect(JSON.parse(answer.body)).toEqual({ gtin: NO_IFU, code: 'IND-1', lot: '2604A', expiry: null, affected: false, notices: [], dataDate: DAY })
  })

  test.each([['gs1:eifu'], ['https://gs1.org/voc/eifu'], ['https://ref.gs1.org/voc/eifu']])(
    "SHALL redirect to the requested linkType %s when available, in the visitor's language",
    async (linkType) => {
      const german = await host.call(`/01/${UNIT}?linkType=${encodeURIComponent(linkType)}`, { headers: { 'Accept-Language': 'de-CH, de;q=0.9, en;q=0.5' } })
      expect(german.status).toBe(307)
      expect(german.headers.get('location')).toBe(`${host.origin}/pdfs/de/sp.pdf`)
      const italian = await host.call(`/01/${UNIT}?linkType=${encodeURIComponent(linkType)}`, { headers: { 'Accept-Language': 'it-IT' } })
      expect(italian.headers.get('location')).toBe(host.origin + REVISION_02.pdf)
    },
  )

  test('Accept-Language chooses among the targets of a link type; with no language the language-neutral one', async () => {
    const pip = (lang?: string) =>
      host.call(`/01/${UNIT}?linkType=gs1:pip`, lang ? { headers: { 'Accept-Language': lang } } : {}).then((a) => a.headers.get('location'))
    expect(await pip('en-GB,en;q=0.9')).toBe(`${host.origin}/medical/sp/flat/#SP%2F1`)
    expect(await pip('it')).toBe(`${host.origin}/sanitario/sp/piatte/#SP%2F1`)
    expect(await pip()).toBe(landing())
  })

  test("by default, SHALL pass on all key=value pairs in the query string when redirecting (linkType, the resolver's own, is consumed)", async () => {
    const answer = await host.call(`/01/${UNIT}?foo=bar&17=290101`)
    expect(answer.headers.get('location')).toBe(`${landing()}?foo=bar&17=290101`)
    const certificate = await host.call(`/01/${UNIT}?linkType=gs1:certificationInfo&foo=bar`)
    expect(certificate.headers.get('location')).toBe(`${host.origin}/pdfs/declarations/sp.pdf?foo=bar`)
    const product = await host.call(`/01/${UNIT}?linkType=gs1:pip&foo=bar`, { headers: { 'Accept-Language': 'en' } })
    expect(product.headers.get('location')).toBe(`${host.origin}/medical/sp/flat/?foo=bar#SP%2F1`)
  })

  test('SHALL provide a resolver description file at /.well-known/gs1resolver that says what it does', async () => {
    const answer = await host.call('/.well-known/gs1resolver')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    const description = JSON.parse(answer.body) as Record<string, unknown> & { contact: { hasTelephone: string; hasEmail: string } }
    expect(description).toMatchObject({
      resolverRoot: host.origin,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: [{ namespace: GS1, prefix: 'gs1:' }],
      linkTypeDefaultCanBeLinkset: false,
    })
    expect(description.contact.hasTelephone).toMatch(/^tel:\+\d+$/)
    expect(description.contact.hasEmail).toMatch(/^mailto:/)
  })

  test('SHOULD tolerate trailing slashes: the same answer with and without one', async () => {
    for (const path of [`/01/${UNIT}`, `/01/${UNIT}/10/L1`]) {
      const [bare, slash] = await Promise.all([host.call(path), host.call(`${path}/`)])
      expect([slash.status, slash.headers.get('location')]).toEqual([bare.status, bare.headers.get('location')])
    }
  })

  test('a GTIN-8, -12 or -13 is redirected once to its 14-digit URI, qualifiers and query kept', async () => {
    const answer = await host.call(`/01/${UNIT.slice(1)}/10/L1?17=290101`)
    expect(answer.status).toBe(301)
    expect(answer.headers.get('location')).toBe(`${host.origin}/01/${UNIT}/10/L1?17=290101`)
  })

  test("an unknown GTIN and an unknown link type answer 404, with a page in the visitor's language that says what exists", async () => {
    const unknown = await host.call(`/01/${UNKNOWN}`, { headers: { Accept: 'text/html', 'Accept-Language': 'en' } })
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-language')).toBe('en')
    expect(unknown.body).toContain(`No product of this catalogue has the GTIN ${UNKNOWN}`)
    const italian = await host.call(`/01/${UNKNOWN}`, { headers: { Accept: 'text/html', 'Accept-Language': 'it' } })
    expect(italian.body).toMatch(/<html lang="it">[\s\S]*Nessun prodotto di questo catalogo/)
    const type = await host.call(`/01/${UNIT}?linkType=gs1:nosuchlt`, { headers: { Accept: 'text/html', 'Accept-Language': 'en' } })
    expect(type.status).toBe(404)
    for (const rel of ['pip', 'eifu', 'certificationInfo']) expect(type.body).toContain(`?linkType=gs1:${rel}`)
  })

  test("a box's and a carton's GTIN each resolve, and the landing page says which level was scanned, in the order unit's words", async () => {
    for (const [gtin, level] of [
      [UNIT, 'pack of 1000 pieces'],
      [BOX, 'box of 5000 pieces'],
      [CARTON, 'carton of 20000 pieces'],
    ] as const) {
      const redirect = await host.call(`/01/${gtin}`)
      expect(redirect.status).toBe(307)
      const page = await host.call(new URL(redirect.headers.get('location')!).pathname, { headers: { 'Accept-Language': 'en' } })
      expect(page.status).toBe(200)
      expect(page.body).toContain(`<dt>Level scanned</dt><dd>${level}</dd>`)
      // Every level of the code, each with its pieces and GTIN, whichever was scanned.
      expect(page.body).toContain(
        `<dt>Pack</dt><dd>1000 pieces · GTIN ${UNIT}</dd><dt>Box</dt><dd>5000 pieces · GTIN ${BOX}</dd><dt>Carton</dt><dd>20000 pieces · GTIN ${CARTON}</dd>`,
      )
    }
  })

  test.each([
    ['a production date (11) before revision 02', '?11=240101', REVISION_01],
    ['an expiry date (17) less the shelf life before revision 02', '/10/L2405?17=290101', REVISION_01],
    ['an expiry date (17) less the shelf life after revision 02', '/10/L2605?17=310101', REVISION_02],
    ['no date', '/10/L2405', REVISION_02],
  ])('the IFU of a lot with %s is the revision then in force', async (_name, rest, revision) => {
    const eifu = await host.call(`/01/${UNIT}${rest}${rest.includes('?') ? '&' : '?'}linkType=gs1:eifu`, { headers: { 'Accept-Language': 'it' } })
    expect(new URL(eifu.headers.get('location')!).pathname).toBe(revision.pdf)
    const landingAt = (await host.call(`/01/${UNIT}${rest}`)).headers.get('location')!
    const page = await host.call(landingAt.slice(host.origin.length), { headers: { 'Accept-Language': 'it' } })
    // The Italian page's first button: the Italian IFU, its revision for the lot, why, and the current one when it differs.
    const italian = /<div class="landing-inforce" data-language="it">(.*?)<\/div>/.exec(page.body)![1]!
    expect(italian).toMatch(new RegExp(`^<a class="landing-primary" href="${revision.pdf}"`))
    expect(italian).toContain(`revisione ${revision.revision}`)
    if (revision === REVISION_01) expect(italian).toContain(`href="${REVISION_02.pdf}"`)
  })

  test.each([
    ['it-IT,it;q=0.9,en;q=0.8', 'it', 'Il lotto L2405 scade il 1 gennaio 2029', '/pdfs/it/sp-rev01.pdf', 'en'],
    ['en-GB,en;q=0.9', 'en', 'Lot L2405 expires on 1 January 2029', '/pdfs/en/sp-rev01.pdf', 'it'],
    ['de-CH, de;q=0.9, en;q=0.5', 'en', 'Lot L2405 expires on 1 January 2029', '/pdfs/en/sp-rev01.pdf', 'it'],
    ['de', 'it', 'Il lotto L2405 scade il 1 gennaio 2029', '/pdfs/it/sp-rev01.pdf', 'en'],
    [null, 'it', 'Il lotto L2405 scade il 1 gennaio 2029', '/pdfs/it/sp-rev01.pdf', 'en'],
  ])(
    'Accept-Language %j: the landing page in %s alone, its IFU in force the first button with the lot in a sentence, the other languages in a <details>, and a link to the page in the other language',
    async (acceptLanguage, lang, sentence, pdf, other) => {
      const address = `/dl/${UNIT}/?10=L2405&17=290101`
      const page = await host.call(address, acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {})
      expect(page.status).toBe(200)
      expect(page.headers.get('content-language')).toBe(lang)
      expect(page.headers.get('vary')).toContain('Accept-Language')
      expect(page.body).toContain(`<html lang="${lang}">`)
      expect(page.body.match(/<section id="\w+" lang="\w+"/g)).toEqual([`<section id="${lang}" lang="${lang}"`])
      const main = page.body.slice(page.body.indexOf('<main>'))
      // The first button: a safety note's link (this lot is not one the recall lists) is text, not a button.
      expect(/<a class="landing-[^>]*>/.exec(main)![0]).toBe(`<a class="landing-primary" href="${pdf}" hreflang="${lang}" type="application/pdf">`)
      expect(/<p class="landing-reason">(.*?)<\/p>/.exec(main)![1]).toMatch(new RegExp(`^${sentence}.*: (vale la revisione|revision) 01 `))
      const details = /<details class="landing-more">(.*?)<\/details>/.exec(main)![1]!
      expect([...details.matchAll(/data-language="(\w+)"/g)].map((m) => m[1]).sort()).toEqual(['de', 'en', 'it'].filter((l) => l !== lang))
      // The other language is a link away, to the same lot; it needs no header to hold.
      const link = DomUtils.findOne((el) => el.name === 'a' && (el.parent as Element | null)?.name === 'nav', parseDocument(page.body).children)!
      expect(link.attribs.hreflang).toBe(other)
      const switched = new URL(link.attribs.href!, host.origin)
      expect(`${switched.pathname}${switched.search}`).toBe(`${address}&lang=${other}`)
      const otherPage = await host.call(`${switched.pathname}${switched.search}`, acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {})
      expect(otherPage.headers.get('content-language')).toBe(other)
      expect(otherPage.body).toContain(`<html lang="${other}">`)
      expect(otherPage.body).toContain(`href="/pdfs/${other}/sp-rev01.pdf" hreflang="${other}" type="application/pdf">`)
    },
  )

  test('?lang= reaches the landing page through the Digital Link URI, passed on with the lot; the linkset and the redirects do not depend on it', async () => {
    const scanned = await host.call(`/01/${UNIT}/10/L2405?17=290101&lang=en`, { headers: { 'Accept-Language': 'it' } })
    expect([scanned.status, scanned.headers.get('location')]).toEqual([307, `${landing()}?10=L2405&17=290101&lang=en`])
    const linkset = await host.call(`/01/${UNIT}?linkType=linkset`)
    expect((await host.call(`/01/${UNIT}?linkType=linkset&lang=en`)).body).toBe(linkset.body)
    const eifu = await host.call(`/01/${UNIT}?linkType=gs1:eifu&lang=en`, { headers: { 'Accept-Language': 'it' } })
    expect(eifu.headers.get('location')).toBe(`${host.origin}${REVISION_02.pdf}?lang=en`)
  })

  test('a code without IFU says so on its landing page, and where its instructions are', async () => {
    const page = await host.call(`/dl/${NO_IFU}/`, { headers: { 'Accept-Language': 'en' } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('its instructions are printed on its packaging')
    expect((await host.call(`/01/${NO_IFU}?linkType=gs1:eifu`)).status).toBe(404)
  })

  test.each([
    ['it', 'Questo codice è stato ritirato: non è più in vendita dal 31 marzo 2026.'],
    ['en', 'This code was withdrawn: it has not been sold since 31 March 2026.'],
  ])("a withdrawn code's label still resolves (%s): its landing page says so and keeps its instructions for use", async (lang, notice) => {
    const scanned = await host.call(`/01/${WITHDRAWN}`, { headers: { 'Accept-Language': lang } })
    expect([scanned.status, scanned.headers.get('location')]).toEqual([307, `${host.origin}/dl/${WITHDRAWN}/`])
    const page = await host.call(`/dl/${WITHDRAWN}/`, { headers: { 'Accept-Language': lang } })
    expect(page.status).toBe(200)
    expect(page.body).toContain(notice.replace("'", '&#39;'))
    expect(page.body).toContain(`href="${REVISION_02.pdf}"`)
    expect((await host.call(`/dl/${UNIT}/`, { headers: { 'Accept-Language': lang } })).body).not.toContain('landing-withdrawn')
  })

  test("the landing page: no script, its style allowed by its hash, the site's headers", async () => {
    const page = await host.call(`/dl/${UNIT}/`)
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'none'; style-src 'sha256-test'/)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(page.body).not.toMatch(/<script/)
  })
})
