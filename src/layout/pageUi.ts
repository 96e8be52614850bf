import type { Category, Company, Localised } from '@/catalogue/schema'
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

declare global {
  namespace Vike {
    interface PageContext {
      ui: PageUiByLang
      /** The same page in the other language; absent on the 404 and error pages. */
      twin?: string
    }
  }
}
