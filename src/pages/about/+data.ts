import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams } from '#src/catalogue/data.ts'
import { imageFor } from '#src/images/imageFor.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const sections = catalogue.about.map((s) => ({
    image: imageFor(s.image),
    alt: s.imageAlt[lang],
    blocks: s.content.map((b) => ({ title: b.title[lang], text: b.text[lang] })),
  }))
  const firstText = sections[0]?.blocks[0]?.text ?? ''
  const meta: PageMeta = { title: catalogue.texts['about.title'][lang], description: firstText.split(/\n/)[0]!.slice(0, 160) }
  return {
    meta,
    title: catalogue.texts['about.title'][lang],
    slogan: catalogue.texts['about.slogan'][lang],
    back: pathOf('home', lang),
    sections,
    certifications: catalogue.certifications.map((c) => ({ id: c.id, name: c.name[lang], pdf: c.pdf })),
  }
}
