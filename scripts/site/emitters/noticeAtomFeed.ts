/**
 * /modifiche-prodotto/feed.xml and /en/product-changes/feed.xml: an Atom feed (RFC 4287) per
 * language of the product change notices shown on the build's day, newest first. Each entry links
 * to its notice on the page and to the pages of the products it affects.
 * https://www.rfc-editor.org/rfc/rfc4287
 */
import type { CatalogueData } from '../../../src/catalogue/generatedData.ts'
import type { Lang } from '../../../src/catalogue/langs.ts'
import { staticRoutes } from '../../../src/catalogue/routesOf.ts'
import { type NoticeItem, noticeItems } from '../../../src/features/notices/noticeItems.ts'
import { noticeFeedPath, noticeHref } from '../../../src/features/notices/noticePaths.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

const FEED_TITLE: Record<Lang, string> = { it: 'modifiche di prodotto', en: 'product changes' }

/** A safety notice's kind, status, lots and actions, as sentences after its text. */
const safetyLines = (n: NoticeItem): string[] =>
  n.safety ? [...n.safety.facts.map((f) => `${f.label}: ${f.value}.`), ...(n.safety.actions ? [n.safety.actions] : [])] : []

export function noticeAtomFeed(
  catalogue: Pick<CatalogueData, 'lines' | 'products' | 'notices' | 'day'>,
  companyName: string,
  origin: string,
  lang: Lang,
): string {
  const host = new URL(origin).hostname
  const page = staticRoutes.find((r) => r.id === 'notices')!.path[lang]
  const self = origin + noticeFeedPath(lang)
  const items = noticeItems(catalogue, catalogue.notices, lang)
  // The feed changes when a notice is added or a later one becomes due: the newest notice's day, or the build's when there is none.
  const updated = `${items[0]?.date ?? catalogue.day}T00:00:00Z`
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${escapeHtml(self)}</id>`,
    `  <title>${escapeHtml(`${companyName} — ${FEED_TITLE[lang]}`)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeHtml(companyName)}</name><uri>${escapeHtml(origin)}/</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(self)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${lang}" href="${escapeHtml(origin + page)}"/>`,
  ]
  for (const n of items) {
    const codes = n.products.flatMap((p) => p.codes)
    lines.push(
      '  <entry>',
      `    <id>tag:${escapeHtml(host)},${n.date}:notice/${escapeHtml(n.id)}/${lang}</id>`,
      `    <title>${escapeHtml(n.title)}</title>`,
      `    <updated>${n.date}T00:00:00Z</updated>`,
      `    <published>${n.date}T00:00:00Z</published>`,
      `    <link rel="alternate" type="text/html" hreflang="${lang}" href="${escapeHtml(origin + noticeHref(n.id, lang))}"/>`,
      ...n.products.map(
        (p) => `    <link rel="related" type="text/html" hreflang="${lang}" title="${escapeHtml(p.name)}" href="${escapeHtml(origin + p.href)}"/>`,
      ),
      `    <category term="${n.kind}" label="${escapeHtml(n.kindName)}"/>`,
      `    <summary>${escapeHtml([codes.length > 0 ? `${n.text} (${codes.join(', ')})` : n.text, ...safetyLines(n)].join(' '))}</summary>`,
      '  </entry>',
    )
  }
  lines.push('</feed>', '')
  return lines.join('\n')
}
