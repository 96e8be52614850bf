/**
 * The search overlay against typing at every speed: each query is typed key by key at 5 ms (a
 * barcode scanner), 30 ms (a fast burst), 80 and 200 ms a key, while the index's parts answer
 * slowly and out of order, and the suggestions it ends with are compared with those of the field
 * filled at once. Used by the browser tests on the shipped catalogue (tests/browser/searchTyping.test.ts)
 * and by `npm run bench:scale` on the catalogue of 2,000 products. What the overlay shows is read
 * once it says it is final: its suggestions' region no longer `aria-busy` (SearchOverlay.tsx).
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
const searchButton = (page: Page) => page.locator('.search-button:visible').first()

/** Waits until the page runs: `<html data-ready>`, set once every part has hydrated and what their first effects read is rendered (src/layout/usePageReady.ts). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
}

/** Opens the overlay on a running page and waits until its field has the focus. */
async function openOverlay(page: Page): Promise<void> {
  await searchButton(page).click()
  await input(page).waitFor({ state: 'visible' })
  await page.waitForFunction(() => document.activeElement?.classList.contains('search-overlay__input'))
}

/** Closes the overlay with Escape and waits until it is gone. */
async function closeOverlay(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.locator('dialog.search-overlay').waitFor({ state: 'detached' })
}

/** What the overlay shows once it is final, read at once: the field's text and the suggestions' addresses, "none", or nothing. */
interface Shown {
  field: string
  suggestions: string
}

/**
 * Waits until the overlay's suggestions are final (the answer to the text in the field is back,
 * typo matches included: the region is no longer `aria-busy`), and reads them with the field in
 * the same look. Undefined when they are not final within `timeout`.
 */
async function finalSuggestions(page: Page, timeout: number): Promise<Shown | undefined> {
  const shown = await page
    .waitForFunction(
      () => {
        const region = document.querySelector('.search-overlay__results')
        if (region?.getAttribute('aria-busy') !== 'false') return false
        const links = [...region.querySelectorAll('.search-overlay__suggestion')].map((a) => a.getAttribute('href'))
        const suggestions = links.length > 0 ? links.join(' ') : region.querySelector('.search-overlay__none') ? 'none' : ''
        return { field: document.querySelector<HTMLInputElement>('.search-overlay__input')?.value ?? '', suggestions }
      },
      undefined,
      { timeout },
    )
    .catch(() => undefined)
  return (await shown?.jsonValue()) as Shown | undefined
}

/** How long the suggestions may take to be final: a query with few matches waits for its typo matches, several round trips of the held index. */
const FINAL_WITHIN_MS = 10_000

/**
 * Every query at every speed: on one page of `url`, each query filled at once, its final
 * suggestions the expected ones; then on a page of its own for each speed, each query typed key by
 * key right after the click that opens the overlay (the first one before the overlay's code has
 * come, as a scanner's burst), its final suggestions against the expected. The index's parts a
 * query needs are fetched as it is typed: a page's earlier queries share few of them. Returns the
 * mismatches, in words.
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
  const expected = new Map<string, string>()
  const atOnce = await fresh()
  for (const { what, query } of queries) {
    await openOverlay(atOnce)
    await input(atOnce).fill(query)
    const shown = await finalSuggestions(atOnce, FINAL_WITHIN_MS)
    await closeOverlay(atOnce)
    if (shown === undefined || shown.suggestions === '' || shown.suggestions === 'none')
      mismatches.push(`${what} "${query}": filled at once, it shows ${shown === undefined ? 'no final suggestions' : 'no suggestion'}`)
    else expected.set(query, shown.suggestions)
  }
  await atOnce.close()
  for (const delay of delays) {
    const typing = await fresh()
    for (const { what, query } of queries) {
      if (!expected.has(query)) continue
      // Typed as a visitor or a scanner does: right after the click that opens the overlay.
      await searchButton(typing).click()
      await typing.keyboard.type(query, { delay })
      const shown = await finalSuggestions(typing, FINAL_WITHIN_MS)
      if (shown === undefined) mismatches.push(`${what} "${query}" at ${delay} ms a key: its suggestions are not final within ${FINAL_WITHIN_MS / 1000} s`)
      else if (shown.field !== query) mismatches.push(`${what} "${query}" at ${delay} ms a key: the field holds "${shown.field}"`)
      else if (shown.suggestions !== expected.get(query))
        mismatches.push(
          `${what} "${query}" at ${delay} ms a key: shows ${shown.suggestions === '' ? 'nothing' : `"${shown.suggestions}"`}, filled at once "${expected.get(query)}"`,
        )
      await closeOverlay(typing)
    }
    await typing.close()
  }
  return mismatches
}
