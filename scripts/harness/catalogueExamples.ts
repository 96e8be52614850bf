/**
 * Examples picked from the generated catalogue by their shape (the first product whose table lists
 * pouch sizes, the richest page of each template), never by name: the catalogue belongs to its
 * product managers, and the tests hold for whatever they publish.
 */
import { Parser } from 'htmlparser2'
import { langs } from '#src/catalogue/langs.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Localised } from '#src/catalogue/localised.ts'
import type { TableItem } from '#src/catalogue/productTable.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import type { PageKind, Route } from '#src/catalogue/route.ts'
import { productTypes } from '#src/catalogue/productTypes.ts'
import { wordsOf } from '#src/search/indexTerms.ts'
import { catalogue, itemsOf, pageHtml, routes, searchIndex, site } from './builtSite.ts'

function missing(what: string): never {
  throw new Error(`The generated catalogue has no ${what}, which this test needs as its example.`)
}

function first(what: string, test: (p: Product) => boolean): Product {
  // Products still sold: a withdrawn one has no request buttons or downloads to try.
  return catalogue.products.find((p) => p.withdrawn === undefined && test(p)) ?? missing(what)
}

/** A pouch: a width and a length in mm, no gusset. */
const isPouch = (i: TableItem) => i.size?.widthMm !== undefined && i.size.lengthMm !== undefined && i.size.gussetMm === undefined

/** The first product whose table lists only flat pouch sizes, at least `min` of them, with its codes in table order. */
export function pouchExample(min = 3) {
  const product = first(`product whose table lists only flat pouches, at least ${min}`, (p) => itemsOf(p).length >= min && itemsOf(p).every(isPouch))
  return { product, items: itemsOf(product).filter(isPouch) }
}

/** The first product that offers the pouch finder and lists only flat pouches. */
export function finderExample() {
  const product = first(
    'product offering the pouch finder with flat pouches only',
    (p) => p.pouchFinder === true && itemsOf(p).length > 0 && itemsOf(p).every(isPouch),
  )
  return { product, items: itemsOf(product) }
}

/** The first product with sizes whose page does not offer the pouch finder (a sheet, an indicator). */
export function noFinderExample() {
  return first(
    'product with sizes that does not offer the pouch finder',
    (p) => p.pouchFinder !== true && itemsOf(p).some((i) => i.size?.widthMm !== undefined),
  )
}

/** The first product whose table has group headings between its codes. */
export function groupedExample() {
  return first('product with group headings', (p) => (p.table?.rows ?? []).some((r) => r.kind === 'group'))
}

/** The sterilisation methods a product suits: its own and its codes'. */
export const methodsOf = (p: Product): Set<string> => new Set([...(p.attributes?.methods ?? []), ...itemsOf(p).flatMap((i) => i.methods ?? [])])

/** The first category whose products suit different methods, with its products and a method some but not all of them suit. */
export function methodExample() {
  for (const category of site.categories) {
    const products = category.lines
      .flatMap((id) => catalogue.lines.find((l) => l.id === id)!.products)
      .map((id) => catalogue.products.find((p) => p.id === id)!)
    const method = [...new Set(products.flatMap((p) => [...methodsOf(p)]))].find((m) => products.some((p) => !methodsOf(p).has(m)))
    if (method !== undefined) return { category, products, method }
  }
  return missing('category whose products suit different sterilisation methods')
}

const REGULATORY_IDS = ['basicUdiDi', 'emdn', 'bdRdm', 'riskClass'] as const
/**
 * The first product with every regulatory identifier, its line's declaration and IFU documents in
 * Italian, English and another language; the first with no identifier, no declaration and no IFU.
 */
export function regulatoryExamples() {
  const lineOf = (p: Product) => catalogue.lines.find((l) => l.id === p.line)!
  const documentsOf = (p: Product) => catalogue.ifuDocuments.filter((d) => d.products.includes(p.id))
  const languagesOf = (p: Product) => new Set(documentsOf(p).map((d) => d.language))
  const full =
    catalogue.products.find(
      (p) =>
        REGULATORY_IDS.every((k) => p.regulatory?.[k]) &&
        lineOf(p).declarationOfConformity &&
        languagesOf(p).has('it') &&
        languagesOf(p).has('en') &&
        languagesOf(p).size > 2,
    ) ?? missing('product with every identifier, a declaration and IFU documents in Italian, English and another language')
  const none =
    catalogue.products.find((p) => REGULATORY_IDS.every((k) => !p.regulatory?.[k]) && !lineOf(p).declarationOfConformity && documentsOf(p).length === 0) ??
    missing('product with no regulatory data')
  return { full, none, lineOf, documentsOf }
}

/** Every code of the catalogue with a GTIN, with its product; codes no longer sold too, whose labels are still in use. */
export const labelledCodes = () =>
  catalogue.products.flatMap((product) =>
    [...itemsOf(product), ...(product.table?.withdrawn ?? [])].flatMap((item) => (item.gtin ? [{ product, item, gtin: item.gtin }] : [])),
  )

/**
 * A label to scan: a code whose product has an IFU document in Italian with an earlier revision,
 * and a shelf life, so that a lot made the day after that revision was issued has a label that
 * dates it (`expiry`, AI 17, YYMMDD) and gets it (`revision`); else any code with an Italian IFU,
 * whose one revision every lot gets.
 */
export function labelExample() {
  const withItalian = labelledCodes().flatMap((l) =>
    catalogue.ifuDocuments.filter((d) => d.products.includes(l.product.id) && d.language === 'it').map((document) => ({ ...l, document })),
  )
  const label =
    withItalian.find((l) => l.document.earlier.length > 0 && l.product.shelfLifeMonths !== undefined) ??
    withItalian[0] ??
    missing('code with a GTIN whose product has an IFU document in Italian')
  const earlier = label.document.earlier[0]
  const day = new Date(`${earlier?.issued ?? label.document.current.issued}T00:00:00Z`)
  if (earlier) day.setUTCDate(day.getUTCDate() + 1)
  const made = day.toISOString().slice(0, 10)
  const revision = earlier && made < label.document.current.issued ? earlier : label.document.current
  const expires = new Date(day)
  expires.setUTCMonth(expires.getUTCMonth() + (label.product.shelfLifeMonths ?? 0))
  return { ...label, revision, expiry: expires.toISOString().slice(2, 10).replace(/-/g, '') }
}

/**
 * An open safety notice that lists lots, with a GTIN of its codes, a lot it lists and a lot of the
 * same length it does not: what the label page warns of, or names as listing other lots.
 */
export function safetyExample() {
  const notice = catalogue.notices.find((n) => n.safety?.status === 'open' && n.safety.gtins.length > 0 && n.safety.lots.length + n.safety.lotRanges.length > 0)
  if (!notice) return missing('open safety notice that lists lots of a code with a GTIN')
  const safety = notice.safety!
  const listed = safety.lots[0] ?? safety.lotRanges[0]!.first
  const listedOrInRange = (lot: string) =>
    safety.lots.includes(lot) || safety.lotRanges.some((r) => lot.length === r.first.length && lot >= r.first && lot <= r.last)
  const unlisted = ['z', 'Z', '9', '0', 'A'].map((c) => listed.slice(0, -1) + c).find((lot) => !listedOrInRange(lot))!
  return { notice, gtin: safety.gtins[0]!, listed, unlisted }
}

/** A word of the language's product names that most products share: a search with many results. */
export function searchWord(lang: Lang): string | undefined {
  const counts = new Map<string, number>()
  for (const item of searchIndex(lang)) for (const w of new Set(wordsOf(item.name))) if (/^\p{L}{4,}$/u.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0]
}

/** The first product type compared across lines whose codes all have a width and a length in mm, with its comparison page. */
export function comparisonExample() {
  const type =
    productTypes(catalogue.products).find((t) =>
      t.products.every((p) => itemsOf(p).some((i) => i.size?.widthMm !== undefined && i.size.lengthMm !== undefined)),
    ) ?? missing('product type compared across lines, with widths and lengths in mm')
  return { type, route: routes.find((r) => r.id === `comparison:${type.id}`) ?? missing(`comparison page of the type "${type.id}"`) }
}

/** Addresses no page has, in each language: the not-found page answers them. */
export const notFoundUrl: Localised<string> = { it: '/pagina-inesistente', en: '/en/no-such-page' }

/** A kind of page: the route table's, or the not-found page any unknown address answers with. */
type Template = PageKind | '404'

/** A page a browser sweep opens for its template, in both languages; `url` has the query a results page needs. */
export interface TemplatePage {
  template: Template
  /** The route, or the not-found page's own name. */
  id: string
  url: Localised<string>
}

/** The tag names and classes of the elements of a page: what of its template it shows. */
function partsOf(html: string): Set<string> {
  const parts = new Set<string>()
  const parser = new Parser({
    onopentag(name, attributes) {
      parts.add(name)
      for (const c of (attributes.class ?? '').split(/\s+/)) if (c !== '') parts.add(`.${c}`)
    },
  })
  parser.end(html)
  return parts
}

let templates: TemplatePage[] | undefined
/**
 * The pages that between them show every part of every template: for each kind of page of the
 * route table (`route.page`, so a new kind is swept as soon as it has a page), the page whose built
 * HTML shows the most element kinds and classes in both languages, then as few more as show the
 * rest (a product with a features text besides one with a table, say); and the not-found page.
 * The first page of each kind is its richest.
 */
export function templatePages(): TemplatePage[] {
  if (templates) return templates
  const kinds = [...new Set(routes.map((r) => r.page))]
  templates = kinds.flatMap((kind) => {
    const candidates = routes
      .filter((r) => r.page === kind)
      .map((route) => ({ route, parts: new Set(langs.flatMap((l) => [...partsOf(pageHtml(route.path[l]))])) }))
    const shown = new Set<string>()
    const chosen: Route[] = []
    for (;;) {
      const gain = candidates.map((c) => ({ route: c.route, parts: [...c.parts].filter((p) => !shown.has(p)) }))
      const best = gain.reduce((a, b) => (b.parts.length > a.parts.length ? b : a))
      if (best.parts.length === 0) break
      chosen.push(best.route)
      for (const p of best.parts) shown.add(p)
    }
    return chosen.map((route) => ({
      template: kind,
      id: route.id,
      url: Object.fromEntries(
        langs.map((lang) => {
          const word = kind === 'search' ? searchWord(lang) : undefined
          return [lang, word === undefined ? route.path[lang] : `${route.path[lang]}?q=${encodeURIComponent(word)}`]
        }),
      ) as Localised<string>,
    }))
  })
  templates.push({ template: '404', id: '404', url: notFoundUrl })
  return templates
}

/** A sealing range as the site writes it, by the catalogue's numbers: "170–200", "≥ 100", "8" (decimals as the language writes them). */
export function sealingRange(range: { min?: number; max?: number } | undefined, lang: Lang): string | undefined {
  const n = (x: number) => String(x).replace('.', lang === 'it' ? ',' : '.')
  if (range?.min !== undefined && range.max !== undefined) return range.min === range.max ? n(range.min) : `${n(range.min)}–${n(range.max)}`
  if (range?.min !== undefined) return `≥ ${n(range.min)}`
  return range?.max !== undefined ? `≤ ${n(range.max)}` : undefined
}
/** The sealing parameters in the order pages and sheets give them, with their units and their names in each language. */
export const SEALING = [
  { key: 'temperatureC', unit: '°C', name: { it: 'Temperatura di saldatura', en: 'Sealing temperature' } },
  { key: 'pressureN', unit: 'N', name: { it: 'Pressione di contatto', en: 'Contact pressure' } },
  { key: 'dwellS', unit: 's', name: { it: 'Tempo di saldatura', en: 'Dwell time' } },
  { key: 'speedMPerMin', unit: 'm/min', name: { it: 'Velocità di saldatura', en: 'Sealing speed' } },
] as const
