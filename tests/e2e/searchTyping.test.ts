/**
 * The search overlay keeps up with typing at any speed, and a scanner's burst of keys reaches the
 * field and the results whole: each query typed at 5 and 200 ms a key, with the index's parts
 * answering slowly and out of order, ends with the suggestions of the field filled at once. The
 * same check runs at 2,000 products, at 30 and 80 ms a key too, in `npm run bench:scale`.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { hydrated, openOverlay, slowIndex, typingMismatches, typingQueries } from '../../scripts/harness/typingCheck.ts'
import { baseUrl, launchBrowser, openPage } from './browser.ts'
import { allCodes, catalogue, searchIndex } from '../../scripts/harness/builtSite.ts'

const home: Record<Lang, string> = { it: '/', en: '/en/' }
const resultsPath: Record<Lang, string> = { it: '/cerca/', en: '/search/' }
const firstCode = allCodes()[0]!
/**
 * The fastest and the slowest typing: a scanner's burst, every key in before the overlay's field
 * exists or any part of the index has answered, and a key every 200 ms, each key's query asked once
 * the one before has been. The index's answers are held 0 to 410 ms in turn (slowIndex), longer than
 * a key takes at either speed, so an earlier query's answer can come after a later one's.
 */
const KEY_DELAYS_MS = [5, 200]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('typing at any speed', () => {
  // One language: the overlay's code is the same in both, and each language's scanner case is below.
  test.each(['it'] as const)(
    '%s: a code, a word, two words and a word with one match, typed at 5 and 200 ms a key, end with the suggestions of the field filled at once',
    async (lang) => {
      const queries = typingQueries(catalogue, searchIndex(lang))
      expect(queries.map((q) => q.what)).toEqual(['a code', 'a word', 'two words', 'a word with one match'])
      const v = await openPage(browser)
      await slowIndex(v.context)
      expect(await typingMismatches(v.context, baseUrl() + home[lang], queries, KEY_DELAYS_MS)).toEqual([])
      expect(v.errors).toEqual([])
      await v.context.close()
    },
    240_000,
  )
})

describe('a scanner', () => {
  test.each(langs)('%s: a code typed at 5 ms a key and Enter go to the results of the whole code', async (lang) => {
    const v = await openPage(browser)
    await slowIndex(v.context)
    await v.page.goto(baseUrl() + home[lang])
    await hydrated(v.page)
    await openOverlay(v.page)
    await v.page.keyboard.type(firstCode, { delay: 5 })
    await v.page.keyboard.press('Enter')
    await v.page.waitForURL((url) => url.pathname === resultsPath[lang])
    expect(new URL(v.page.url()).searchParams.get('q')).toBe(firstCode)
    await v.context.close()
  })

  test.each(langs)('%s: a code typed right after the click that opens the overlay reaches the field whole, in order, and Enter its results', async (lang) => {
    const v = await openPage(browser)
    await v.page.goto(baseUrl() + home[lang])
    await hydrated(v.page)
    // The overlay's code arrives late, as on a slow network: every key is typed before its field exists.
    await v.context.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue().catch(() => undefined)
    })
    await v.page.locator('.search-button:visible').first().click()
    await v.page.keyboard.type(firstCode, { delay: 5 })
    await v.page.keyboard.press('Enter')
    await v.page.waitForURL((url) => url.pathname === resultsPath[lang], { timeout: 10_000 })
    expect(new URL(v.page.url()).searchParams.get('q')).toBe(firstCode)
    expect(v.errors).toEqual([])
    await v.context.close()
  })

  test('keys typed before the field is ready stay in the field, in order, for more typing', async () => {
    const v = await openPage(browser)
    await v.page.goto(baseUrl() + '/')
    await hydrated(v.page)
    await v.context.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue().catch(() => undefined)
    })
    await v.page.locator('.search-button:visible').first().click()
    await v.page.keyboard.type(firstCode.slice(0, 4), { delay: 5 })
    const input = v.page.locator('.search-overlay__input')
    await input.waitFor({ state: 'visible' })
    await v.page.waitForFunction(() => document.activeElement?.classList.contains('search-overlay__input'))
    await v.page.keyboard.type(firstCode.slice(4), { delay: 5 })
    expect(await input.inputValue()).toBe(firstCode)
    await v.context.close()
  })
})
