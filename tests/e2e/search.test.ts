import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { SearchItem } from '#src/catalogue/generatedData.ts'
import { wordsOf } from '#src/search/indexTerms.ts'
import { THUMBNAIL_WIDTHS, thumbnailUrl } from '#src/images/imageUrl.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { catalogue, client, searchIndex as indexOf } from '../../scripts/harness/builtSite.ts'
const home: Record<Lang, string> = { it: '/', en: '/en/' }
const resultsPath: Record<Lang, string> = { it: '/cerca/', en: '/search/' }
const texts = {
  it: { placeholder: 'Ricerca prodotti...', title: 'Risultati della ricerca', resultsFor: 'Risultati per', none: 'Nessun risultato trovato per' },
  en: { placeholder: 'Search products...', title: 'Search Results', resultsFor: 'Results for', none: 'No results found for' },
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens a page once it is hydrated (the search button answers only then). */
async function visit(url: string, options: { width?: number } = {}) {
  const v = await openPage(browser, options)
  await v.page.goto(baseUrl() + url)
  await v.page.waitForLoadState('networkidle')
  return v
}

const overlay = (page: Page) => page.locator('dialog.search-overlay')
const openOverlay = async (page: Page) => {
  await page.locator('.search-button:visible').first().click()
  await expect.poll(() => overlay(page).isVisible()).toBe(true)
}

describe('search overlay', () => {
  test.each(langs)('%s: opens full screen, focused, locks scrolling; the close button and Escape close it', async (lang) => {
    const { page, context, errors, failed } = await visit(home[lang])
    await openOverlay(page)
    const input = page.getByPlaceholder(texts[lang].placeholder)
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true)
    const box = await overlay(page).boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 900 })
    const content = await page.locator('.search-overlay__content').boundingBox()
    expect(content?.width).toBeLessThanOrEqual(42 * 16)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    await page.locator('.search-overlay__close').click()
    await expect.poll(() => overlay(page).count()).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')

    await openOverlay(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => overlay(page).count()).toBe(0)
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test('the index is downloaded by need: nothing until a query is typed, then only the parts its words need, at most 15 KB gzipped', async () => {
    const item = indexOf('it')[0]
    if (!item) throw new Error('the Italian index is empty')
    const v = await openPage(browser)
    const fetched: Promise<{ path: string; gzipBytes: number }>[] = []
    v.page.on('response', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/search-index/')) fetched.push(r.body().then((b) => ({ path: url.pathname, gzipBytes: gzipSync(b, { level: 9 }).length })))
    })
    await v.page.goto(baseUrl() + '/')
    await v.page.waitForLoadState('networkidle')
    await openOverlay(v.page)
    await v.page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])
    await v.page.getByPlaceholder(texts.it.placeholder).fill(item.name)
    await expect.poll(() => v.page.locator('.search-overlay__suggestion').first().textContent()).toContain(item.name)
    const files = await Promise.all(fetched)
    const all = fs.readdirSync(path.join(client, path.dirname(files[0]!.path)))
    expect(files.length).toBeGreaterThan(0)
    expect(files.length, 'only some of the index files').toBeLessThan(all.length / 4)
    expect(files.reduce((sum, f) => sum + f.gzipBytes, 0)).toBeLessThanOrEqual(15 * 1024)
    await v.context.close()
  })

  test('an empty or blank submit is ignored', async () => {
    const { page, context } = await visit('/')
    await openOverlay(page)
    const input = page.getByPlaceholder(texts.it.placeholder)
    await input.press('Enter')
    await input.fill('    ')
    await input.press('Enter')
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await overlay(page).isVisible()).toBe(true)
    await context.close()
  })

  test.each(['', '    '])('Escape still closes the overlay after Enter on %j', async (typed) => {
    const { page, context, errors } = await visit('/')
    await openOverlay(page)
    const input = page.getByPlaceholder(texts.it.placeholder)
    await input.fill(typed)
    await input.press('Enter')
    await page.waitForTimeout(300)
    await page.keyboard.press('Escape')
    await expect.poll(() => overlay(page).count()).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
    expect(errors).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: a submit goes to the results page with the query encoded, closes and clears', async (lang) => {
    const { page, context, errors } = await visit(home[lang])
    await openOverlay(page)
    const query = 'buste & <rotoli> 100%'
    await page.getByPlaceholder(texts[lang].placeholder).fill(`  ${query} `)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === resultsPath[lang])
    expect(new URL(page.url()).search).toBe(`?q=${encodeURIComponent(query)}`)
    expect(await overlay(page).count()).toBe(0)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toContain(query)
    await openOverlay(page)
    expect(await page.getByPlaceholder(texts[lang].placeholder).inputValue()).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  test('suggestions appear while typing and are reached with the keyboard', async () => {
    const item = indexOf('it')[0]
    if (!item) throw new Error('the Italian index is empty')
    const { page, context } = await visit('/')
    await openOverlay(page)
    await page.getByPlaceholder(texts.it.placeholder).fill(item.name)
    const first = page.locator('.search-overlay__suggestion').first()
    await expect.poll(() => first.textContent()).toContain(item.name)
    expect(await page.locator('.search-overlay__suggestion').count()).toBeLessThanOrEqual(5)
    await page.keyboard.press('ArrowDown')
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowUp')
    expect(await page.getByPlaceholder(texts.it.placeholder).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await first.evaluate((el) => el === document.activeElement), 'Tab passes the submit button, then the first suggestion').toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === item.link)
    expect(await overlay(page).count()).toBe(0)
    await context.close()
  })

  test.each([1, 2])('at %ix the thumbnails are optimised variants near their shown size, never the source pictures', async (scale) => {
    const item = indexOf('it')[0]
    if (!item) throw new Error('the Italian index is empty')
    const v = await openPage(browser, { width: 390, height: 844, deviceScaleFactor: scale })
    const pictures: string[] = []
    v.page.on('request', (r) => {
      if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname)
    })
    await v.page.goto(baseUrl() + '/')
    await v.page.waitForLoadState('networkidle')
    await openOverlay(v.page)
    await v.page.getByPlaceholder(texts.it.placeholder).fill(item.name)
    const thumbnails = v.page.locator('.search-overlay__suggestion img')
    await expect.poll(() => thumbnails.count()).toBeGreaterThan(0)
    await expect
      .poll(() => thumbnails.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
      .toBe(true)
    const shown = await thumbnails.evaluateAll((all) =>
      all.map((img) => ({ src: new URL((img as HTMLImageElement).currentSrc).pathname, width: img.getBoundingClientRect().width })),
    )
    // The first suggestion is the item typed. Each thumbnail is a variant (named by its width) that
    // fills its box at this scale, or the largest there is.
    expect(THUMBNAIL_WIDTHS.map((w) => thumbnailUrl(item.image, w))).toContain(shown[0]!.src)
    for (const t of shown) {
      const variant = Number(/-(\d+)\.webp$/.exec(t.src)?.[1])
      expect(THUMBNAIL_WIDTHS, t.src).toContain(variant)
      expect(variant, t.src).toBeGreaterThanOrEqual(Math.min(t.width * scale, Math.max(...THUMBNAIL_WIDTHS)))
    }
    expect(pictures.filter((p) => p.startsWith('/images/'))).toEqual([])
    expect(v.failed).toEqual([])
    await v.context.close()
  })
})

describe('search results page', () => {
  test.each(langs)('%s: results show image, name, category, description and link to the product', async (lang) => {
    const item = indexOf(lang)[0]
    if (!item) throw new Error(`the ${lang} index is empty`)
    const { page, context, errors, failed } = await visit(`${resultsPath[lang]}?q=${encodeURIComponent(item.name)}`)
    expect(await page.locator('h1').textContent()).toBe(texts[lang].title)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toBe(`${texts[lang].resultsFor} ${item.name}`)
    const result = page.locator(`a.search-result[href="${item.link}"]`)
    expect(await result.count()).toBe(1)
    expect(await result.locator('.search-result__name').textContent()).toBe(item.name)
    expect(await result.locator('.search-result__category').textContent()).toBe(item.category)
    expect(await result.locator('.search-result__description').textContent()).toBe(item.description)
    // A thumbnail of the product's picture at about its shown size, its box reserved, never the source PNG.
    const img = result.locator('img')
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true)
    const { src, shown } = await img.evaluate((i) => ({ src: new URL((i as HTMLImageElement).currentSrc).pathname, shown: i.getBoundingClientRect().width }))
    expect(THUMBNAIL_WIDTHS.map((w) => thumbnailUrl(item.image, w))).toContain(src)
    expect(Number(/-(\d+)\.webp$/.exec(src)![1])).toBeGreaterThanOrEqual(Math.min(shown, Math.max(...THUMBNAIL_WIDTHS)))
    expect(await img.getAttribute('width')).toMatch(/^\d+$/)
    expect(await page.locator('.back-button').textContent()).toBe(lang === 'it' ? 'Indietro' : 'Back')
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: no match says so, with the query', async (lang) => {
    const { page, context, errors } = await visit(`${resultsPath[lang]}?q=qwxz%20zzzz`)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toBe(`${texts[lang].none} qwxz zzzz`)
    expect(await page.locator('.search-result').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test('accents, codes and sizes are found however they are written', async () => {
    const items = indexOf('it')
    const withKeys = items.find((i) => /[a-z]+\d/.test(i.keys))
    const withSize = items.find((i) => /\b\d+x\d+\b/.test(i.keys))
    if (!withKeys || !withSize) throw new Error('the Italian index has no product with codes and sizes')
    const code = withKeys.keys.split(' ').find((k) => /^[a-z]+\d/.test(k)) ?? ''
    const size = withSize.keys.split(' ').find((k) => /^\d+x\d+$/.test(k)) ?? ''
    const accented = items[0]?.name.toUpperCase().replace(/A/g, 'À').replace(/E/g, 'È').replace(/O/g, 'Ó') ?? ''
    const queries: [string, SearchItem][] = [
      [accented, items[0] as SearchItem],
      [code.replace(/^([a-z]+)/, '$1-').toUpperCase(), withKeys],
      [size.replace('x', ' x '), withSize],
      [`${size.replace('x', '×')} mm`, withSize],
    ]
    const { page, context } = await visit('/cerca/')
    for (const [query, expected] of queries) {
      await page.goto(`${baseUrl()}/cerca/?q=${encodeURIComponent(query)}`)
      await expect.poll(() => page.locator('.search-results__summary').textContent(), { message: query }).toContain('Risultati per')
      expect(await page.locator(`a.search-result[href="${expected.link}"]`).count(), query).toBe(1)
    }
    await context.close()
  })

  test('a query that looks like HTML is shown as text', async () => {
    const query = '<img src=x onerror="window.injected=1"><b>bold</b>'
    const { page, context } = await visit(`/cerca?q=${encodeURIComponent(query)}`)
    const summary = page.locator('.search-results__summary')
    await expect.poll(() => summary.textContent()).toBe(`Nessun risultato trovato per ${query}`)
    expect(await summary.locator('img, b').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined()
    await context.close()
  })
})

describe('the results page in the other language', () => {
  test.each(langs)('%s: the language toggle keeps the query, and the results show in the other language', async (lang) => {
    const other = lang === 'it' ? 'en' : 'it'
    // A product's code: the results page finds it in either language.
    const query = indexOf(lang)
      .find((i) => i.keys !== '')!
      .keys.split(' ')[0]!
    const { page, context, errors } = await visit(`${resultsPath[lang]}?q=${encodeURIComponent(query)}`)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toContain(query)
    await page.locator('.site-header .lang-toggle:visible').first().click()
    await page.waitForURL((url) => url.pathname === resultsPath[other])
    expect(new URL(page.url()).searchParams.get('q')).toBe(query)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toContain(texts[other].resultsFor)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toContain(query)
    // The link itself carries the query too, for a visitor who opens it in a new tab.
    expect(await page.locator('.site-header .lang-toggle:visible').first().getAttribute('href')).toBe(`${resultsPath[lang]}?q=${encodeURIComponent(query)}`)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the specification’s rule as a floor, on the results page', () => {
  test.each(langs)('%s: a one-character query and a symbol list every item whose texts contain them', async (lang) => {
    const index = indexOf(lang)
    const textsOf = (i: SearchItem) => [i.name, i.description, i.category].map((t) => t.toLowerCase())
    // The catalogue's own characters: the rarest letter of its texts, and a symbol it holds.
    const chars = [...new Set(index.flatMap((i) => [...textsOf(i).join(' ')]))]
    const count = (c: string) => index.filter((i) => textsOf(i).some((t) => t.includes(c))).length
    const letter = chars.filter((c) => /\p{L}/u.test(c)).sort((a, b) => count(a) - count(b))[0]!
    const symbol = chars.find((c) => !/[\p{L}\p{N}\s]/u.test(c))
    for (const query of symbol ? [letter, symbol] : [letter]) {
      const { page, context } = await visit(`${resultsPath[lang]}?q=${encodeURIComponent(query)}`)
      await expect.poll(() => page.locator('.search-results__summary').textContent()).toContain(texts[lang].resultsFor)
      const expected = index.filter((i) => textsOf(i).some((t) => t.includes(query)))
      expect(expected.length, query).toBeGreaterThan(0)
      for (const item of expected) expect(await page.locator(`a.search-result[href="${item.link}"]`).count(), `${query}: ${item.id}`).toBe(1)
      await context.close()
    }
  })
})

describe('a search that forgives', () => {
  const textOf = (i: SearchItem) => `${i.name} ${i.category} ${i.description} ${i.keys}`.toLowerCase()

  test.each(langs)('%s: a word of a name with two letters swapped finds its product, in the overlay and on the results page', async (lang) => {
    const index = indexOf(lang)
    // A word of six letters or more from a name, two of its letters swapped, that no text holds.
    const found = index.flatMap((item) =>
      wordsOf(item.name)
        .filter((w) => /^[a-z]{6,}$/.test(w) && w[2] !== w[3])
        .map((w) => ({ item, typo: `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}` }))
        .filter(({ typo }) => !index.some((i) => textOf(i).includes(typo))),
    )[0]
    expect(found, 'a name with a word of six letters or more').toBeDefined()
    const { item, typo } = found!
    const { page, context, errors } = await visit(home[lang])
    await openOverlay(page)
    await page.getByPlaceholder(texts[lang].placeholder).fill(typo)
    await expect.poll(() => page.locator('.search-overlay__suggestion').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain(item.link)
    await page.goto(`${baseUrl()}${resultsPath[lang]}?q=${encodeURIComponent(typo)}`)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toContain(texts[lang].resultsFor)
    expect(await page.locator(`a.search-result[href="${item.link}"]`).count(), typo).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  test.each(langs)('%s: a term of the catalogue’s synonym list finds the products whose texts hold another term of its group', async (lang) => {
    const index = indexOf(lang)
    // A one-word term, and a product whose texts hold another term of its group but not this one.
    const holds = (item: SearchItem, term: string) =>
      ` ${wordsOf(`${item.name} ${item.category} ${item.description}`).join(' ')} `.includes(` ${wordsOf(term).join(' ')} `)
    const pair = catalogue.synonyms
      .map((group) => group[lang])
      .flatMap((terms) =>
        terms
          .filter((t) => /^[\p{L}\d]+$/u.test(t))
          .flatMap((term) =>
            index
              .filter((i) => !textOf(i).includes(term.toLowerCase()) && terms.some((other) => other !== term && holds(i, other)))
              .map((item) => ({ term, item })),
          ),
      )[0]
    expect(pair, 'catalogue/site/synonyms.csv has a group whose terms find a product its texts do not name').toBeDefined()
    const { term, item } = pair!
    const { page, context, errors } = await visit(`${resultsPath[lang]}?q=${encodeURIComponent(term)}`)
    await expect.poll(() => page.locator('.search-results__summary').textContent()).toContain(texts[lang].resultsFor)
    expect(await page.locator(`a.search-result[href="${item.link}"]`).count(), term).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })
})
