import type { Lang } from '#src/catalogue/langs.ts'
import type { Localised } from '#src/catalogue/localised.ts'
import type { Category, Company } from '#src/catalogue/generatedData.ts'
import type { InLanguage } from '#src/i18n/inLanguage.ts'
import type { TextGroup, Texts } from '#src/i18n/texts.ts'

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
 * The text groups the layout shows on every page: header, menu, search, footer, the medical
 * notice, and the error messages of the error boundary and the 404 page. The test beside this file
 * finds them in the layout's code, and each page's own in its code.
 */
export const LAYOUT_TEXTS = ['site', 'layout', 'header', 'nav', 'search', 'footer', 'notice', 'error', 'notFound'] as const satisfies readonly TextGroup[]

/**
 * What every page needs in the browser besides its own data: the UI texts and the company facts
 * of the header and footer, in the page language only (both languages on the shared 404 page).
 * It travels in pageContext (see +onBeforeRender.ts), not in the JavaScript bundle, so the
 * first-load JavaScript does not grow with the dictionaries. The texts are the layout's and the
 * page's own groups (its +texts.ts), so that a category page does not carry the contact form's:
 * a page reached in the browser brings its own with its page context.
 */
export interface PageUi {
  texts: Texts
  company: InLanguage<Pick<Company, (typeof pageCompanyFacts)[number]>>
  categories: InLanguage<Pick<Category, 'id' | 'name'>>[]
}

export type PageUiByLang = Partial<Localised<PageUi>>

declare global {
  namespace Vike {
    interface Config {
      /** The text groups a page shows besides the layout's (a page's +texts.ts; see LAYOUT_TEXTS). */
      texts?: readonly TextGroup[]
    }
    interface ConfigResolved {
      texts?: readonly TextGroup[]
    }
    interface PageContext {
      ui: PageUiByLang
      /** The same page in the other language; absent on the 404 and error pages. */
      twin?: string
      /** On an Italian page, the medical notice's texts in English, for a browser that prefers English. */
      noticeOther?: { lang: Lang; texts: Texts }
    }
  }
}
