/**
 * The product page's notices as HTML, written at prerender time, as the regulatory block is: the
 * block is static, so it reaches the page as markup in its data and the browser needs no code for it.
 */
import type { productNoticesOf } from './productNoticesOf.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

type Notices = NonNullable<ReturnType<typeof productNoticesOf>>

/** The notices of the last twelve months that affect the product's codes, with the codes each names of it. */
export function productNoticesHtml(notices: Notices): string {
  const items = notices.items.map(
    (n) =>
      `<li class="notice"><p class="notice__meta"><time datetime="${escapeHtml(n.date)}">${escapeHtml(n.dateText)}</time>` +
      `<span class="notice__kind notice__kind--${escapeHtml(n.kind)}">${escapeHtml(n.kindName)}</span></p>` +
      `<h3><a href="${escapeHtml(n.href)}">${escapeHtml(n.title)}</a></h3><p>${escapeHtml(n.text)}</p>` +
      `<p class="notice__codes">${escapeHtml(notices.codesLabel)}: ${escapeHtml(n.codes.join(', '))}</p></li>`,
  )
  return (
    `<section class="product-notices" aria-labelledby="product-notices-title"><h2 id="product-notices-title">${escapeHtml(notices.heading)}</h2>` +
    `<ul class="notice-list">${items.join('')}</ul><p><a href="${escapeHtml(notices.all.href)}">${escapeHtml(notices.all.text)}</a></p></section>`
  )
}
