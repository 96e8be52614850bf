/**
 * schema.org structured data (JSON-LD) built from the catalogue at prerender: the company on the
 * home page, the breadcrumb trail below it, and each product with its codes. Typed with schema-dts,
 * so a property schema.org does not define for a type fails type-checking. No prices: the
 * catalogue has none, and Google shows products without offers.
 */
import type { BreadcrumbList, DefinedTerm, Organization, PostalAddress, Product as ProductLd, ProductGroup, PropertyValue, WithContext } from 'schema-dts'
import { langs } from '#src/catalogue/langs.ts'
import { localiseTable } from '#src/catalogue/localiseTable.ts'
import { postalParts } from '#src/catalogue/postalAddress.ts'
import { productTitle } from '#src/catalogue/productTitle.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { type DisplayColumn, tableColumns } from '#src/catalogue/tableColumns.ts'
import type { CatalogueData, Product, SiteData } from '#src/catalogue/generatedData.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import { digitalLinkUri } from '#src/features/digitalLink/digitalLinkPath.ts'
import { LOGO_PATH } from './logoPath'

/** The address in its parts; the check holds the company's addresses to that form. */
function address(text: string): PostalAddress {
  const parts = postalParts(text)
  if (!parts) return { '@type': 'PostalAddress', streetAddress: text, addressCountry: 'IT' }
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.street,
    postalCode: parts.postcode,
    addressLocality: parts.city,
    ...(parts.province ? { addressRegion: parts.province } : {}),
    addressCountry: 'IT',
  }
}

export function organizationLd(site: SiteData, origin: string, lang: Lang): WithContext<Organization> {
  const c = site.company
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: c.name,
    url: origin + pathOf('home', lang),
    logo: origin + LOGO_PATH,
    email: c.email,
    telephone: c.phone,
    vatID: c.vatNumber,
    ...(c.founded ? { foundingDate: c.founded } : {}),
    address: address(c.legalAddress),
    location: [c.hqAddress, c.warehouseAddress].map((a) => ({ '@type': 'Place' as const, address: address(a) })),
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: c.email, telephone: c.phone, availableLanguage: [...langs] },
  }
}

export function breadcrumbLd(trail: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
  }
}

/** The columns schema.org has a property of its own for; the others are named by a DefinedTerm and given as additionalProperty. */
const SCHEMA_PROPERTY: Partial<Record<DisplayColumn, 'size' | 'color'>> = { size: 'size', colour: 'color' }

/** Columns whose values say what a code is by themselves ("75 × 200 mm", "Steam"); a count needs its header. */
const DESCRIBING = new Set<DisplayColumn>(['variant', 'size', 'grammage', 'colour', 'process', 'sterilisation'])

/** Columns that identify a code or one of its packaging levels. */
const IDENTIFYING = new Set<DisplayColumn>(['code', 'gtin', 'boxGtin', 'cartonGtin'])

/** A product's group id: letters, digits, "_" and "-" only, as Google asks. */
const productGroupId = (productId: string): string => productId.replace(/[^A-Za-z0-9_-]/g, '_')

/**
 * A product with a table: a ProductGroup whose variants are its codes, each with the values its
 * row shows, and `variesBy` naming the columns (and the group headings) whose values differ
 * between codes. A product of one code is a Product. Each variant's address ends with its code,
 * the id of its table row (src/components/ProductTable.tsx).
 */
export function productLd(
  catalogue: CatalogueData,
  site: SiteData,
  product: Product,
  origin: string,
  lang: Lang,
): WithContext<ProductGroup | ProductLd> | undefined {
  if (!product.table) return undefined
  const line = catalogue.lines.find((l) => l.id === product.line)
  const name = productTitle(line, product, lang)
  const url = origin + product.path[lang]
  const brand = { '@type': 'Brand' as const, name: line?.name[lang] ?? site.company.name }
  const table = localiseTable(product.table, lang)
  // The code and the GTINs identify a variant (sku, gtin14) or its box and carton; they are no property it varies by.
  const columns = product.table.columns.map((column, j) => ({ column, header: table.headers[j]!, j })).filter((c) => !IDENTIFYING.has(c.column))
  const gtinAt = product.table.columns.indexOf('gtin')
  let heading: string | undefined
  const codes = table.rows.flatMap((row) => {
    if (typeof row === 'string') {
      heading = row
      return []
    }
    return [{ heading, cells: row }]
  })
  const differs = (values: (string | undefined)[]) => new Set(values).size > 1
  const groupLabel = tableColumns.group.label[lang]
  // A property the variants vary by is one each of them has: a column some codes leave empty names none.
  const varying = columns.filter((c) => differs(codes.map((code) => code.cells[c.j])) && codes.every((code) => code.cells[c.j] !== ''))
  const term = (column: string, header: string): string | DefinedTerm => {
    const property = SCHEMA_PROPERTY[column as DisplayColumn]
    return property ? `https://schema.org/${property}` : { '@type': 'DefinedTerm', termCode: column, name: header }
  }
  const variant = ({ heading: group, cells }: (typeof codes)[number]): ProductLd => {
    const own: PropertyValue[] = []
    const properties: Record<string, string> = {}
    if (group !== undefined) own.push({ '@type': 'PropertyValue', propertyID: 'group', name: groupLabel, value: group })
    for (const c of columns) {
      const value = cells[c.j]!
      if (value === '') continue
      const property = SCHEMA_PROPERTY[c.column]
      if (property) properties[property] = value
      else own.push({ '@type': 'PropertyValue', propertyID: c.column, name: c.header, value })
    }
    const gtin = gtinAt < 0 ? '' : cells[gtinAt]!
    return {
      '@type': 'Product',
      sku: cells[0]!,
      ...(gtin !== '' ? { gtin14: gtin, hasGS1DigitalLink: digitalLinkUri(origin, gtin) } : {}),
      // Told apart by what differs: a size as it reads, a count with its header.
      name: [name, group, ...varying.map((c) => (DESCRIBING.has(c.column) ? cells[c.j] : `${c.header} ${cells[c.j]}`))].filter(Boolean).join(' – '),
      url: `${url}#${encodeURIComponent(cells[0]!)}`,
      brand,
      ...properties,
      ...(own.length > 0 ? { additionalProperty: own } : {}),
    }
  }
  const common = { name, description: product.description[lang], image: origin + product.image, brand, manufacturer: { '@id': `${origin}/#organization` } }
  if (codes.length === 1) return { '@context': 'https://schema.org', ...variant(codes[0]!), ...common, url }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...common,
    url,
    productGroupID: productGroupId(product.id),
    variesBy: [...(differs(codes.map((code) => code.heading)) ? [term('group', groupLabel)] : []), ...varying.map((c) => term(c.column, c.header))],
    hasVariant: codes.map(variant),
  }
}
