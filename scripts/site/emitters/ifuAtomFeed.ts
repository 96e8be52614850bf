/**
 * /ifu/feed.xml: an Atom feed (RFC 4287) of IFU revisions, newest first, so distributors and
 * hospitals can follow what changed. Written at build time from the generated catalogue.
 */
import { ifuDocumentPath, staticRoutes } from '../../../src/catalogue/routesOf.ts'
import type { CatalogueData } from '../../../src/catalogue/generatedData.ts'
import { IFU_FEED_PATH } from '../../../src/features/ifu/ifuFeedPath.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

export function ifuAtomFeed(catalogue: Pick<CatalogueData, 'ifuDocuments'>, companyName: string, origin: string): string {
  const host = new URL(origin).hostname
  const ifuPage = staticRoutes.find((r) => r.id === 'ifu')!.path
  const entries = catalogue.ifuDocuments
    .flatMap((d) => [d.current, ...d.earlier].map((rev) => ({ d, rev })))
    .sort(
      (a, b) =>
        b.rev.issued.localeCompare(a.rev.issued) ||
        a.d.document.localeCompare(b.d.document) ||
        a.d.language.localeCompare(b.d.language) ||
        b.rev.revision.localeCompare(a.rev.revision),
    )
  const updated = entries[0] ? `${entries[0].rev.issued}T00:00:00Z` : '2000-01-01T00:00:00Z'
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeHtml(origin + IFU_FEED_PATH)}</id>`,
    `  <title>${escapeHtml(companyName)} — instructions for use (IFU) revisions</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeHtml(companyName)}</name><uri>${escapeHtml(origin)}/</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(origin + IFU_FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="it" href="${escapeHtml(origin + ifuPage.it)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="en" href="${escapeHtml(origin + ifuPage.en)}"/>`,
  ]
  for (const { d, rev } of entries) {
    const ref = `${d.page}/${d.language}`
    const current = rev === d.current
    lines.push(
      '  <entry>',
      `    <id>tag:${escapeHtml(host)},${rev.issued}:ifu/${escapeHtml(d.document)}/${escapeHtml(d.language)}/${escapeHtml(rev.revision)}</id>`,
      `    <title>${escapeHtml(`${d.document} rev. ${rev.revision} — ${d.product} (${d.languageName.en})`)}</title>`,
      `    <updated>${rev.issued}T00:00:00Z</updated>`,
      `    <published>${rev.issued}T00:00:00Z</published>`,
      `    <link rel="alternate" type="text/html" hreflang="it" href="${escapeHtml(origin + ifuDocumentPath(ref, 'it'))}"/>`,
      `    <link rel="alternate" type="text/html" hreflang="en" href="${escapeHtml(origin + ifuDocumentPath(ref, 'en'))}"/>`,
      `    <link rel="related" type="application/pdf" hreflang="${escapeHtml(d.language)}" href="${escapeHtml(origin + rev.pdf)}"/>`,
      `    <category term="${escapeHtml(d.language)}" label="${escapeHtml(d.languageName.en)}"/>`,
      `    <summary>${escapeHtml(`Instructions for use ${d.document}, ${d.languageName.en}, revision ${rev.revision} issued ${rev.issued}${current ? ' (in force)' : ''}. PDF SHA-256: ${rev.sha256}`)}</summary>`,
      '  </entry>',
    )
  }
  lines.push('</feed>', '')
  return lines.join('\n')
}
