/**
 * What a hospital tender asks of a product, in the page language: built at prerender time from the
 * generated catalogue, so the block needs no catalogue code in the browser.
 */
import type { IfuDocument, Lang, Line, Product } from '@/catalogue/schema'
import { formatDate } from '@/catalogue/formatDate'

export interface RegulatoryView {
  basicUdiDi?: string
  emdn?: string
  bdRdm?: string
  riskClass?: string
  /** The line's EU declaration of conformity; `issuedText` is its date as the page language writes it. */
  doc?: { pdf: string; issued: string; issuedText: string }
  /** The IFU documents covering the product, each with its languages; `ref` names a document page ("steripaper/de"). */
  ifu: { document: string; languages: { ref: string; language: string; name: string }[] }[]
}

/**
 * The product's IFU documents by document number, each language a link: the page language first,
 * since that is the one a buyer reads, then the others by name, as a reader looks for one.
 */
function ifuOf(productId: string, documents: readonly IfuDocument[], lang: Lang): RegulatoryView['ifu'] {
  const covering = documents.filter((d) => d.products.includes(productId))
  const numbers = [...new Set(covering.map((d) => d.document))]
  const byName = new Intl.Collator(lang)
  return numbers.map((document) => ({
    document,
    languages: covering
      .filter((d) => d.document === document)
      .map((d) => ({ ref: `${d.page}/${d.language}`, language: d.language, name: d.languageName[lang] }))
      .sort((a, b) => Number(b.language === lang) - Number(a.language === lang) || byName.compare(a.name, b.name)),
  }))
}

/** The product's regulatory data, or null when it has none, so its page shows nothing new. */
export function regulatoryView(product: Product, line: Line, documents: readonly IfuDocument[], lang: Lang): RegulatoryView | null {
  const doc = line.declarationOfConformity
  const view: RegulatoryView = {
    ...product.regulatory,
    ...(doc ? { doc: { ...doc, issuedText: formatDate(doc.issued, lang) } } : {}),
    ifu: ifuOf(product.id, documents, lang),
  }
  const { ifu, ...facts } = view
  return ifu.length > 0 || Object.keys(facts).length > 0 ? view : null
}
