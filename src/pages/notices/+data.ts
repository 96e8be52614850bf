import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams } from '#src/catalogue/data.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { noticeItems } from '#src/features/notices/noticeItems.ts'
import type { NoticeEntry } from '#src/features/notices/NoticeArticle.tsx'
import { safetyBlockHtml } from '#src/features/notices/safetyItem.ts'
import { noticeFeedPath } from '#src/features/notices/noticePaths.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['notices.title'], description: t['notices.description'] }
  // A safety notice's facts reach the page as its block's markup alone.
  const notices = noticeItems(catalogue, catalogue.notices, lang).map(({ safety, ...item }): NoticeEntry => ({
    ...item,
    ...(safety && { safetyHtml: safetyBlockHtml(safety, lang) }),
  }))
  const named = new Set(notices.flatMap((n) => n.lines))
  // The filter offers the lines some notice affects, in the catalogue's order.
  const lines = catalogue.lines.filter((l) => named.has(l.id)).map((l) => ({ id: l.id, name: l.name[lang] }))
  return { meta, back: pathOf('home', lang), feed: { href: noticeFeedPath(lang), title: t['notices.feedTitle'] }, notices, lines }
}
