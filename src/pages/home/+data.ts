import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams, site } from '#src/catalogue/data.ts'
import type { CatalogueData } from '#src/catalogue/generatedData.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { heroPicture } from '#src/images/heroPicture.ts'
import { imageFor, imagePaths } from '#src/images/imageFor.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const text = (key: keyof CatalogueData['texts']) => catalogue.texts[key][lang]
  const meta: PageMeta = { title: text('hero.title'), description: dictionaries[lang]['home.description'], home: true }
  const hero = heroPicture(imagePaths())
  return {
    meta,
    hero: { title: text('hero.title'), subtitle: text('hero.subtitle'), cta: text('hero.cta'), image: hero ? imageFor(hero) : null },
    categoriesTitle: text('categories.title'),
    categories: site.categories.map((c) => ({
      id: c.id,
      name: c.name[lang],
      description: c.description[lang],
      href: pathOf(`category:${c.id}`, lang),
      image: imageFor(c.image),
    })),
    newsTitle: text('news.title'),
    news: catalogue.news.map((n) => ({ id: n.id, title: n.title[lang], description: n.description[lang], image: imageFor(n.image) })),
    why: { title: text('why.title'), text: text('why.text') },
  }
}
