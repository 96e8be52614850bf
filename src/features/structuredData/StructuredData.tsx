import type { Lang } from '#src/catalogue/langs.ts'
import type { Route } from '#src/catalogue/route.ts'
import { catalogue, productById, site } from '#src/catalogue/data.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import { breadcrumbLd, organizationLd, productLd } from './linkedData'

// "<" escaped, so no text from the catalogue can end the script element.
const toScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

/**
 * The page's JSON-LD, in its <head> (prerender only). `title` is the page's own heading, the last
 * breadcrumb.
 */
export function StructuredData({ route, lang, title, origin }: { route: Route; lang: Lang; title: string; origin: string }) {
  const blocks: object[] = []
  const home = { name: site.company.name, url: origin + pathOf('home', lang) }
  if (route.page === 'home') blocks.push(organizationLd(site, origin, lang))
  else {
    const trail = [home]
    // By its index, not by a scan: every page of a catalogue of thousands of products is rendered.
    const product = route.page === 'product' && route.ref !== undefined ? productById(route.ref) : undefined
    const category = product ? site.categories.find((c) => c.id === product.category) : undefined
    if (category) trail.push({ name: category.name[lang], url: origin + pathOf(`category:${category.id}`, lang) })
    trail.push({ name: title, url: origin + route.path[lang] })
    blocks.push(breadcrumbLd(trail))
    const productBlock = product && productLd(catalogue, site, product, origin, lang)
    if (productBlock) blocks.push(productBlock)
  }
  return (
    <>
      {blocks.map((b, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: toScript(b) }} />
      ))}
    </>
  )
}
