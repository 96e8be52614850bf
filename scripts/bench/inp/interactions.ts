/**
 * The interactions `npm run bench:inp` measures, on pages picked by their shape from the
 * generated catalogue (never by name): the product with the longest table of sizes, a word many
 * products share, a width from the middle of that table, an area a distributor serves, a code a
 * notice names, a code's GTIN, the compatibility page's first method and its first cycle. A
 * select's choice with a finger is not among them: a phone's picker is the browser's own, and the
 * Event Timing API gives its change no interaction (the compatibility page's is made with keys).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import { readGeneratedFile } from '../../../src/catalogue/readGenerated.ts'
import type { TableItem } from '../../../src/catalogue/productTable.ts'
import type { Product, SearchItem } from '../../../src/catalogue/generatedData.ts'
import { pageFile, readRoutes } from '../../site/routePages.ts'
import { typingQueries } from '../../harness/typingCheck.ts'
import { quiet } from './phonePage.ts'

/** A key held this long, then the next one this long after: a person typing on a phone. */
const KEY_HELD_MS = 60
const BETWEEN_KEYS_MS = 120

/** Typed into the contact form's message: about a line of a phone's screen twice. */
const SENTENCE = 'Vorrei un preventivo per 500 buste, grazie.'

export interface InteractionRun {
  name: string
  /** The page it starts on, a path of the site. */
  path: string
  /** From the hydrated, quiet page: what the visitor does, until its effect is on screen. */
  act(page: Page): Promise<void>
}

/**
 * A finger's tap in the middle of the element, as the browser's own input: the test driver's
 * checks before a locator's tap (and the listeners they add to the page) would be timed with it.
 */
async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  await quiet(page)
  // Measured once the page is still, so that the finger lands where the element is.
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target.toString()} is not on the page`)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

async function typeLikeAPerson(page: Page, text: string): Promise<void> {
  for (const char of text) {
    await page.keyboard.type(char, { delay: KEY_HELD_MS })
    await page.waitForTimeout(BETWEEN_KEYS_MS)
  }
}

const itemsOf = (p: Product): TableItem[] => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))

/** The interactions on the Italian pages of the catalogue generated at `root`; those whose page or data the catalogue lacks are left out. */
export function interactionRuns(root: string): InteractionRun[] {
  const catalogue = readGeneratedFile(root, 'catalogue.json')
  const routes = readRoutes(root)
  const pathOf = (id: string) => {
    const route = routes.find((r) => r.id === id)
    if (!route) throw new Error(`The route table (${GENERATED_DIR}/routes.json) has no page "${id}", which bench:inp opens.`)
    return route.path.it
  }
  const index = JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, 'search-it.json'), 'utf8')) as SearchItem[]
  const word = typingQueries(catalogue, index).find((q) => q.what === 'a word')?.query
  if (!word) throw new Error('The generated search index has no word of four letters or more to search for.')
  // The longest table whose every code has a width: the size filter's and the request buttons' largest page.
  const product = catalogue.products
    .filter((p) => p.withdrawn === undefined && itemsOf(p).length > 0 && itemsOf(p).every((i) => i.size?.widthMm !== undefined))
    .sort((a, b) => itemsOf(b).length - itemsOf(a).length)[0]
  if (!product) throw new Error('The generated catalogue has no product on sale whose table gives every code a width.')
  const widths = itemsOf(product)
    .map((i) => i.size!.widthMm!)
    .sort((a, b) => a - b)
  const width = String(widths[Math.floor(widths.length / 2)])
  const home = pathOf('home')
  const productPath = pathOf(`product:${product.id}`)
  const { distributors, areas } = catalogue.whereToBuy
  const served = areas.find((a) => distributors.some((d) => d.areas.includes(a.code)))
  const noticed = catalogue.notices.flatMap((n) => n.products.flatMap((p) => p.codes))[0]
  const gtin = catalogue.products.flatMap(itemsOf).find((i) => i.gtin !== undefined)?.gtin
  const more: InteractionRun[] = [
    ...(served
      ? [
          {
            name: 'where to buy: type an area',
            path: pathOf('whereToBuy'),
            async act(page: Page) {
              const text = served.name.slice(0, 5)
              await tap(page, page.locator('#wtb-find'))
              await typeLikeAPerson(page, text)
              await page.waitForFunction((t) => document.querySelector<HTMLInputElement>('#wtb-find')?.value === t, text)
            },
          },
        ]
      : []),
    ...(noticed
      ? [
          {
            name: 'notices: type a code',
            path: pathOf('notices'),
            async act(page: Page) {
              await tap(page, page.locator('.notices-filter input[type=search]'))
              await typeLikeAPerson(page, noticed)
              await page.waitForURL((url) => url.search.includes(encodeURIComponent(noticed)) || url.search.includes(noticed))
            },
          },
        ]
      : []),
    {
      name: 'scan: tap the camera',
      path: pathOf('scan'),
      async act(page: Page) {
        await tap(page, page.locator('.scan-way .button').first())
        await page.locator('.scan-message').getByText(/\S/).waitFor()
      },
    },
    ...(gtin
      ? [
          {
            name: "scan: type a label's numbers",
            path: pathOf('scan'),
            async act(page: Page) {
              await tap(page, page.locator('.scan-typed input'))
              await typeLikeAPerson(page, `(01)${gtin}`)
            },
          },
        ]
      : []),
  ]

  return [
    {
      name: 'open search, type a word, Enter',
      path: home,
      async act(page) {
        await tap(page, page.locator('.search-button:visible').first())
        await page.waitForFunction(() => document.activeElement?.classList.contains('search-overlay__input'))
        await typeLikeAPerson(page, word)
        await page.keyboard.press('Enter')
        await page.locator('.search-results__list, .search-results__summary[role=status]').first().waitFor()
      },
    },
    {
      name: 'typing in the contact form',
      path: pathOf('contact'),
      async act(page) {
        await tap(page, page.locator('#contact-message'))
        await typeLikeAPerson(page, SENTENCE)
      },
    },
    {
      name: 'open the mobile menu',
      path: home,
      async act(page) {
        await tap(page, page.locator('details.mobile-menu > summary'))
        await page.locator('.mobile-panel').waitFor()
      },
    },
    {
      name: 'add a code to the request list',
      path: productPath,
      async act(page) {
        await tap(page, page.locator('.add-to-request__button').first())
        await page.locator('.add-to-request__in').first().waitFor()
      },
    },
    {
      name: `size filter: width ${width} mm`,
      path: productPath,
      async act(page) {
        await tap(page, page.locator('.size-filter input').first())
        await typeLikeAPerson(page, width)
        await page.locator('.size-filter__count').getByText(/\d/).first().waitFor()
      },
    },
    {
      // With the keys: a phone's own list of options is outside the page, where the driver cannot tap.
      name: 'compatibility: a method, its first cycle, then every method again',
      path: pathOf('compatibility'),
      async act(page) {
        await page.locator('.compat-filter select:enabled').focus()
        await quiet(page)
        // Down to the first method, then on to the first named cycle, past any method without one.
        do {
          const before = page.url()
          await page.keyboard.press('ArrowDown')
          await page.waitForURL((url) => url.href !== before)
        } while (!page.url().includes('cycle='))
        await page.keyboard.press('Home')
        await page.waitForURL((url) => url.search === '')
      },
    },
    ...more,
  ]
}

/** Opens the interaction's page on `origin`, waits until it is quiet, and does it. */
export async function perform(page: Page, origin: string, run: InteractionRun): Promise<void> {
  await page.goto(origin + run.path)
  await quiet(page)
  await run.act(page)
}

/** The paths the interactions open that `client` (a built site folder) has no page for. */
export function missingPages(client: string, runs: readonly InteractionRun[]): string[] {
  return [...new Set(runs.map((r) => r.path))].filter((p) => !fs.existsSync(path.join(client, pageFile(p))))
}
