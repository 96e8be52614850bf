/**
 * The product page's notices as HTML, written at prerender time, as the regulatory block is: the
 * block is static, so it reaches the page as markup in its data and the browser needs no code for it.
 */
import type { productNoticesOf } from './productNoticesOf.ts'

type Notices = NonNullable<ReturnType<typeof productNoticesOf>>

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The notices of the last twelve months that affect the product's codes, with the codes each names of it. */
export function productNoticesHtml(notices: Notices): string {
  const items = notices.items.map(
    (n) =>
      `<li class="notice"><p class="notice__meta"><time datetime="${esc(n.date)}">${esc(n.dateText)}</time>` +
      `<span class="notice__kind notice__kind--${esc(n.kind)}">${esc(n.kindName)}</span></p>` +
      `<h3><a href="${esc(n.href)}">${esc(n.title)}</a></h3><p>${esc(n.text)}</p>` +
      `<p class="notice__codes">${esc(notices.codesLabel)}: ${esc(n.codes.join(', '))}</p></li>`,
  )
  return (
    `<section class="product-notices" aria-labelledby="product-notices-title"><h2 id="product-notices-title">${esc(notices.heading)}</h2>` +
    `<ul class="notice-list">${items.join('')}</ul><p><a href="${esc(notices.all.href)}">${esc(notices.all.text)}</a></p></section>`
  )
}
