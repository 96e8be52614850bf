/**
 * What the IFU pages say about a document, in the page language: built at prerender time from the
 * generated catalogue, so the pages ship no catalogue code to the browser.
 */
import { formatDate } from '#src/catalogue/formatDate.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { CatalogueData, IfuDocument, IfuRevision } from '#src/catalogue/generatedData.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export interface RevisionView {
  revision: string
  issued: string
  /** The issue date as the page language writes it. */
  issuedText: string
  pdf: string
  sha256: string
  sizeText: string
}

export function revisionView(r: IfuRevision, lang: Lang): RevisionView {
  const kb = Math.max(1, Math.round(r.bytes / 1024))
  return { revision: r.revision, issued: r.issued, issuedText: formatDate(r.issued, lang), pdf: r.pdf, sha256: r.sha256, sizeText: `${kb} KB` }
}

/** The products a document covers, by name, with a link to each product page. */
export function coveredProducts(d: IfuDocument, catalogue: CatalogueData, lang: Lang): { name: string; href: string }[] {
  return d.products.flatMap((id) => {
    const p = catalogue.products.find((x) => x.id === id)
    if (!p) return []
    const line = catalogue.lines.find((l) => l.id === p.line)
    return [{ name: line ? `${line.name[lang]} · ${p.name[lang]}` : p.name[lang], href: pathOf(`product:${id}`, lang) }]
  })
}
