import type { PageContextServer } from 'vike/types'
import type { CatalogueData, Lang, SiteData } from '@/catalogue/schema'
import catalogueJson from '@/generated/catalogue.json'
import siteJson from '@/generated/site.json'
import { catalogueDownload, productDownloads } from '@/features/downloads/downloadFiles'
import { imageFor } from '@/images/imageFor'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'
import { siteOrigin } from '@/routing/siteOrigin'
import { localiseTable } from './localiseTable'

const catalogue = catalogueJson as CatalogueData
const site = siteJson as SiteData

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const lang = pageContext.routeParams.lang as Lang
  const id = pageContext.routeParams.ref!
  const product = catalogue.products.find((p) => p.id === id)
  if (!product) throw new Error(`Product "${id}" is in the route table but not in the catalogue`)
  const line = catalogue.lines.find((l) => l.id === product.line)
  const category = site.categories.find((c) => c.id === product.category)
  if (!line || !category) throw new Error(`Product "${id}": line "${product.line}" or category "${product.category}" is missing`)
  const categoryPath = pathOf(`category:${category.id}`, lang)
  // "Steripaper – Flat pouches": the same product name exists in several lines.
  const lineName = line.slug[lang] !== '' && line.name[lang] !== product.name[lang] ? line.name[lang] : ''
  const meta: PageMeta = { title: lineName ? `${lineName} – ${product.name[lang]}` : product.name[lang], description: product.description[lang] }
  return {
    meta,
    name: product.name[lang],
    lineName,
    category: { name: category.name[lang], href: categoryPath },
    description: product.description[lang],
    image: imageFor(product.image),
    note: product.note?.[lang] ?? '',
    featuresHtml: product.features?.[lang] ?? '',
    table: product.table ? localiseTable(product.table, lang) : null,
    /** Each table row's size in mm for the size filter; 'group' for a group row. */
    sizes: product.table?.rows.map((r) => (r.kind === 'group' ? ('group' as const) : r.item.size?.widthMm === undefined ? null : { w: r.item.size.widthMm, ...(r.item.size.lengthMm !== undefined ? { l: r.item.size.lengthMm } : {}) })) ?? [],
    contactHref: pathOf('contact', lang),
    packing: site.company.packing,
    downloads: product.table ? { ...productDownloads(product, lang), catalogue: catalogueDownload(lang) } : null,
    /** Printed at the foot of the datasheet. */
    url: siteOrigin + product.path[lang],
  }
}
