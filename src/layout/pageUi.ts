import type { Category, Company, Localised } from '@/catalogue/schema'
import type { InLanguage } from '@/i18n/inLanguage'
import type { LabelGroup, Labels } from '@/i18n/labels'

/** The company facts of the header, the footer and the contact page, in the order they travel. */
export const pageCompanyFacts = [
  'name',
  'legalAddress',
  'hqAddress',
  'warehouseAddress',
  'phone',
  'email',
  'vatNumber',
  'registration',
  'shareCapital',
  'officeHours',
  'ordersHost',
] as const satisfies readonly (keyof Company)[]

/**
 * The label groups the layout shows on every page: header, menu, search, footer, the medical
 * notice, and the error messages of the error boundary and the 404 page. The test beside this file
 * finds them in the layout's code, and each page's own in its code.
 */
export const LAYOUT_LABELS = ['site', 'layout', 'header', 'nav', 'search', 'footer', 'notice', 'error', 'notFound'] as const satisfies readonly LabelGroup[]

/**
 * What every page needs in the browser besides its own data: the UI labels and the company facts
 * of the header and footer, in the page language only (both languages on the shared 404 page).
 * It travels in pageContext (see +onBeforeRender.ts), not in the JavaScript bundle, so the
 * first-load JavaScript does not grow with the dictionaries. The labels are the layout's and the
 * page's own groups (its +labels.ts), so that a category page does not carry the contact form's:
 * a page reached in the browser brings its own with its page context.
 */
export interface PageUi {
  labels: Labels
  company: InLanguage<Pick<Company, (typeof pageCompanyFacts)[number]>>
  categories: InLanguage<Pick<Category, 'id' | 'name'>>[]
}

export type PageUiByLang = Partial<Localised<PageUi>>

/**
 * A value the prerender serialises once rather than for every page: `standIn` is what the pages
 * hold and Vike serialises; the prerender's writers put `value`, serialised, in its place in every
 * page (scripts/site/prerenderPages.js).
 */
export interface SharedValue {
  standIn: object
  value: unknown
}

/** The one key of a stand-in's JSON; the writers check that none is left in a page they write. */
export const STAND_IN_KEY = 'sharedValue@'

/** A stand-in's name: letters, digits, colons and commas, which no serialisation escapes. */
const STAND_IN_NAME = '[\\w:,]+'

/** Every stand-in in a page or page context as Vike serialised it, for the writers to replace. */
export const STAND_IN = new RegExp(`\\{"${STAND_IN_KEY}":"${STAND_IN_NAME}"\\}`, 'g')

/**
 * The page UI as the prerender passes it. It is the same for every page of a language and kind
 * (its label groups), 3–6 KB of JSON, which Vike would serialise twice a page (into the HTML and
 * into its page-context JSON): at 2,000 products tens of megabytes of text. The stand-in reads
 * like the UI (the same properties, which serialisation skips) and serialises to
 * `{"sharedValue@":"<name>"}`; the page, once written, is byte for byte what it would have been.
 * `name` tells the UIs apart ("it:category"): letters, digits, colons and commas only, which no
 * serialisation escapes.
 */
export function sharedPageUi(ui: PageUi, name: string): SharedValue {
  if (!new RegExp(`^${STAND_IN_NAME}$`).test(name)) throw new Error(`A shared value's name must be letters, digits, colons and commas: "${name}"`)
  const hidden = Object.fromEntries(Object.entries(ui).map(([key, value]) => [key, { value, enumerable: false }]))
  return { standIn: Object.defineProperties({ [STAND_IN_KEY]: name }, hidden), value: ui }
}

declare global {
  namespace Vike {
    interface Config {
      /** The label groups a page shows besides the layout's (a page's +labels.ts; see LAYOUT_LABELS). */
      labels?: readonly LabelGroup[]
    }
    interface ConfigResolved {
      labels?: readonly LabelGroup[]
    }
    interface PageContext {
      ui: PageUiByLang
      /** The same page in the other language; absent on the 404 and error pages. */
      twin?: string
      /** At prerender: what stands in for the page UI, and the UI to put in its place (server only). */
      sharedValues?: SharedValue[]
    }
  }
}
