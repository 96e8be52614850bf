import type { Category, Company, Lang, Localised } from '@/catalogue/schema'
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
  'copyrightYear',
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
      /** On an Italian page, the medical notice's labels in English, for a browser that prefers English. */
      noticeOther?: { lang: Lang; labels: Labels }
    }
  }
}
