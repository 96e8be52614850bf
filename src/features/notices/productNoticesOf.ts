/**
 * A product page's notices: its open safety notices, whatever their age, first; then those of the
 * last twelve months that affect its codes, newest first; each linking to its place on the notices
 * page; null when there are none. Its words come with it, so the page carries no group of texts for them.
 */
import type { CatalogueData, Notice } from '../../catalogue/generatedData.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { Dictionary } from '../../i18n/dictionary.ts'
import { noticeItems, recentNotices } from './noticeItems.ts'
import { noticeHref, noticesPagePath } from './noticePaths.ts'

export function productNoticesOf(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'notices' | 'day'>, productId: string, lang: Lang, t: Dictionary) {
  const ofProduct = (n: Notice) => n.products.some((p) => p.id === productId)
  const open = catalogue.notices.filter((n) => n.safety?.status === 'open' && ofProduct(n))
  const recent = recentNotices(catalogue).filter((n) => ofProduct(n) && !open.includes(n))
  if (open.length + recent.length === 0) return null
  const itemsOf = (notices: Notice[]) =>
    noticeItems(catalogue, notices, lang).map((n, i) => ({
      id: n.id,
      href: noticeHref(n.id, lang),
      date: n.date,
      dateText: n.dateText,
      kind: n.kind,
      kindName: n.kindName,
      title: n.title,
      text: n.text,
      codes: notices[i]!.products.find((p) => p.id === productId)!.codes,
      safety: n.safety,
    }))
  return {
    heading: t['notices.recent'],
    safetyHeading: t['notices.safety.openHeading'],
    actionsLabel: t['notices.safety.actions'],
    letterLabel: t['notices.safety.letter'],
    all: { href: noticesPagePath(lang), text: t['notices.allNotices'] },
    codesLabel: t['notices.codes'],
    safety: itemsOf(open),
    items: itemsOf(recent),
  }
}
