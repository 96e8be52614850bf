import type { Category, Company, Lang, Localised } from '@/catalogue/schema'
import type { Dictionary } from '@/i18n/dictionary'
import type { InLanguage } from '@/i18n/inLanguage'

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
 * What every page needs in the browser besides its own data: the UI labels and the company facts
 * of the header and footer, in the page language only (both languages on the shared 404 page).
 * It travels in pageContext (see +onBeforeRender.ts), not in the JavaScript bundle, so the
 * first-load JavaScript does not grow with the dictionaries.
 */
export interface PageUi {
  labels: Dictionary
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

/**
 * The page UI of a language as the prerender passes it. It is the same for every page of the
 * language, about 10 KB of JSON, which Vike would serialise twice a page (into the HTML and into
 * its page-context JSON): at 2,000 products 80 MB of text, and 0.5–0.9 s of the prerender. The
 * stand-in reads like the UI (the same properties, which serialisation skips) and serialises to
 * `{"sharedValue@":"it"}`; the page, once written, is byte for byte what it would have been.
 */
export function sharedPageUi(ui: PageUi, lang: Lang): SharedValue {
  const hidden = Object.fromEntries(Object.entries(ui).map(([key, value]) => [key, { value, enumerable: false }]))
  return { standIn: Object.defineProperties({ [STAND_IN_KEY]: lang }, hidden), value: ui }
}

declare global {
  namespace Vike {
    interface PageContext {
      ui: PageUiByLang
      /** The same page in the other language; absent on the 404 and error pages. */
      twin?: string
      /** At prerender: what stands in for the page UI, and the UI to put in its place (server only). */
      sharedValues?: SharedValue[]
    }
  }
}
