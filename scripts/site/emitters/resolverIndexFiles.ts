/**
 * The resolver's index (src/features/digitalLink/resolverData.ts), made from the catalogue: a pure
 * function from the catalogue and its settings to the files the build writes beside the site and
 * the dev server serves, in a stable order. Every GTIN of a code (its pack's, its box's, its
 * carton's) is an entry, with the code's levels as the order unit has them; the catalogue check
 * holds them unique.
 */
import { ifuDocumentPath, staticRoutes } from '../../../src/catalogue/routesOf.ts'
import { formatSize } from '../../../src/catalogue/formatSize.ts'
import { levelsOf } from '../../../src/catalogue/orderUnit.ts'
import type { PackLevel } from '../../../src/catalogue/packLevels.ts'
import { productTitle } from '../../../src/catalogue/productTitle.ts'
import type { CatalogueData, SiteData } from '../../../src/catalogue/generatedData.ts'
import type { Lang } from '../../../src/catalogue/langs.ts'
import type { Localised } from '../../../src/catalogue/localised.ts'
import type { TableItem } from '../../../src/catalogue/productTable.ts'
import { dictionaries } from '../../../src/i18n/dictionary.ts'
import { GS1_VOCABULARY, LINKSET_CONTEXT } from '../../../src/features/digitalLink/linksetOf.ts'
import { GTIN_AI } from '../../../src/features/digitalLink/parseDigitalLink.ts'
import { noticeHref } from '../../../src/features/notices/noticePaths.ts'
import {
  type GtinRecord,
  type ProductRecord,
  type SafetyRecord,
  RESOLVER_MANIFEST_PATH,
  type ResolverManifest,
  type ResolverShard,
  shardCount,
  shardOf,
  shardPath,
} from '../../../src/features/digitalLink/resolverData.ts'

export interface ResolverIndexConfig {
  /** The landing page's CSS and its sha256 source expression ('sha256-…'), made by the build. */
  css: string
  cssHash: string
}

/** A file of the index at its address on the site, with the leading slash, as the Function reads it. */
export interface ResolverIndexFile {
  path: string
  contents: string
}

type Catalogue = Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments' | 'notices' | 'day'> & Pick<SiteData, 'company'>

const byLang = <T>(of: (lang: Lang) => T): Localised<T> => ({ it: of('it'), en: of('en') })

/** UI texts the resolver's pages use: its own group, and the footer's. */
const TEXT_KEYS = (key: string) => key.startsWith('digitalLink.') || ['footer.vat', 'footer.privacy', 'footer.disclaimer', 'nav.home'].includes(key)

const routePath = (id: string): Localised<string> => {
  const route = staticRoutes.find((r) => r.id === id)
  if (!route) throw new Error(`No route "${id}" in the route table`)
  return route.path
}

function productRecords(catalogue: Catalogue): Map<string, ProductRecord> {
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  return new Map(
    catalogue.products.map((product) => {
      const line = lines.get(product.line)
      const documents = catalogue.ifuDocuments
        .filter((d) => d.products.includes(product.id))
        .map((d) => ({
          document: d.document,
          language: d.language,
          languageName: d.languageName,
          page: byLang((lang) => ifuDocumentPath(`${d.page}/${d.language}`, lang)),
          revisions: [d.current, ...d.earlier].map(({ revision, issued, pdf }) => ({ revision, issued, pdf })),
        }))
      const record: ProductRecord = {
        title: byLang((lang) => productTitle(line, product, lang)),
        page: product.path,
        ...(product.shelfLifeMonths !== undefined ? { shelfLifeMonths: product.shelfLifeMonths } : {}),
        ifu: documents,
        ...(line?.declarationOfConformity ? { declaration: line.declarationOfConformity } : {}),
        ...(product.withdrawn !== undefined ? { withdrawn: product.withdrawn } : {}),
      }
      return [product.id, record]
    }),
  )
}

/**
 * Every GTIN of the catalogue with what it designates, in catalogue order: the codes on sale, then
 * those withdrawn, whose labels are still on boxes in hospitals and so must keep resolving.
 */
export function gtinRecords(catalogue: Pick<CatalogueData, 'products'>): [string, GtinRecord][] {
  const records: [string, GtinRecord][] = []
  for (const product of catalogue.products) {
    const items = [...(product.table?.rows ?? []).flatMap((row) => (row.kind === 'item' ? [row.item] : [])), ...(product.table?.withdrawn ?? [])]
    for (const item of items) for (const { level, gtin } of levelsOf(item)) if (gtin !== undefined) records.push([gtin, gtinRecord(product.id, item, level)])
  }
  return records
}

function gtinRecord(product: string, item: TableItem & { withdrawn?: string }, level: PackLevel): GtinRecord {
  return {
    code: item.code,
    product,
    level,
    levels: levelsOf(item),
    ...(item.variant ? { variant: item.variant } : {}),
    size: byLang((lang) => (item.size ? formatSize(item.size, lang) : '')),
    ...(item.withdrawn !== undefined ? { withdrawn: item.withdrawn } : {}),
  }
}

/** The safety notices of each GTIN they name, open ones first, then newest first. */
function safetyByGtin(notices: CatalogueData['notices']): Map<string, SafetyRecord[]> {
  const byGtin = new Map<string, SafetyRecord[]>()
  const ordered = notices
    .filter((n) => n.safety)
    .sort((a, b) => Number(a.safety!.status === 'closed') - Number(b.safety!.status === 'closed') || b.date.localeCompare(a.date))
  for (const { id, date, title, safety } of ordered) {
    const { kind, status, actions, letter, lots, lotRanges, expiry, gtins } = safety!
    const record: SafetyRecord = {
      id,
      date,
      kind,
      status,
      title,
      actions,
      letter,
      page: byLang((lang) => noticeHref(id, lang)),
      lots,
      lotRanges,
      ...(expiry && { expiry }),
    }
    for (const gtin of gtins) {
      const list = byGtin.get(gtin)
      if (list) list.push(record)
      else byGtin.set(gtin, [record])
    }
  }
  return byGtin
}

/** What the resolver says of itself at /.well-known/gs1resolver: GTINs only, GS1's link types, a page by default, language variants. */
function resolverDescription(company: SiteData['company']) {
  return {
    name: `${company.name} – GS1 Digital Link`,
    supportedPrimaryKeys: [GTIN_AI],
    supportedLinkType: [{ namespace: GS1_VOCABULARY, prefix: 'gs1:' }],
    linkTypeDefaultCanBeLinkset: false,
    supportsLanguageVariants: true,
    supportsSemanticInterpretation: false,
    validatesAIcombinations: false,
    jsonLdContextLocation: LINKSET_CONTEXT,
    contact: {
      fn: company.name,
      hasAddress: { streetAddress: company.legalAddress },
      // vCard's hasTelephone and hasEmail are URIs.
      hasTelephone: `tel:${company.phone.replace(/[^\d+]/g, '')}`,
      hasEmail: `mailto:${company.email}`,
    },
  }
}

/** The manifest and the shards, each a JSON file at its path under the site. */
export function resolverIndexFiles(catalogue: Catalogue, config: ResolverIndexConfig): ResolverIndexFile[] {
  const products = productRecords(catalogue)
  const gtins = gtinRecords(catalogue)
  const shards = shardCount(gtins.length)
  const safety = safetyByGtin(catalogue.notices)
  const manifest: ResolverManifest = {
    shards,
    day: catalogue.day,
    company: { name: catalogue.company.name, legalAddress: catalogue.company.legalAddress, vatNumber: catalogue.company.vatNumber },
    links: {
      home: routePath('home'),
      ifu: routePath('ifu'),
      search: routePath('search'),
      contact: routePath('contact'),
      privacy: routePath('privacy'),
      disclaimer: routePath('disclaimer'),
    },
    texts: byLang((lang) => Object.fromEntries(Object.entries(dictionaries[lang]).filter(([key]) => TEXT_KEYS(key)))),
    css: config.css,
    cssHash: config.cssHash,
    description: resolverDescription(catalogue.company),
  }
  const content: ResolverShard[] = Array.from({ length: shards }, () => ({ products: {}, gtins: {} }))
  for (const [gtin, record] of gtins) {
    const shard = content[shardOf(gtin, shards)]!
    const notices = safety.get(gtin)
    shard.gtins[gtin] = notices ? { ...record, safety: notices } : record
    shard.products[record.product] ??= products.get(record.product)!
  }
  return [
    { path: RESOLVER_MANIFEST_PATH, contents: JSON.stringify(manifest) },
    ...content.flatMap((shard, i) => (Object.keys(shard.gtins).length > 0 ? [{ path: shardPath(i), contents: JSON.stringify(shard) }] : [])),
  ]
}
