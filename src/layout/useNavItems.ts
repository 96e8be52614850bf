import type { Lang } from '@/catalogue/schema'
import type { LabelKey } from '@/i18n/dictionary'
import { labelOf } from '@/i18n/labels'
import { useUi } from '@/i18n/useT'
import { clientAreaUrl } from '@/routing/clientAreaUrl'
import { pathOf } from '@/routing/routeTable'

export interface NavItem {
  label: string
  href: string
  /** A link that leaves the site. */
  external?: boolean
  /** A category: its products' pages lie under its path. */
  section?: boolean
}

/** The header's links in the page language, shared by the desktop bar and the mobile menu. */
export function useNavItems(lang: Lang): { main: NavItem[]; clientArea: NavItem[] } {
  const { labels: l, categories, company } = useUi()
  const t = (key: LabelKey) => labelOf(l, key)
  const main: NavItem[] = [
    { label: t('nav.home'), href: pathOf('home', lang) },
    ...categories.map((c) => ({ label: c.name, href: pathOf(`category:${c.id}`, lang), section: true })),
    { label: t('nav.about'), href: pathOf('about', lang) },
    { label: t('nav.contact'), href: pathOf('contact', lang) },
  ]
  const host = company.ordersHost
  const clientArea: NavItem[] = [
    { label: t('nav.ifu'), href: pathOf('ifu', lang) },
    { label: t('nav.orderTracking'), href: clientAreaUrl(host, 'ord', lang), external: true },
    { label: t('nav.declaration'), href: clientAreaUrl(host, 'ddt', lang), external: true },
  ]
  return { main, clientArea }
}
