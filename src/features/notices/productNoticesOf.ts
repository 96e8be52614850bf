/**
 * A product page's notices: those of the last twelve months that affect its codes, newest first,
 * each linking to its place on the notices page; null when there are none. Its words come with it,
 * so the page carries no group of texts for them.
 */
import type { CatalogueData } from '../../catalogue/generatedData.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { Dictionary } from '../../i18n/dictionary.ts'
import { noticeItems, recentNotices } from './noticeItems.ts'
import { noticeHref, noticesPagePath } from './noticePaths.ts'

export function productNoticesOf(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'notices' | 'day'>, productId: string, lang: Lang, t: Dictionary) {
  const affecting = recentNotices(catalogue).filter((n) => n.products.some((p) => p.id === productId))
  if (affecting.length === 0) return null
  const items = noticeItems(catalogue, affecting, lang).map((n, i) => ({
    href: noticeHref(n.id, lang),
    date: n.date,
    dateText: n.dateText,
    kind: n.kind,
    kindName: n.kindName,
    title: n.title,
    text: n.text,
    codes: affecting[i]!.products.find((p) => p.id === productId)!.codes,
  }))
  return { heading: t['notices.recent'], all: { href: noticesPagePath(lang), text: t['notices.allNotices'] }, codesLabel: t['notices.codes'], items }
}
