/**
 * A product page's "Regulatory data" as a hospital buyer copies it into a tender dossier: the
 * catalogue's values, the declaration of conformity with its date, the IFU document page of every
 * language (the page's own first), there without JavaScript and on paper; and nothing new on the
 * page of a product without any of them. The products are picked by their shape.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { methodNames } from '#src/catalogue/deviceAttributes.ts'
import { dictionaries, type TextKey } from '#src/i18n/dictionary.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, routes, site } from '../../scripts/harness/builtSite.ts'
import { SEALING, sealingRange } from '../../scripts/harness/catalogueExamples.ts'

const lineOf = (p: Product) => catalogue.lines.find((l) => l.id === p.line)!
const documentsOf = (p: Product) => catalogue.ifuDocuments.filter((d) => d.products.includes(p.id))
const languagesOf = (p: Product) => new Set(documentsOf(p).map((d) => d.language))
const identifiers = ['basicUdiDi', 'emdn', 'bdRdm', 'riskClass'] as const

/** The first product with every identifier, a declaration, and IFU documents in Italian, English and another language. */
const full = catalogue.products.find(
  (p) =>
    identifiers.every((k) => p.regulatory?.[k]) &&
    lineOf(p).declarationOfConformity &&
    languagesOf(p).has('it') &&
    languagesOf(p).has('en') &&
    languagesOf(p).size > 2,
)
/** The first product with no regulatory value, no declaration and no IFU document. */
const none = catalogue.products.find((p) => identifiers.every((k) => !p.regulatory?.[k]) && !lineOf(p).declarationOfConformity && documentsOf(p).length === 0)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(p: Product, lang: Lang, options: { javaScript?: boolean; width?: number } = {}) {
  const visit = await openPage(browser, options)
  await visit.page.goto(`${baseUrl()}${p.path[lang]}`)
  await visit.page.waitForLoadState('networkidle')
  return visit
}

/** The block's terms, each with the texts of its details. */
const termsOf = (page: Page) =>
  page.locator('.regulatory dl').evaluate((dl) => {
    const terms: [string, string[]][] = []
    for (const el of Array.from(dl.children)) {
      if (el.tagName === 'DT') terms.push([el.textContent ?? '', []])
      else if (el.tagName === 'DD') terms.at(-1)![1].push(el.textContent ?? '')
    }
    return terms
  })

describe('regulatory data on a product page', () => {
  test('the catalogue has a product with every kind of regulatory data and one with none, as examples', () => {
    expect(full, 'a product with every identifier, a declaration and IFU documents in it, en and another language').toBeDefined()
    expect(none, 'a product with no regulatory data').toBeDefined()
  })

  test.each(langs)('%s: the values of the catalogue, read without JavaScript', async (lang) => {
    const t = dictionaries[lang]
    const { page, context } = await open(full!, lang, { javaScript: false })
    await expect(page.getByRole('region', { name: t['regulatory.title'] }).count()).resolves.toBe(1)
    const terms = await termsOf(page)
    const documents = new Set(documentsOf(full!).map((d) => d.document))
    const r = full!.regulatory!
    const a = full!.attributes ?? {}
    const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : v ? (lang === 'it' ? 'Sì' : 'Yes') : 'No')
    const perCode = full!.table?.columns.includes('bdRdm') ? ` (${t['regulatory.bdRdmPerCode']})` : ''
    // The product's own values, each where the catalogue gives it, then the manufacturer's and the documents.
    const own: [TextKey, string | undefined][] = [
      ['regulatory.basicUdiDi', r.basicUdiDi],
      ['regulatory.emdn', r.emdnTerm ? `${r.emdn} – ${r.emdnTerm}` : r.emdn],
      ['regulatory.bdRdm', `${[r.bdRdmType, r.bdRdm].filter(Boolean).join(' ')}${perCode}`],
      ['regulatory.riskClass', r.riskClass],
      ['regulatory.sterile', yesNo(a.sterile)],
      ['regulatory.singleUse', yesNo(a.singleUse)],
      ['regulatory.latexFree', yesNo(a.latexFree)],
      ['regulatory.pvcFree', yesNo(a.pvcFree)],
      ['regulatory.methods', a.methods?.map((m) => methodNames[m][lang]).join(', ')],
      // Each cycle by the cycles sheet's model and name, then its maker, the codes where not all, its report; each sealing parameter with its unit.
      [
        'regulatory.cycles',
        (full!.cycles ?? [])
          .map((v) => {
            const c = catalogue.cycles.find((x) => x.id === v.cycle)!
            return `${c.model} ${c.cycle} ${c.maker}${v.codes ? ` (${v.codes.join(', ')})` : ''}${v.evidence ? ` – ${t['regulatory.cycleReport']}` : ''}`
          })
          .join(''),
      ],
      [
        'regulatory.sealing',
        SEALING.flatMap((p) => {
          const range = sealingRange(full!.sealing?.[p.key], lang)
          return range ? [`${p.name[lang]}: ${range} ${p.unit}`] : []
        }).join(''),
      ],
      ['regulatory.standards', a.standards?.map((st) => st.name).join('')],
      ['regulatory.storage', a.storage?.[lang]],
      [
        'regulatory.shelfLife',
        full!.shelfLifeMonths === undefined ? undefined : `${full!.shelfLifeMonths} ${lang === 'it' ? 'mesi dalla produzione' : 'months from production'}`,
      ],
      ['regulatory.srn', site.company.srn],
    ]
    const given = own.filter(([, v]) => v !== undefined && v !== '')
    expect(terms.slice(0, given.length)).toEqual(given.map(([k, v]) => [t[k], [v]]))
    expect(terms.map(([term]) => term).slice(given.length)).toEqual(
      [
        catalogue.certifications.some((c) => /13485/.test(c.id + c.name.en)) ? t['regulatory.certificate'] : undefined,
        t['regulatory.doc'],
        t['regulatory.ifu'],
        t['regulatory.feed'],
      ].filter((x): x is string => x !== undefined),
    )
    expect(terms.find(([term]) => term === t['regulatory.ifu'])![1]).toHaveLength(documents.size)
    await context.close()
  })

  test.each(langs)('%s: the declaration of conformity links its PDF, with its date written in the page language', async (lang) => {
    const doc = lineOf(full!).declarationOfConformity!
    const { page, context } = await open(full!, lang)
    const link = page.locator(`.regulatory a[href="${doc.pdf}"]`)
    await expect(link.count()).resolves.toBe(1)
    const date = link.locator(`time[datetime="${doc.issued}"]`)
    const [year, month, day] = doc.issued.split('-').map(Number)
    const written = await date.textContent()
    expect(written).toContain(String(year))
    expect(written).toContain(String(day))
    // The month as a word of the page language, not the number the sheet gives.
    const monthName = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, 1)))
    expect(written?.toLowerCase()).toContain(monthName.toLowerCase())
    const served = await page.request.get(`${baseUrl()}${doc.pdf}`)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toContain('pdf')
    await context.close()
  })

  test.each(langs)('%s: a link to the IFU document page of each language, the page language first', async (lang) => {
    const { page, context, failed } = await open(full!, lang)
    const links = await page
      .locator('.regulatory a[hreflang]')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.textContent]))
    const expected = documentsOf(full!).map((d) => [
      routes.find((r) => r.id === `ifuDocument:${d.page}/${d.language}`)!.path[lang],
      d.language,
      d.languageName[lang],
    ])
    expect([...links].sort()).toEqual([...expected].sort())
    expect(links[0]![1]).toBe(lang)
    await page.locator('.regulatory a[hreflang]').first().click()
    await page.waitForURL((url) => url.pathname === links[0]![0])
    await expect(page.locator('h1').textContent()).resolves.toContain(documentsOf(full!).find((d) => d.language === lang)!.product)
    expect(failed).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: reached by a link in the browser, the page shows the block from its data', async (lang) => {
    const visit = await openPage(browser)
    const { page } = visit
    const category = routes.find((r) => r.id === `category:${full!.category}`)!
    await page.goto(`${baseUrl()}${category.path[lang]}`)
    await page.waitForLoadState('networkidle')
    // Marks this document: still there after the click, the page was rendered in the browser, not loaded anew.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator(`main a[href="${full!.path[lang]}"]`).first().click()
    await page.waitForURL((url) => url.pathname === full!.path[lang])
    await page.locator('.regulatory').waitFor({ timeout: 10_000 })
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(await page.locator('.regulatory dd').first().textContent()).toBe(full!.regulatory!.basicUdiDi)
    expect(visit.errors).toEqual([])
    await visit.context.close()
  })

  test.each([390, 1280])('prints, and shows at %i px', async (width) => {
    const { page, context } = await open(full!, 'it', { width })
    const block = page.locator('.regulatory')
    expect(await block.isVisible()).toBe(true)
    const fits = await block.evaluate((el) => el.scrollWidth <= el.clientWidth)
    expect(fits, 'nothing wider than the block').toBe(true)
    await page.emulateMedia({ media: 'print' })
    expect(await block.isVisible()).toBe(true)
    await context.close()
  })

  test.each(langs)('%s: a product without regulatory data shows no block', async (lang) => {
    const { page, context } = await open(none!, lang, { javaScript: false })
    await expect(page.locator('h1').count()).resolves.toBe(1)
    await expect(page.locator('.regulatory').count()).resolves.toBe(0)
    await expect(page.getByText(dictionaries[lang]['regulatory.title']).count()).resolves.toBe(0)
    await context.close()
  })
})
