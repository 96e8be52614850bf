/**
 * The landing page of a label (LabelPage.tsx) in the visitor's language first: its section in that
 * language comes before the other, and in each list of instructions for use the documents in the
 * visitor's languages come first, in the order the browser prefers them, then English. Without it (no script),
 * the page reads Italian, then English, each list in catalogue order.
 */
export function visitorLanguageFirst(document: Document, preferred: readonly string[]): void {
  // English after the visitor's own languages: a German reader gets the German document first and the English section.
  const wanted = [...new Set([...preferred.map((l) => l.slice(0, 2).toLowerCase()), 'en'])]
  const rank = (language: string | null) => {
    const i = wanted.indexOf(language ?? '')
    return i < 0 ? wanted.length : i
  }
  const byRank = (elements: Element[], languageOf: (e: Element) => string | null) => {
    const parent = elements[0]?.parentElement
    if (!parent) return
    const sorted = [...elements].sort((a, b) => rank(languageOf(a)) - rank(languageOf(b)))
    if (sorted.every((e, i) => e === elements[i])) return
    const anchor = elements.at(-1)!.nextSibling
    for (const e of sorted) parent.insertBefore(e, anchor)
  }
  byRank([...document.querySelectorAll('main > section[lang]')], (e) => e.getAttribute('lang'))
  for (const list of document.querySelectorAll('.label-ifu')) byRank([...list.children], (e) => e.getAttribute('data-language'))
}

if (typeof document !== 'undefined') visitorLanguageFirst(document, navigator.languages)
