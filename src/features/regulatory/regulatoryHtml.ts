/**
 * The product page's "Regulatory data" block as HTML, written at prerender time. It is static: made
 * here, it reaches the page as markup in the page's data, and the browser needs no code to show it.
 */
import { ifuDocumentPath } from '#src/catalogue/routesOf.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Dictionary } from '#src/i18n/dictionary.ts'
import { fillText } from '#src/i18n/fillText.ts'
import type { RegulatoryView } from './regulatoryView'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

const item = (term: string, details: string) => `<dt>${escapeHtml(term)}</dt>${details}`

/** The block for a product's regulatory data; `t` is the page language's dictionary. */
export function regulatoryHtml(view: RegulatoryView, t: Dictionary, lang: Lang): string {
  // The nomenclature's terms are English: marked so on an Italian page, for screen readers.
  const term = view.emdnTerm && (lang === 'en' ? escapeHtml(view.emdnTerm) : `<span lang="en">${escapeHtml(view.emdnTerm)}</span>`)
  const emdn = view.emdn && `${escapeHtml(view.emdn)}${term ? ` – ${term}` : ''}`
  // As an e-invoice names it: the type (CodiceTipo), then the number (CodiceValore).
  const bdRdmNumber = [view.bdRdmType, view.bdRdm]
    .filter(Boolean)
    .map((s) => escapeHtml(s!))
    .join(' ')
  const bdRdm = bdRdmNumber && `${bdRdmNumber}${view.bdRdmPerCode ? ` (${escapeHtml(t['regulatory.bdRdmPerCode'])})` : ''}`
  const standards = view.standards?.map((s) => `<li><abbr title="${escapeHtml(s.title)}">${escapeHtml(s.name)}</abbr></li>`).join('')
  const cycles = view.cycles
    ?.map((c) => {
      const codes = c.codes ? ` <span class="regulatory__codes">(${escapeHtml(c.codes.join(', '))})</span>` : ''
      const report = c.evidence ? ` – <a href="${escapeHtml(c.evidence)}" type="application/pdf">${escapeHtml(t['regulatory.cycleReport'])}</a>` : ''
      return `<li><span class="regulatory__cycle">${escapeHtml(c.name)}</span> <span class="regulatory__maker">${escapeHtml(c.maker)}</span>${codes}${report}</li>`
    })
    .join('')
  const sealing = view.sealing?.map((s) => `<li>${escapeHtml(s.name)}: ${escapeHtml(s.text)}</li>`).join('')
  const certificate =
    view.certificate &&
    `<a href="${escapeHtml(view.certificate.pdf)}" type="application/pdf">${escapeHtml(
      view.certificate.number && view.certificate.validUntilText
        ? fillText(t['regulatory.certificateText'], { name: view.certificate.name, number: view.certificate.number, date: view.certificate.validUntilText })
        : view.certificate.name,
    )}</a>`
  const rows = (
    [
      ['regulatory.basicUdiDi', view.basicUdiDi && escapeHtml(view.basicUdiDi)],
      ['regulatory.emdn', emdn],
      ['regulatory.bdRdm', bdRdm],
      ['regulatory.riskClass', view.riskClass && escapeHtml(view.riskClass)],
      ['regulatory.sterile', view.sterile && escapeHtml(view.sterile)],
      ['regulatory.singleUse', view.singleUse && escapeHtml(view.singleUse)],
      ['regulatory.latexFree', view.latexFree && escapeHtml(view.latexFree)],
      ['regulatory.pvcFree', view.pvcFree && escapeHtml(view.pvcFree)],
      ['regulatory.methods', view.methods && escapeHtml(view.methods.join(', '))],
      ['regulatory.cycles', cycles && `<ul>${cycles}</ul>`],
      ['regulatory.sealing', sealing && `<ul>${sealing}</ul>`],
      ['regulatory.standards', standards && `<ul>${standards}</ul>`],
      ['regulatory.storage', view.storage && escapeHtml(view.storage)],
      ['regulatory.shelfLife', view.shelfLifeMonths !== undefined && escapeHtml(fillText(t['regulatory.shelfLifeMonths'], { months: view.shelfLifeMonths }))],
      ['regulatory.srn', view.srn && escapeHtml(view.srn)],
      ['regulatory.certificate', certificate],
    ] as const
  ).flatMap(([key, html]) => (html ? [item(t[key], `<dd>${html}</dd>`)] : []))
  if (view.doc) {
    // The date sits inside the text's sentence, marked up as a <time> for machines.
    const [before = '', after = ''] = t['regulatory.docIssued'].split('{date}')
    const date = `<time datetime="${escapeHtml(view.doc.issued)}">${escapeHtml(view.doc.issuedText)}</time>`
    rows.push(
      item(t['regulatory.doc'], `<dd><a href="${escapeHtml(view.doc.pdf)}" type="application/pdf">${escapeHtml(before)}${date}${escapeHtml(after)}</a></dd>`),
    )
  }
  if (view.ifu.length > 0) {
    const documents = view.ifu.map(({ document, languages }) => {
      const links = languages.map(
        (l) => `<li><a href="${escapeHtml(ifuDocumentPath(l.ref, lang))}" hreflang="${escapeHtml(l.language)}">${escapeHtml(l.name)}</a></li>`,
      )
      return `<dd>${escapeHtml(document)}: <ul>${links.join('')}</ul></dd>`
    })
    rows.push(item(t['regulatory.ifu'], documents.join('')))
  }
  if (view.feed)
    rows.push(item(t['regulatory.feed'], `<dd><a href="${escapeHtml(view.feed)}" type="application/json">${escapeHtml(t['regulatory.feedLink'])}</a></dd>`))
  return `<section class="regulatory" aria-labelledby="regulatory-title"><h2 id="regulatory-title">${escapeHtml(t['regulatory.title'])}</h2><dl>${rows.join('')}</dl></section>`
}
