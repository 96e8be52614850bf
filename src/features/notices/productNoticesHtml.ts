/**
 * The product page's notices as HTML, written at prerender time, as the regulatory block is: the
 * block is static, so it reaches the page as markup in its data and the browser needs no code for it.
 */
import type { productNoticesOf } from './productNoticesOf.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

type Notices = NonNullable<ReturnType<typeof productNoticesOf>>
type Item = Notices['items'][number]

const meta = (n: Item) =>
  `<p class="notice__meta"><time datetime="${escapeHtml(n.date)}">${escapeHtml(n.dateText)}</time>` +
  `<span class="notice__kind notice__kind--${escapeHtml(n.kind)}">${escapeHtml(n.kindName)}</span></p>`

/** An open safety notice, before everything else the page says of the product: what, which lots, what to do, the letter. */
function safetyHtml(notices: Notices, n: Item): string {
  const s = n.safety!
  const facts = s.facts.map((f) => `<dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd>`).join('')
  return (
    `<section class="product-safety" aria-labelledby="safety-${escapeHtml(n.id)}">` +
    `<h2 id="safety-${escapeHtml(n.id)}">${escapeHtml(notices.safetyHeading)}: ${escapeHtml(n.title)}</h2>${meta(n)}` +
    `<p>${escapeHtml(n.text)}</p><dl class="notice__safety">${facts}<dt>${escapeHtml(notices.codesLabel)}</dt><dd>${escapeHtml(n.codes.join(', '))}</dd></dl>` +
    `${s.actions ? `<p class="notice__actions"><strong>${escapeHtml(notices.actionsLabel)}:</strong> ${escapeHtml(s.actions)}</p>` : ''}` +
    `<p>${s.letter ? `<a href="${escapeHtml(s.letter.href)}" hreflang="${s.letter.lang}" type="application/pdf">${escapeHtml(notices.letterLabel)}</a> · ` : ''}<a href="${escapeHtml(n.href)}">${escapeHtml(notices.all.text)}</a></p></section>`
  )
}

/** The product's open safety notices, for the top of its page. */
export const productSafetyHtml = (notices: Notices): string => notices.safety.map((n) => safetyHtml(notices, n)).join('')

/** The notices of the last twelve months that affect the product's codes, with the codes each names of it. */
export function productNoticesHtml(notices: Notices): string {
  const items = notices.items.map(
    (n) =>
      `<li class="notice">${meta(n)}` +
      `<h3><a href="${escapeHtml(n.href)}">${escapeHtml(n.title)}</a></h3><p>${escapeHtml(n.text)}</p>` +
      `<p class="notice__codes">${escapeHtml(notices.codesLabel)}: ${escapeHtml(n.codes.join(', '))}</p></li>`,
  )
  return items.length > 0
    ? `<section class="product-notices" aria-labelledby="product-notices-title"><h2 id="product-notices-title">${escapeHtml(notices.heading)}</h2>` +
        `<ul class="notice-list">${items.join('')}</ul><p><a href="${escapeHtml(notices.all.href)}">${escapeHtml(notices.all.text)}</a></p></section>`
    : ''
}
