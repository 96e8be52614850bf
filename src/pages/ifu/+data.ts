import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams } from '#src/catalogue/data.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { ifuDocumentPath } from '#src/catalogue/routesOf.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['ifu.title'], description: t['ifu.description'] }
  return {
    meta,
    back: pathOf('home', lang),
    scan: pathOf('scan', lang),
    languages: catalogue.ifu.map((l) => ({
      code: l.language,
      name: l.name[lang],
      flag: `/images/flags/${l.flag}.svg`,
      products: l.products.map((p) => ({ name: p.name, pdf: p.pdf, page: ifuDocumentPath(p.ref, lang) })),
    })),
  }
}
