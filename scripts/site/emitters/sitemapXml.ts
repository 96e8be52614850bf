/**
 * sitemap.xml and robots.txt from the route table: every indexable page in both languages, each
 * with its hreflang alternates (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 */
import type { PageKind, Route } from '../../../src/catalogue/route.ts'
import { alternatesOf } from '../../../src/routing/alternates.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

/**
 * Pages that only forward the browser elsewhere, show what one browser keeps (the request list) or
 * answer a query (the search results, noindex): nothing to index.
 */
const unindexedPages: readonly PageKind[] = ['orderTracking', 'declaration', 'requestList', 'search']

/** `files`: addresses besides the pages worth a crawler's visit (the open data feed), each with no language twin. */
export function sitemapXml(routes: readonly Route[], origin: string, files: readonly string[] = []): string {
  const entries = routes
    // A product no longer sold keeps its page for those who have its address; the sitemap does not offer it.
    .filter((r) => !unindexedPages.includes(r.page) && !r.withdrawn)
    .flatMap((route) => {
      const links = alternatesOf(route, origin)
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
        .join('\n')
      return (['it', 'en'] as const).map((lang) => `  <url>\n    <loc>${escapeHtml(origin + route.path[lang])}</loc>\n${links}\n  </url>`)
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    ...files.map((file) => `  <url>\n    <loc>${escapeHtml(origin + file)}</loc>\n  </url>`),
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
