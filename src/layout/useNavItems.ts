import type { Lang } from '#src/catalogue/langs.ts'
import type { TextKey } from '#src/i18n/dictionary.ts'
import { textOf } from '#src/i18n/texts.ts'
import { useUi } from '#src/i18n/useT.ts'
import { clientAreaUrl } from '#src/routing/clientAreaUrl.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export interface NavItem {
  text: string
  href: string
  /** A link that leaves the site. */
  external?: boolean
  /** A category: its products' pages lie under its path. */
  section?: boolean
  /** A page loaded afresh rather than routed in the page: its own headers allow what others refuse (the scan page's camera). */
  fullLoad?: boolean
}

/** The header's links in the page language, shared by the desktop bar and the mobile menu. */
export function useNavItems(lang: Lang): { main: NavItem[]; clientArea: NavItem[] } {
  const { texts: l, categories, company } = useUi()
  const t = (key: TextKey) => textOf(l, key)
  const main: NavItem[] = [
    { text: t('nav.home'), href: pathOf('home', lang) },
    ...categories.map((c) => ({ text: c.name, href: pathOf(`category:${c.id}`, lang), section: true })),
    { text: t('nav.about'), href: pathOf('about', lang) },
    { text: t('nav.contact'), href: pathOf('contact', lang) },
  ]
  const host = company.ordersHost
  const clientArea: NavItem[] = [
    { text: t('nav.ifu'), href: pathOf('ifu', lang) },
    { text: t('nav.orderTracking'), href: clientAreaUrl(host, 'ord', lang), external: true },
    { text: t('nav.declaration'), href: clientAreaUrl(host, 'ddt', lang), external: true },
    // For sterile-processing staff, after the specification's links, which keep their places.
    { text: t('nav.scan'), href: pathOf('scan', lang), fullLoad: true },
    { text: t('nav.compatibility'), href: pathOf('compatibility', lang) },
    { text: t('nav.guide'), href: pathOf('guide', lang) },
    { text: t('nav.whereToBuy'), href: pathOf('whereToBuy', lang) },
    // For buyers under contract: every change to what they buy.
    { text: t('nav.notices'), href: pathOf('notices', lang) },
  ]
  return { main, clientArea }
}
