import type { CategoryId, Lang } from '@/catalogue/schema'
import type { Dictionary } from '@/i18n/dictionary'

/**
 * What every page needs in the browser besides its own data: the UI labels and the company facts
 * of the header and footer, in the page language only (both languages on the shared 404 page).
 * It travels in pageContext (see +onBeforeRender.ts), not in the JavaScript bundle, so the
 * first-load JavaScript does not grow with the dictionaries.
 */
export interface PageUi {
  labels: Dictionary
  company: {
    name: string
    legalAddress: string
    hqAddress: string
    warehouseAddress: string
    phone: string
    email: string
    vatNumber: string
    registration: string
    shareCapital: string
    officeHours: string
    ordersHost: string
  }
  categories: { id: CategoryId; name: string }[]
}

export type PageUiByLang = Partial<Record<Lang, PageUi>>

declare global {
  namespace Vike {
    interface PageContext {
      ui: PageUiByLang
      /** The same page in the other language; absent on the 404 and error pages. */
      twin?: string
    }
  }
}
