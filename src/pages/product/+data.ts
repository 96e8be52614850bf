import type { PageContextServer } from 'vike/types'
import { categoryById, lineById, pageParams, productById } from '@/catalogue/data'
import { imageFor } from '@/images/imageFor'
import type { PageMeta } from '@/layout/pageMeta'
import { pathOf } from '@/routing/routeTable'
import { localiseTable } from './localiseTable'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const { lang, ref } = pageParams(pageContext)
  const product = productById(ref)
  const line = lineById(product.line)
  const category = categoryById(product.category)
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
  }
}
