import type { RouteContext } from '@/pageData/prerenderPages'
import { catalogue, pageParams } from '@/catalogue/data'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { ifuDocumentPath } from '@/catalogue/routesOf'
import { pathOf } from '@/routing/routeTable'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['ifu.title'], description: t['ifu.description'] }
  return {
    meta,
    back: pathOf('home', lang),
    languages: catalogue.ifu.map((l) => ({
      code: l.language,
      name: l.name[lang],
      flag: `/images/flags/${l.flag}.svg`,
      products: l.products.map((p) => ({ name: p.name, pdf: p.pdf, page: ifuDocumentPath(p.ref, lang) })),
    })),
  }
}
