import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Every page is static HTML; the browser then navigates on the client. The prerender runs after
  // the build, in a process of its own (scripts/buildSite.ts), not inside it; four pages at a time
  // (at 2,000 products 10.5 s, against 11.4 s one at a time; eight were slower and took more memory).
  // Partial: Vike would warn on every build that the line page has no address to prerender when no
  // line is long enough to have one; the build checks instead that every address of the route
  // table has its page (scripts/site/unwrittenPages.ts).
  prerender: { disableAutoRun: true, parallel: 4, partial: true },
  // Labels and company facts for the layout, in the page language (see src/layout/pageUi.ts);
  // the page's address in the other language (the browser has no product routes).
  passToClient: ['ui', 'twin'],
  // A page's label groups besides the layout's, in its +labels.ts (see src/layout/pageUi.ts).
  meta: { labels: { env: { server: true } } },
} satisfies Config
