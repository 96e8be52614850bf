/**
 * The product page's "Regulatory data" block as HTML, written at prerender time. It is static: made
 * here, it reaches the page as markup in the page's data, and the browser needs no code to show it.
 */
import { ifuDocumentPath } from '@/catalogue/buildRoutes'
import type { Lang } from '@/catalogue/schema'
import type { Dictionary } from '@/i18n/dictionary'
import type { RegulatoryView } from './regulatoryView'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const item = (term: string, details: string) => `<dt>${esc(term)}</dt>${details}`

/** The block for a product's regulatory data; `t` is the page language's dictionary. */
export function regulatoryHtml(view: RegulatoryView, t: Dictionary, lang: Lang): string {
  const rows = (
    [
      ['regulatory.basicUdiDi', view.basicUdiDi],
      ['regulatory.emdn', view.emdn],
      ['regulatory.bdRdm', view.bdRdm],
      ['regulatory.riskClass', view.riskClass],
    ] as const
  ).flatMap(([key, value]) => (value ? [item(t[key], `<dd>${esc(value)}</dd>`)] : []))
  if (view.doc) {
    // The date sits inside the label's sentence, marked up as a <time> for machines.
    const [before = '', after = ''] = t['regulatory.docIssued'].split('{date}')
    const date = `<time datetime="${esc(view.doc.issued)}">${esc(view.doc.issuedText)}</time>`
    rows.push(item(t['regulatory.doc'], `<dd><a href="${esc(view.doc.pdf)}" type="application/pdf">${esc(before)}${date}${esc(after)}</a></dd>`))
  }
  if (view.ifu.length > 0) {
    const documents = view.ifu.map(({ document, languages }) => {
      const links = languages.map((l) => `<li><a href="${esc(ifuDocumentPath(l.ref, lang))}" hreflang="${esc(l.language)}">${esc(l.name)}</a></li>`)
      return `<dd>${esc(document)}: <ul>${links.join('')}</ul></dd>`
    })
    rows.push(item(t['regulatory.ifu'], documents.join('')))
  }
  return `<section class="regulatory" aria-labelledby="regulatory-title"><h2 id="regulatory-title">${esc(t['regulatory.title'])}</h2><dl>${rows.join('')}</dl></section>`
}
