/**
 * Dev only (`npm run dev`): when a saved spreadsheet has problems, a panel over the page says so
 * to the person who saved it, with the check's report, instead of Vite's error overlay, which
 * speaks of code and of vite.config.ts. scripts/site/vite/catalogueWatch.ts sends the report; the
 * page reloads by itself once the file is fixed. Never part of a build (+client.ts loads it only
 * under Vite's dev server).
 */
import type { ViteHotContext } from 'vite/types/hot.d.ts'

/** The event catalogueWatch.ts sends, and what it carries; and the page's question on opening, whether a report is pending. */
export const CATALOGUE_PROBLEMS_EVENT = 'catalogue:problems'
export const CATALOGUE_ASK_EVENT = 'catalogue:ask'
export interface CatalogueProblems {
  report: string
}

const PANEL_ID = 'catalogue-problems'

export function listenForCatalogueProblems(hot: ViteHotContext): void {
  hot.on(CATALOGUE_PROBLEMS_EVENT, (data: CatalogueProblems) => show(data.report))
  // A page opened while the catalogue has problems: the report sent on connecting came before this listener.
  hot.send(CATALOGUE_ASK_EVENT)
}

function show(report: string): void {
  document.getElementById(PANEL_ID)?.remove()
  // A modal dialog, in the top layer over the page and any dialog opened before it.
  const panel = document.createElement('dialog')
  panel.id = PANEL_ID
  panel.setAttribute('aria-labelledby', `${PANEL_ID}-title`)
  panel.style.cssText =
    'width:calc(100% - 2rem);max-height:calc(100vh - 2rem);overflow:auto;max-width:60rem;box-sizing:border-box;padding:1.25rem 1.5rem;background:#fff;color:#1d1d1b;border:3px solid #b42318;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.35);font:16px/1.5 system-ui,sans-serif'
  const title = element('h2', 'A catalogue file needs a fix', 'margin:0 0 .5rem;font-size:1.3rem;color:#b42318')
  title.id = `${PANEL_ID}-title`
  const what = element(
    'p',
    'A spreadsheet in the catalogue folder has a problem, so this page still shows the catalogue as it was at its last good save. Fix the cells named below, save the file, and this page reloads by itself.',
    'margin:0 0 .5rem',
  )
  const marked = element(
    'p',
    'To see the wrong cells coloured red in a copy of each file, run: npm run catalogue:annotate (the copies go into the folder "marked").',
    'margin:0 0 1rem;color:#555',
  )
  const list = element(
    'pre',
    report,
    'white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 1rem;padding:.75rem;background:#fdf3f2;border-radius:4px;font:14px/1.45 ui-monospace,monospace',
  )
  const hide = element(
    'button',
    'Hide until the next save',
    'font:inherit;padding:.4rem .9rem;border:1px solid #1d1d1b;border-radius:4px;background:#fff;cursor:pointer',
  )
  hide.addEventListener('click', () => panel.remove())
  panel.append(title, what, marked, list, hide)
  document.body.append(panel)
  panel.showModal()
  hide.focus()
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, style: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  el.textContent = text
  el.style.cssText = style
  return el
}
