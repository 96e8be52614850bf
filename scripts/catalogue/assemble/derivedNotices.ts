/**
 * The product change notices the catalogue already records: a product or a code withdrawn (its
 * "withdrawn" day) and a new revision of an instructions-for-use document (site/ifu's "issued"),
 * each with a standard text in both languages. Their ids hold a dot, which a sheet's id (a slug)
 * cannot, so none is ever taken by a row of site/notices.
 */
import { formatDate } from '../../../src/catalogue/formatDate.ts'
import type { IfuDocument, Line, Notice, Product } from '../../../src/catalogue/generatedData.ts'
import { langs, type Lang } from '../../../src/catalogue/langs.ts'
import { productTitle } from '../../../src/catalogue/productTitle.ts'

type Texts = Record<Lang, string>
const both = (f: (lang: Lang) => string): Texts => Object.fromEntries(langs.map((lang) => [lang, f(lang)])) as Texts
const listFormats: Record<Lang, Intl.ListFormat> = { it: new Intl.ListFormat('it-IT', { type: 'conjunction' }), en: new Intl.ListFormat('en-GB', { type: 'conjunction' }) }
const listed = (items: string[], lang: Lang) => listFormats[lang].format(items)

/** Every code of a product's table, on sale or withdrawn, in table order. */
export function codesOf(product: Product): string[] {
  const table = product.table
  if (!table) return []
  return [...table.rows.flatMap((r) => (r.kind === 'item' ? [r.item.code] : [])), ...(table.withdrawn ?? []).map((c) => c.code)]
}

/** A withdrawn product, and each product's codes withdrawn on one day (apart from the product's own day). */
export function withdrawalNotices(products: Product[], lines: Line[]): Notice[] {
  const lineById = new Map(lines.map((l) => [l.id, l]))
  return products.flatMap((product) => {
    const title = (lang: Lang) => productTitle(lineById.get(product.line), product, lang)
    const notices: Notice[] = []
    if (product.withdrawn !== undefined) {
      const day = product.withdrawn
      notices.push({
        id: `withdrawn.${product.id.replace('/', '.')}`,
        date: day,
        kind: 'withdrawal',
        title: both((lang) => `${lang === 'it' ? 'Fuori produzione' : 'Discontinued'}: ${title(lang)}`),
        text: both((lang) =>
          lang === 'it'
            ? `${title(lang)} non è più in vendita dal ${formatDate(day, lang)}. La sua pagina, le istruzioni per l’uso e i codici GTIN restano consultabili.`
            : `${title(lang)} is no longer sold from ${formatDate(day, lang)}. Its page, its instructions for use and its GTINs remain available.`,
        ),
        lines: [product.line],
        products: [{ id: product.id, codes: codesOf(product) }],
      })
    }
    const byDay = new Map<string, string[]>()
    for (const c of product.table?.withdrawn ?? []) if (c.withdrawn !== product.withdrawn) byDay.set(c.withdrawn, [...(byDay.get(c.withdrawn) ?? []), c.code])
    for (const [day, codes] of byDay) {
      notices.push({
        id: `withdrawn.${codes[0]}`,
        date: day,
        kind: 'withdrawal',
        title: both((lang) => `${lang === 'it' ? (codes.length > 1 ? 'Codici fuori produzione' : 'Codice fuori produzione') : codes.length > 1 ? 'Codes discontinued' : 'Code discontinued'}: ${title(lang)}`),
        text: both((lang) =>
          lang === 'it'
            ? `${codes.length > 1 ? `I codici ${listed(codes, lang)}` : `Il codice ${codes[0]}`} di ${title(lang)} non ${codes.length > 1 ? 'sono' : 'è'} più in vendita dal ${formatDate(day, lang)}; gli altri codici del prodotto restano disponibili.`
            : `${codes.length > 1 ? `Codes ${listed(codes, lang)}` : `Code ${codes[0]}`} of ${title(lang)} ${codes.length > 1 ? 'are' : 'is'} no longer sold from ${formatDate(day, lang)}; the product's other codes remain available.`,
        ),
        lines: [product.line],
        products: [{ id: product.id, codes }],
      })
    }
    return notices
  })
}

/**
 * One notice per new revision of a document and day it was issued, naming the languages issued
 * that day (a translation issued later is a notice of its own day); a document's first revision
 * in a language is no change, and no notice.
 */
export function ifuRevisionNotices(documents: IfuDocument[], products: Product[]): Notice[] {
  const productById = new Map(products.map((p) => [p.id, p]))
  const revisions = new Map<string, { document: string; revision: string; issued: string; languages: IfuDocument['languageName'][]; products: Set<string> }>()
  for (const d of documents) {
    const all = [d.current, ...d.earlier]
    // Newest first: the last is the language's first revision.
    for (const rev of all.slice(0, -1)) {
      const key = `${d.document}\u0000${rev.revision}\u0000${rev.issued}`
      const entry = revisions.get(key) ?? { document: d.document, revision: rev.revision, issued: rev.issued, languages: [], products: new Set<string>() }
      entry.languages.push(d.languageName)
      for (const p of d.products) entry.products.add(p)
      revisions.set(key, entry)
    }
  }
  return [...revisions.values()].map((r) => {
    const covered = products.filter((p) => r.products.has(p.id) && productById.has(p.id))
    const languages = (lang: Lang) => listed(r.languages.map((n) => (lang === 'it' ? n.it.toLowerCase() : n.en)), lang)
    return {
      id: `ifu.${r.document}.${r.revision}.${r.issued}`,
      date: r.issued,
      kind: 'ifu-revision',
      title: both((lang) => (lang === 'it' ? `Istruzioni per l’uso ${r.document}: revisione ${r.revision}` : `Instructions for use ${r.document}: revision ${r.revision}`)),
      text: both((lang) =>
        lang === 'it'
          ? `Dal ${formatDate(r.issued, lang)} è in vigore la revisione ${r.revision} delle istruzioni per l’uso ${r.document}, in ${languages(lang)}. La revisione precedente resta consultabile nella pagina delle istruzioni.`
          : `Revision ${r.revision} of the instructions for use ${r.document}, in ${languages(lang)}, is in force from ${formatDate(r.issued, lang)}. The earlier revision remains available on the instructions' page.`,
      ),
      lines: [...new Set(covered.map((p) => p.line))],
      products: covered.map((p) => ({ id: p.id, codes: codesOf(p) })),
    }
  })
}
