import type { RouteContext } from '@/pageData/prerenderPages'
import { catalogue, pageParams } from '@/catalogue/data'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { noticeItems } from '@/features/notices/noticeItems'
import { noticeFeedPath } from '@/features/notices/noticePaths'
import { pathOf } from '@/routing/routeTable'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['notices.title'], description: t['notices.description'] }
  const notices = noticeItems(catalogue, catalogue.notices, lang)
  const named = new Set(notices.flatMap((n) => n.lines))
  // The filter offers the lines some notice affects, in the catalogue's order.
  const lines = catalogue.lines.filter((l) => named.has(l.id)).map((l) => ({ id: l.id, name: l.name[lang] }))
  return { meta, back: pathOf('home', lang), feed: { href: noticeFeedPath(lang), title: t['notices.feedTitle'] }, notices, lines }
}
