/**
 * GS1 Digital Link entry points: for every code with a GTIN, what its label designates and where a
 * person or an app scanning it goes. The build writes from these, for each GTIN, a landing page at
 * /01/{GTIN-14}/, a linkset (RFC 9264) beside it, and one description file for the site
 * (scripts/build/writeDigitalLinks.ts). Relative imports: the build loads this module in Node.
 */
import { ifuDocumentPath } from '../../catalogue/buildRoutes.ts'
import { formatNumber, formatSize } from '../../catalogue/formatSize.ts'
import { productTitle } from '../../catalogue/productTitle.ts'
import { type CatalogueData, type Company, type Lang, type Localised, langs } from '../../catalogue/schema.ts'
import { digitalLinkPath, digitalLinkUri, GTIN_AI } from './digitalLinkPath.ts'

/** An IFU document of the code's product: its language and its page in each interface language. */
export interface LabelIfu {
  language: string
  languageName: Localised<string>
  page: Localised<string>
}

/** What one label designates, in both languages, with the links a person scanning it wants. */
export interface LabelEntry {
  gtin: string
  code: string
  product: Localised<string>
  size: Localised<string>
  pieces: number
  /** The product page with the code's row marked (…/#CODE). */
  productPage: Localised<string>
  ifu: LabelIfu[]
  declaration?: { pdf: string; issued: string }
}

/** Every code with a GTIN, in catalogue order; a GTIN is unique in the catalogue (the check holds it so). */
export function labelEntries(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments'>): LabelEntry[] {
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  const entries: LabelEntry[] = []
  for (const product of catalogue.products) {
    const line = lines.get(product.line)
    const ifu = catalogue.ifuDocuments
      .filter((d) => d.products.includes(product.id))
      .map((d) => ({ language: d.language, languageName: d.languageName, page: byLang((lang) => ifuDocumentPath(`${d.page}/${d.language}`, lang)) }))
    // Codes no longer sold too: their labels are still on boxes in use, and lead to their instructions.
    const items = [...(product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : [])), ...(product.table?.withdrawn ?? [])]
    for (const item of items) {
      if (item.gtin === undefined) continue
      entries.push({
        gtin: item.gtin,
        code: item.code,
        product: byLang((lang) => {
          const variant = item.variant?.[lang]
          const title = productTitle(line, product, lang)
          return variant ? `${title} (${variant})` : title
        }),
        size: byLang((lang) => (item.size ? formatSize(item.size, lang) : '')),
        pieces: item.pieces,
        productPage: byLang((lang) => `${product.path[lang]}#${encodeURIComponent(item.code)}`),
        ifu,
        ...(line?.declarationOfConformity ? { declaration: line.declarationOfConformity } : {}),
      })
    }
  }
  return entries
}

const byLang = <T>(of: (lang: Lang) => T): Localised<T> => Object.fromEntries(langs.map((lang) => [lang, of(lang)])) as Localised<T>

/** The pieces of a pack as a language writes them: "1000 pezzi", "1000 pieces". */
export const piecesText = (entry: Pick<LabelEntry, 'pieces'>, lang: Lang, unit: string): string => `${formatNumber(entry.pieces, lang)} ${unit}`

/** One link of a linkset (RFC 9264 §4.2): the target and its attributes. */
export interface LinkTarget {
  href: string
  title?: string
  type?: string
  hreflang?: string[]
}

export interface Linkset {
  linkset: [{ anchor: string } & Record<string, LinkTarget[] | string>]
}

/** GS1's link types, as URIs (the Web Vocabulary's namespace). */
export const GS1_VOCABULARY = 'https://gs1.org/voc/'
const rel = (type: 'eifu' | 'pip' | 'certificationInfo' | 'defaultLink') => `${GS1_VOCABULARY}${type}`

/**
 * The linkset of a GTIN (RFC 9264, GS1's link types): its instructions for use (gs1:eifu, each
 * document's page in the interface of its own language where the site has it, else in English),
 * the product page in both languages (gs1:pip), the declaration of conformity
 * (gs1:certificationInfo), and the landing page as gs1:defaultLink. The anchor is the Digital
 * Link URI a label prints.
 */
export function linksetOf(entry: LabelEntry, origin: string): Linkset {
  const interfaceOf = (language: string): Lang => (langs.includes(language as Lang) ? (language as Lang) : 'en')
  const links: Record<string, LinkTarget[]> = {}
  if (entry.ifu.length > 0) {
    links[rel('eifu')] = entry.ifu.map((d) => ({
      href: origin + d.page[interfaceOf(d.language)],
      title: `${entry.product[interfaceOf(d.language)]} – ${d.languageName[interfaceOf(d.language)]}`,
      type: 'text/html',
      hreflang: [d.language],
    }))
  }
  links[rel('pip')] = langs.map((lang) => ({ href: origin + entry.productPage[lang], title: entry.product[lang], type: 'text/html', hreflang: [lang] }))
  if (entry.declaration) links[rel('certificationInfo')] = [{ href: origin + entry.declaration.pdf, title: 'EU declaration of conformity', type: 'application/pdf' }]
  links[rel('defaultLink')] = [{ href: origin + digitalLinkPath(entry.gtin), title: `${entry.code} – ${entry.product.en}`, type: 'text/html' }]
  return { linkset: [{ anchor: digitalLinkUri(origin, entry.gtin), ...links }] }
}

/**
 * /.well-known/gs1resolver: what a GS1-conformant resolver says of itself (GS1-Conformant Resolver
 * standard, §3). A static site resolves GTINs only (key 01), to a page by default, never to the
 * linkset (which it cannot choose by the Accept header).
 */
export function resolverDescription(origin: string, company: Pick<Company, 'name' | 'legalAddress' | 'phone' | 'email'>) {
  return {
    name: `${company.name} – GS1 Digital Link`,
    resolverRoot: origin,
    supportedPrimaryKeys: [GTIN_AI],
    supportedLinkType: [{ namespace: GS1_VOCABULARY, prefix: 'gs1:' }],
    linkTypeDefaultCanBeLinkset: false,
    jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
    contact: { fn: company.name, hasAddress: { streetAddress: company.legalAddress }, hasTelephone: company.phone, hasEmail: `mailto:${company.email}` },
  }
}
