import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Every page is static HTML; the browser then navigates on the client. Vike prerenders them at
  // the end of its build, four at a time; a catalogue too large for one process is prerendered in
  // several (scripts/site/buildSite.ts, +onPrerenderStart.ts).
  // Partial: Vike would warn on every build that the line page has no address to prerender when no
  // line is long enough to have one; the build checks instead that every address of the route
  // table has its page (scripts/site/unwrittenPages.ts).
  prerender: { parallel: 4, partial: true },
  // Every address ends with a slash, as the pages are written (chi-siamo/index.html) and static
  // hosts serve them; `vike dev` and `vike preview` then redirect "/chi-siamo" as the hosts do.
  // https://vike.dev/trailingSlash
  trailingSlash: true,
  // Texts and company facts for the layout, in the page language (see src/layout/pageUi.ts);
  // the page's address in the other language (the browser has no product routes).
  passToClient: ['ui', 'twin', 'noticeOther'],
  // A page's text groups besides the layout's, in its +texts.ts (see src/layout/pageUi.ts).
  meta: { texts: { env: { server: true } } },
  // No loading animations: every page is prerendered, and vike-react's default one (for components
  // that suspend in libraries such as vike-react-query, which the site does not use) would be
  // first-load code of every page. https://vike.dev/Loading
  Loading: {},
} satisfies Config
