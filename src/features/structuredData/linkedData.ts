/**
 * schema.org structured data (JSON-LD) built from the catalogue at prerender: the company on the
 * home page, the breadcrumb trail below it, and each product with its codes. Typed with schema-dts,
 * so a property schema.org does not define for a type fails type-checking. No prices: the
 * catalogue has none, and Google shows products without offers.
 */
import type { BreadcrumbList, Organization, ProductGroup, WithContext } from 'schema-dts'
import type { CatalogueData, Lang, Product, SiteData } from '@/catalogue/schema'
import { formatSize } from '@/catalogue/formatSize'
import { productTitle } from '@/catalogue/productTitle'
import { dictionaries } from '@/i18n/dictionary'

const address = (text: string) => ({ '@type': 'PostalAddress' as const, streetAddress: text, addressCountry: 'IT' })

export function organizationLd(site: SiteData, origin: string, lang: Lang): WithContext<Organization> {
  const c = site.company
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: c.name,
    url: `${origin}${lang === 'it' ? '/' : '/en'}`,
    logo: `${origin}/favicon.svg`,
    email: c.email,
    telephone: c.phone,
    vatID: c.vatNumber,
    ...(c.founded ? { foundingDate: c.founded } : {}),
    address: address(c.legalAddress),
    location: [c.hqAddress, c.warehouseAddress].map((a) => ({ '@type': 'Place' as const, address: address(a) })),
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: c.email, telephone: c.phone, availableLanguage: ['it', 'en'] },
  }
}

export function breadcrumbLd(trail: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
  }
}

export function productLd(catalogue: CatalogueData, site: SiteData, product: Product, origin: string, lang: Lang): WithContext<ProductGroup> {
  const line = catalogue.lines.find((l) => l.id === product.line)
  const name = productTitle(line, product, lang)
  const url = origin + product.path[lang]
  const brand = { '@type': 'Brand' as const, name: line?.name[lang] ?? site.company.name }
  const items = (product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name,
    description: product.description[lang],
    url,
    image: origin + product.image,
    brand,
    manufacturer: { '@id': `${origin}/#organization` },
    productGroupID: product.id,
    ...(items.some((i) => i.size) ? { variesBy: 'https://schema.org/size' } : {}),
    hasVariant: items.map((item) => {
      const size = item.size ? formatSize(item.size, lang) : undefined
      return {
        '@type': 'Product',
        sku: item.code,
        name: [name, item.variant?.[lang], size].filter(Boolean).join(' '),
        url: `${url}#${encodeURIComponent(item.code)}`,
        brand,
        ...(size ? { size } : {}),
        additionalProperty: { '@type': 'PropertyValue', name: dictionaries[lang]['table.pieces'], value: item.pieces },
      }
    }),
  }
}
