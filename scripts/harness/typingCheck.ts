/**
 * The search overlay against typing at every speed: each query is typed key by key at 5 ms (a
 * barcode scanner), 30 ms (a fast burst), 80 and 200 ms a key, while the index's parts answer
 * slowly and out of order, and the suggestions it ends with are compared with those of the field
 * filled at once. Used by the browser tests on the shipped catalogue (tests/e2e/searchTyping.test.ts)
 * and by `npm run bench:scale` on the catalogue of 2,000 products.
 */
import type { BrowserContext, Page } from 'playwright-core'
import type { CatalogueData, SearchItem } from '../../src/catalogue/generatedData.ts'
import { wordsOf } from '../../src/search/indexTerms.ts'
import { SEARCH_INDEX_PATH } from '../../src/search/searchIndexPath.ts'

const KEY_DELAYS_MS = [5, 30, 80, 200] as const

/** How long each answer of the index is held, in turn: later requests often answer first. */
const ANSWER_DELAYS_MS = [260, 30, 410, 0, 150, 330, 70, 200]

/** Holds every answer of the search index for a while, in a fixed order of delays, so that they arrive out of order. */
export async function slowIndex(context: BrowserContext): Promise<void> {
  let n = 0
  await context.route(`**${SEARCH_INDEX_PATH}**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ANSWER_DELAYS_MS[n++ % ANSWER_DELAYS_MS.length]))
    await route.continue().catch(() => undefined)
  })
}

export interface TypingQuery {
  what: string
  query: string
}

/**
 * The four kinds of query, taken from any valid catalogue (never particular values): a product
 * code as printed, a word many products share, two words of one name, and a word of five letters
 * or more that only one product's texts hold.
 */
export function typingQueries(catalogue: Pick<CatalogueData, 'products'>, index: readonly SearchItem[]): TypingQuery[] {
  const code = catalogue.products.flatMap((p) => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item.code] : [])))[0]
  const textsOf = (i: SearchItem) => wordsOf(`${i.name} ${i.category} ${i.description}`)
  const counts = new Map<string, number>()
  for (const item of index) for (const w of new Set(textsOf(item))) counts.set(w, (counts.get(w) ?? 0) + 1)
  const letters = (w: string) => /^[a-z]{4,}$/.test(w)
  const common = [...counts].filter(([w]) => letters(w)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0]
  const twoWords = index
    .map((i) => wordsOf(i.name).filter(letters))
    .find((w) => w.length >= 2)
    ?.slice(0, 2)
    .join(' ')
  // A word of one item whose start no other item's word shares, so that typed it has one match at every length.
  const single = [...counts]
    .filter(([w, n]) => n === 1 && /^[a-z]{5,}$/.test(w))
    .map(([w]) => w)
    .sort()
    .find((w) => index.filter((i) => `${i.name} ${i.category} ${i.description} ${i.keys}`.toLowerCase().includes(w)).length === 1)
  const queries: (TypingQuery | undefined)[] = [
    code === undefined ? undefined : { what: 'a code', query: code },
    common === undefined ? undefined : { what: 'a word', query: common },
    twoWords === undefined ? undefined : { what: 'two words', query: twoWords },
    single === undefined ? undefined : { what: 'a word with one match', query: single },
  ]
  return queries.filter((q) => q !== undefined)
}

const input = (page: Page) => page.locator('.search-overlay__input')

/** What the overlay shows under the field: the suggestions' addresses, "none", or nothing yet. */
async function shownSuggestions(page: Page): Promise<string> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll('.search-overlay__suggestion')].map((a) => a.getAttribute('href'))
    if (links.length > 0) return links.join(' ')
    return document.querySelector('.search-overlay__none') ? 'none' : ''
  })
}

/**
 * Waits until the page is hydrated: the scripts start after the first paint and the load, and a
 * click before then does nothing. React has then attached its props to the search button.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('.search-button')].find((b) => (b as HTMLElement).offsetParent !== null)
    return button !== undefined && Object.keys(button).some((k) => k.startsWith('__reactProps'))
  })
}

/** Opens the overlay on a hydrated page and waits until its field has the focus. */
export async function openOverlay(page: Page): Promise<void> {
  await page.locator('.search-button:visible').first().click()
  await input(page).waitFor({ state: 'visible' })
  await page.waitForFunction(() => document.activeElement?.classList.contains('search-overlay__input'))
}

/**
 * What the overlay shows once the index has answered: read when something is shown and nothing
 * has changed for a while (a query with few matches waits for its typo matches, several round trips).
 */
async function settled(page: Page): Promise<string> {
  let last = await shownSuggestions(page)
  let stableSince = Date.now()
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    await page.waitForTimeout(100)
    const now = await shownSuggestions(page)
    if (now !== last) {
      last = now
      stableSince = Date.now()
    } else if (now !== '' && Date.now() - stableSince >= 900) break
  }
  return last
}

/**
 * Every query at every speed on a fresh page of `url`: the suggestions typed, against those of
 * the field filled at once. Returns the mismatches, in words.
 */
export async function typingMismatches(
  context: BrowserContext,
  url: string,
  queries: readonly TypingQuery[],
  delays: readonly number[] = KEY_DELAYS_MS,
): Promise<string[]> {
  const mismatches: string[] = []
  const fresh = async () => {
    const page = await context.newPage()
    await page.goto(url)
    await hydrated(page)
    return page
  }
  for (const { what, query } of queries) {
    const page = await fresh()
    await openOverlay(page)
    await input(page).fill(query)
    const expected = await settled(page)
    await page.close()
    if (expected === '' || expected === 'none') {
      mismatches.push(`${what} "${query}": filled at once, it shows no suggestion`)
      continue
    }
    for (const delay of delays) {
      // Typed as a visitor or a scanner does: right after the click that opens the overlay.
      const typing = await fresh()
      await typing.locator('.search-button:visible').first().click()
      await typing.keyboard.type(query, { delay })
      const shown = await settled(typing)
      const field = await input(typing)
        .inputValue()
        .catch(() => '(no field)')
      await typing.close()
      if (field !== query) mismatches.push(`${what} "${query}" at ${delay} ms a key: the field holds "${field}"`)
      else if (shown !== expected)
        mismatches.push(`${what} "${query}" at ${delay} ms a key: shows ${shown === '' ? 'nothing' : `"${shown}"`}, filled at once "${expected}"`)
    }
  }
  return mismatches
}
