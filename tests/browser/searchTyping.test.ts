/**
 * The search overlay keeps up with typing at any speed, and a scanner's burst of keys reaches the
 * field and the results whole: each query typed at 5 and 200 ms a key, with the index's parts
 * answering slowly and out of order, ends with the suggestions of the field filled at once; keys
 * typed before the overlay's code has come are kept, Enter among them. The same check runs at
 * 2,000 products, at 30 and 80 ms a key too, in `npm run bench:scale`.
 */
import type { Page } from '@playwright/test'
import { allCodes, catalogue, searchIndex } from '../../scripts/harness/builtSite.ts'
import { slowIndex, typingMismatches, typingQueries } from '../../scripts/harness/typingCheck.ts'
import { holdRequests } from './heldRequests.ts'
import { expect, test, visit } from './siteTest.ts'

const code = allCodes()[0]!
/**
 * The fastest and the slowest typing: a scanner's burst, every key in before the overlay's field
 * exists or any part of the index has answered, and a key every 200 ms, each key's query asked once
 * the one before has been. The index's answers are held 0 to 410 ms in turn (slowIndex), longer than
 * a key takes at either speed, so an earlier query's answer can come after a later one's.
 */
const KEY_DELAYS_MS = [5, 200]

const field = (page: Page) => page.locator('.search-overlay__input')
const summary = (page: Page) => page.locator('.search-results__summary')

// One language: the overlay's code is the same in both; the scanner's cases below alternate. One
// test a speed, each with the field filled at once on a page of its own.
for (const delay of KEY_DELAYS_MS)
  test(`a code, a word, two words and a word with one match, typed at ${delay} ms a key, end with the suggestions of the field filled at once`, async ({
    context,
  }) => {
    // Two pages, eight queries, each waiting for an index held up to 410 ms a file.
    test.slow()
    const queries = typingQueries(catalogue, searchIndex('it'))
    expect(queries.map((q) => q.what)).toEqual(['a code', 'a word', 'two words', 'a word with one match'])
    await slowIndex(context)
    expect(await typingMismatches(context, '/', queries, [delay])).toEqual([])
  })

test.describe('a scanner', () => {
  test('keys typed before the overlay’s code has come stay in the field, in order, for more typing; Enter goes to the results of the whole code', async ({
    page,
    context,
  }) => {
    await visit(page, '/')
    const overlayCode = await holdRequests(context, '**/assets/**')
    await page.locator('.search-button:visible').first().click()
    await page.keyboard.type(code.slice(0, 4), { delay: 5 })
    await expect.poll(() => overlayCode.waiting, 'the overlay’s code is asked for, and held').toBeGreaterThan(0)
    await expect(field(page)).toHaveCount(0)
    // Meanwhile the keys go to a field of the button's own, which a screen reader hears as the search's.
    await expect(page.getByRole('textbox', { name: 'Cerca' })).toBeFocused()
    overlayCode.release()
    await expect(field(page)).toBeFocused()
    await expect(field(page)).toHaveValue(code.slice(0, 4))
    await page.keyboard.type(code.slice(4), { delay: 5 })
    await expect(field(page)).toHaveValue(code)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === '/cerca/' && url.searchParams.get('q') === code)
    await expect(summary(page)).toHaveText(`Risultati per ${code}`)
  })

  test('a code and Enter typed before the overlay’s code has come, the index answering out of order, go to the results of the whole code', async ({
    page,
    context,
  }) => {
    await slowIndex(context)
    await visit(page, '/en/')
    const overlayCode = await holdRequests(context, '**/assets/**')
    await page.locator('.search-button:visible').first().click()
    await page.keyboard.type(code, { delay: 5 })
    await page.keyboard.press('Enter')
    await expect.poll(() => overlayCode.waiting, 'the overlay’s code is asked for, and held').toBeGreaterThan(0)
    await expect(field(page)).toHaveCount(0)
    overlayCode.release()
    await expect(page).toHaveURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === code)
    await expect(summary(page)).toHaveText(`Results for ${code}`)
  })
})
