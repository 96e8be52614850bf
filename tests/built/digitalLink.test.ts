/**
 * A label scanned, as the deploy answers it: it holds no file per GTIN, routes only the resolver's
 * addresses to its Function, and the static host (which runs the same resolver, held to the host's
 * runtime by tests/host/staticHostConformance.test.ts) answers the catalogue's Digital Link URIs:
 * the landing page in the scanner's language alone, the IFU revision in force for the lot's dates
 * as its first button; valid HTML for it and for the 404 and 400 pages; QR codes that decode back
 * to their addresses. The resolver's conformance to GS1's standard is tests/host/resolverConformance.test.ts,
 * the page as a visitor follows it tests/browser/digitalLink.test.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { selectAll, selectOne } from 'css-select'
import type { AnyNode, Element } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { RESOLVER_DATA_DIR } from '#src/features/digitalLink/resolverData.ts'
import { catalogue, client, config, textOf } from '../../scripts/harness/builtSite.ts'
import { labelExample, labelledCodes } from '../../scripts/harness/catalogueExamples.ts'
import { servedOrigin } from './servedSite.ts'
import { check } from './vnu.ts'

const labelled = labelledCodes()
const label = labelExample()

/** What a phone's camera reads from a QR code's SVG, rasterised. */
async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(400).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}

/** The landing page the host answers, parsed, for a browser of this language. */
async function landing(address: string, lang: string) {
  const response = await fetch(servedOrigin() + address, { headers: { Accept: 'text/html', 'Accept-Language': lang } })
  expect(response.status, address).toBe(200)
  const document = parseDocument(await response.text())
  return {
    all: (selector: string) => selectAll<AnyNode, Element>(selector, document),
    one: (selector: string) => selectOne<AnyNode, Element>(selector, document) ?? expect.unreachable(`${address} has no ${selector}`),
  }
}

describe('the deploy', () => {
  test('holds no file per GTIN: no page or linkset under /01/, and an index of a few shards', () => {
    expect(labelled.length).toBeGreaterThan(0)
    expect(fs.existsSync(path.join(client, '01'))).toBe(false)
    const index = fs.readdirSync(path.join(client, RESOLVER_DATA_DIR))
    const { shards } = JSON.parse(fs.readFileSync(path.join(client, RESOLVER_DATA_DIR, 'manifest.json'), 'utf8')) as { shards: number }
    expect(index.length).toBeLessThanOrEqual(shards + 1)
    if (labelled.length > 32) expect(index.length).toBeLessThan(labelled.length)
  })

  test("routes to the Function only the resolver's addresses", () => {
    const routes = JSON.parse(fs.readFileSync(path.join(client, '_routes.json'), 'utf8')) as { include: string[] }
    expect(routes.include.sort()).toEqual(['/.well-known/gs1resolver', '/01/*', '/c/*', '/dl/*'])
  })
})

describe("a code's landing page", () => {
  test('a lot dated before an IFU revision gets the revision then in force as the first button, the lot named beneath it; without dates, the current one', async () => {
    const { gtin, product, document, revision } = label
    const page = await landing(`/dl/${gtin}/?10=L2405&17=${label.expiry}`, 'it-IT,it;q=0.9')
    expect(page.one('html').attribs.lang).toBe('it')
    expect(page.all('main > section[lang]').map((s) => s.attribs.lang)).toEqual(['it'])
    const first = page.one('main a')
    expect(first.attribs.class).toBe('landing-primary')
    if (product.shelfLifeMonths !== undefined) expect(page.one('.landing-inforce[data-language="it"] a.landing-primary').attribs.href).toBe(revision.pdf)
    expect(textOf(page.one('a.landing-primary + p.landing-reason'))).toContain('L2405')
    expect(textOf(page.one('section[lang="it"] dl'))).toContain('L2405')

    const undated = await landing(`/dl/${gtin}/`, 'it-IT,it;q=0.9')
    expect(undated.one('.landing-inforce[data-language="it"] a.landing-primary').attribs.href).toBe(document.current.pdf)
  })

  test('in English, English alone, under the code as its title', async () => {
    const page = await landing(`/dl/${label.gtin}/`, 'en-GB,en;q=0.9')
    expect(page.all('main > section[lang]').map((s) => s.attribs.lang)).toEqual(['en'])
    expect(textOf(page.one('h1'))).toBe(label.item.code)
  })

  test('the landing page, the 404 and the 400 pages are valid HTML', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-'))
    try {
      const pages = { landing: `/01/${label.gtin}/10/L1?17=300101`, unknown: '/01/09529999999993', refused: '/01/09529999999994' }
      for (const [name, address] of Object.entries(pages)) {
        const response = await fetch(servedOrigin() + address, { headers: { Accept: 'text/html' } })
        fs.writeFileSync(path.join(dir, `${name}.html`), await response.text())
      }
      const messages = await check(fs.readdirSync(dir).map((f) => path.join(dir, f)))
      // As for the built pages (validHtml.test.ts): files are not at the site's origin, so its policy reads every stylesheet as another's.
      expect(messages.filter((m) => !/Content Security Policy/.test(m.message)).map((m) => `${m.url}:${m.lastLine}: ${m.message}`)).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  test("a code's Digital Link QR code and an IFU page's decode back to their addresses", async () => {
    const { gtin } = labelled[0]!
    const response = await fetch(`${servedOrigin()}/dl/${gtin}/qr.svg`)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await decodeQr(await response.text())).toBe(`${servedOrigin()}/01/${gtin}`)
    const ifuPage = catalogue.ifuDocuments[0]!
    const file = path.join(client, 'ifu', ifuPage.page, ifuPage.language, 'qr.svg')
    expect(await decodeQr(fs.readFileSync(file, 'utf8'))).toBe(`${config.SITE_URL}/ifu/${ifuPage.page}/${ifuPage.language}/`)
  })
})
