/**
 * The search as a visitor uses it: the overlay (opening, closing, the focus, suggestions reached
 * with the keyboard, the index fetched by need, the thumbnails) and the results page (a product
 * found, a query that finds nothing shown as text, a misspelt word, Back, the language toggle
 * keeping the query). What a query finds is the unit tests' (src/search/*.test.ts); the pages'
 * prerendered words are tests/built/search.test.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import type { SearchItem } from '#src/catalogue/generatedData.ts'
import { THUMBNAIL_WIDTHS, thumbnailUrl } from '#src/images/imageUrl.ts'
import { wordsOf } from '#src/search/indexTerms.ts'
import { SEARCH_INDEX_PATH } from '#src/search/searchIndexPath.ts'
import { client, searchIndex } from '../../scripts/harness/builtSite.ts'
import { focusLeaving } from './focusTrap.ts'
import { expect, test, visit } from './siteTest.ts'

const overlay = (page: Page) => page.locator('dialog.search-overlay')
const field = (page: Page) => page.locator('.search-overlay__input')
const searchButton = (page: Page) => page.locator('.search-button:visible').first()
/** The overlay's suggestions: final once their region is no longer aria-busy. */
const suggestions = (page: Page) => page.locator('.search-overlay__suggestion')
const finalSuggestions = (page: Page) => expect(page.locator('.search-overlay__results')).toHaveAttribute('aria-busy', 'false')
const summary = (page: Page) => page.locator('.search-results__summary')
const root = (page: Page) => page.locator('html')

/** The first product of a language's index: found by its name. */
function firstItem(lang: 'it' | 'en'): SearchItem {
  const item = searchIndex(lang)[0]
  if (!item) throw new Error(`the ${lang} index is empty`)
  return item
}

async function openOverlay(page: Page) {
  await searchButton(page).click()
  await expect(field(page)).toBeFocused()
}

/** A thumbnail's picture as shown: the variant's address and the width of its box. */
const shownPictures = (images: ReturnType<Page['locator']>) =>
  images.evaluateAll((all) => all.map((img) => ({ src: new URL((img as HTMLImageElement).currentSrc).pathname, width: img.getBoundingClientRect().width })))
const allLoaded = (images: ReturnType<Page['locator']>) =>
  images.evaluateAll((all) => all.length > 0 && all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
const variantOf = (src: string) => Number(/-(\d+)\.webp$/.exec(src)?.[1])

test.describe('the overlay', () => {
  test('opens full screen on its field, the page behind locked; Enter on an empty or blank field does nothing; Escape and the close button close it, the focus back on the search button; nothing of the index is fetched without a query', async ({
    page,
  }) => {
    const indexRequests: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith(SEARCH_INDEX_PATH)) indexRequests.push(r.url())
    })
    await visit(page, '/')
    await searchButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(field(page)).toBeFocused()
    await expect(field(page)).toHaveAttribute('placeholder', 'Ricerca prodotti...')
    await expect(overlay(page)).toBeVisible()
    expect(await overlay(page).boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 })
    expect((await page.locator('.search-overlay__content').boundingBox())?.width).toBeLessThanOrEqual(42 * 16)
    await expect(root(page)).toHaveCSS('overflow', 'hidden')

    // A submit would close the overlay and clear the field in the key's own handler.
    await field(page).press('Enter')
    await field(page).fill('    ')
    await field(page).press('Enter')
    await expect(overlay(page)).toBeVisible()
    await expect(field(page)).toHaveValue('    ')

    // Escape still closes it after Enter on a blank field, and the next Tab goes on from the button.
    await page.keyboard.press('Escape')
    await expect(overlay(page)).toHaveCount(0)
    await expect(root(page)).toHaveCSS('overflow', 'visible')
    await expect(searchButton(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('.site-header .request-link')).toBeFocused()

    await openOverlay(page)
    await page.locator('.search-overlay__close').click()
    await expect(overlay(page)).toHaveCount(0)
    await expect(searchButton(page)).toBeFocused()
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '')
    expect(indexRequests).toEqual([])
  })

  test('a name typed shows its product first, among five suggestions at most, from the few index files its words need; the arrows and Tab reach them, Tab stays in the overlay, Enter opens the product', async ({
    page,
  }) => {
    const item = firstItem('en')
    const fetched: Promise<{ path: string; gzipBytes: number }>[] = []
    page.on('response', (r) => {
      const { pathname } = new URL(r.url())
      if (pathname.startsWith(SEARCH_INDEX_PATH)) fetched.push(r.body().then((b) => ({ path: pathname, gzipBytes: gzipSync(b, { level: 9 }).length })))
    })
    await visit(page, '/en/')
    await openOverlay(page)
    await field(page).fill(item.name)
    await finalSuggestions(page)
    await expect(suggestions(page).first()).toContainText(item.name)
    expect(await suggestions(page).count()).toBeLessThanOrEqual(5)
    const files = await Promise.all(fetched)
    expect(files.length).toBeGreaterThan(0)
    const all = fs.readdirSync(path.join(client, path.dirname(files[0]!.path)))
    expect(files.length, 'only some of the index files').toBeLessThan(all.length / 4)
    expect(files.reduce((sum, f) => sum + f.gzipBytes, 0)).toBeLessThanOrEqual(15 * 1024)

    const left = await focusLeaving(page, 'dialog.search-overlay')
    for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) await page.keyboard.press(key)
    expect(await left(), 'Tab and Shift+Tab go round the overlay’s controls').toEqual([])
    await expect(page.locator('dialog.search-overlay :focus')).toHaveCount(1)
    await field(page).focus()
    await page.keyboard.press('ArrowDown')
    await expect(suggestions(page).first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(field(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(suggestions(page).first(), 'Tab passes the submit button, then the first suggestion').toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === item.link)
    await expect(overlay(page)).toHaveCount(0)
  })

  test.describe('on a phone at 2x', () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

    test('the suggestions’ thumbnails are optimised variants that fill their box at this scale, never the source pictures', async ({ page }) => {
      const item = firstItem('it')
      const pictures: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'image') pictures.push(new URL(r.url()).pathname)
      })
      await visit(page, '/')
      await openOverlay(page)
      await field(page).fill(item.name)
      await finalSuggestions(page)
      const thumbnails = page.locator('.search-overlay__suggestion img')
      await expect.poll(() => allLoaded(thumbnails)).toBe(true)
      const shown = await shownPictures(thumbnails)
      // The first suggestion is the item typed.
      expect(THUMBNAIL_WIDTHS.map((w) => thumbnailUrl(item.image, w))).toContain(shown[0]!.src)
      for (const t of shown) {
        expect(THUMBNAIL_WIDTHS, t.src).toContain(variantOf(t.src))
        expect(variantOf(t.src), t.src).toBeGreaterThanOrEqual(Math.min(t.width * 2, Math.max(...THUMBNAIL_WIDTHS)))
      }
      expect(pictures.filter((p) => p.startsWith('/images/'))).toEqual([])
    })
  })
})

/** A word of six letters or more of a product's name with two letters swapped, that no text holds. */
function misspelt(lang: 'it' | 'en'): { item: SearchItem; typo: string } {
  const index = searchIndex(lang)
  const textOf = (i: SearchItem) => `${i.name} ${i.category} ${i.description} ${i.keys}`.toLowerCase()
  const found = index.flatMap((item) =>
    wordsOf(item.name)
      .filter((w) => /^[a-z]{6,}$/.test(w) && w[2] !== w[3])
      .map((w) => ({ item, typo: `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}` }))
      .filter(({ typo }) => !index.some((i) => textOf(i).includes(typo))),
  )[0]
  if (!found) throw new Error('the index has no name with a word of six letters or more whose letters swapped no text holds')
  return found
}

test.describe('the results page', () => {
  test('a name lists its product with picture, category and description; Back from the product returns to the results; a query from the overlay that finds nothing is shown as text; a misspelt word finds its product', async ({
    page,
  }) => {
    const item = firstItem('it')
    await visit(page, `/cerca/?q=${encodeURIComponent(item.name)}`)
    await expect(summary(page)).toHaveText(`Risultati per ${item.name}`)
    const result = page.locator(`a.search-result[href="${item.link}"]`)
    await expect(result).toHaveCount(1)
    await expect(result.locator('.search-result__name')).toHaveText(item.name)
    await expect(result.locator('.search-result__category')).toHaveText(item.category)
    await expect(result.locator('.search-result__description')).toHaveText(item.description)
    // A thumbnail of the product's picture at about its shown size, its box reserved, never the source PNG.
    const img = result.locator('img')
    await expect.poll(() => allLoaded(img)).toBe(true)
    const [shown] = await shownPictures(img)
    expect(THUMBNAIL_WIDTHS.map((w) => thumbnailUrl(item.image, w))).toContain(shown!.src)
    expect(variantOf(shown!.src)).toBeGreaterThanOrEqual(Math.min(shown!.width, Math.max(...THUMBNAIL_WIDTHS)))
    await expect(img).toHaveAttribute('width', /^\d+$/)

    // Back goes to the page the visitor came from: these results, not the product's category.
    await result.click()
    await expect(page).toHaveURL((url) => url.pathname === item.link)
    await page.locator('.back-button').click()
    await expect(page).toHaveURL((url) => url.pathname === '/cerca/' && url.searchParams.get('q') === item.name)
    await expect(summary(page)).toHaveText(`Risultati per ${item.name}`)

    // Submitted with spaces around it: the address carries it trimmed and encoded, the page shows it as text.
    const query = '<img src=x onerror="window.injected=1"> & <b>100%</b>'
    await openOverlay(page)
    await field(page).fill(`  ${query} `)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === '/cerca/' && url.search === `?q=${encodeURIComponent(query)}`)
    await expect(overlay(page)).toHaveCount(0)
    await expect(summary(page)).toHaveText(`Nessun risultato trovato per ${query}`)
    await expect(summary(page).locator('img, b')).toHaveCount(0)
    await expect(page.locator('.search-result')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined()
    await openOverlay(page)
    await expect(field(page), 'the overlay opens cleared').toHaveValue('')

    const { item: meant, typo } = misspelt('it')
    await field(page).fill(typo)
    await page.keyboard.press('Enter')
    await expect(summary(page)).toHaveText(`Risultati per ${typo}`)
    await expect(page.locator(`a.search-result[href="${meant.link}"]`)).toHaveCount(1)
  })

  test('the language toggle keeps the query: the results show in the other language, and its link carries the query for a new tab', async ({ page }) => {
    // A product's code: the results page finds it in either language.
    const query = searchIndex('en')
      .find((i) => i.keys !== '')!
      .keys.split(' ')[0]!
    await visit(page, `/search/?q=${encodeURIComponent(query)}`)
    await expect(summary(page)).toHaveText(`Results for ${query}`)
    await page.locator('.site-header .lang-toggle:visible').first().click()
    await expect(page).toHaveURL((url) => url.pathname === '/cerca/' && url.searchParams.get('q') === query)
    await expect(summary(page)).toHaveText(`Risultati per ${query}`)
    await expect(page.locator('a.search-result')).not.toHaveCount(0)
    await expect(page.locator('.site-header .lang-toggle:visible').first()).toHaveAttribute('href', `/search/?q=${encodeURIComponent(query)}`)
  })
})
