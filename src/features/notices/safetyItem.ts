/**
 * A safety notice's own facts as a page or a feed writes them, in one language: its kind and
 * status, the lots and expiry dates it lists, what to do, and the letter. Read at build time only
 * (the notices page's data, the product pages, the feeds): the browser gets the words.
 */
import { formatDate } from '../../catalogue/formatDate.ts'
import type { Safety } from '../../catalogue/generatedData.ts'
import type { Lang } from '../../catalogue/langs.ts'
import { safetyKindNames } from '../../catalogue/noticeKinds.ts'
import { dictionaries } from '../../i18n/dictionary.ts'
import { fillText } from '../../i18n/fillText.ts'
import { escapeHtml } from '../../markup/escapeHtml.ts'
import { letterFor } from '../safety/safetyLots.ts'

export interface SafetyItem {
  open: boolean
  facts: { label: string; value: string }[]
  /** What users must do; empty when the catalogue says nothing. */
  actions: string
  /** The letter in the page's language, else in the other. */
  letter?: { href: string; lang: Lang }
}

export function safetyItem(safety: Safety, lang: Lang): SafetyItem {
  const t = dictionaries[lang]
  const lots = [...safety.lots, ...safety.lotRanges.map((r) => `${r.first}–${r.last}`)]
  const { from, to } = safety.expiry ?? {}
  const expiry =
    from && to
      ? fillText(t['notices.safety.expiryBetween'], { from: formatDate(from, lang), to: formatDate(to, lang) })
      : from
        ? fillText(t['notices.safety.expiryFrom'], { from: formatDate(from, lang) })
        : to && fillText(t['notices.safety.expiryTo'], { to: formatDate(to, lang) })
  const every = lots.length === 0 && !expiry
  const letter = letterFor(safety.letter, lang)
  return {
    open: safety.status === 'open',
    facts: [
      { label: t['notices.safety.kind'], value: safetyKindNames[safety.kind][lang] },
      { label: t['notices.safety.status'], value: t[`notices.safety.${safety.status}`] },
      ...(lots.length > 0 || every ? [{ label: t['notices.safety.lots'], value: every ? t['notices.safety.everyLot'] : lots.join(', ') }] : []),
      ...(expiry ? [{ label: t['notices.safety.expiry'], value: expiry }] : []),
    ],
    actions: safety.actions[lang],
    ...(letter && { letter }),
  }
}

/**
 * The block the notices page shows under a safety notice's text, as HTML written at prerender
 * time: static, so the page's code does not grow for it.
 */
export function safetyBlockHtml(item: SafetyItem, lang: Lang): string {
  const t = dictionaries[lang]
  const facts = item.facts.map((f) => `<div><dt>${escapeHtml(f.label)}</dt><dd>${escapeHtml(f.value)}</dd></div>`).join('')
  return (
    `<div class="notice__safety-block${item.open ? ' notice__safety-block--open' : ''}"><dl class="notice__safety">${facts}</dl>` +
    (item.actions ? `<p class="notice__actions"><strong>${escapeHtml(t['notices.safety.actions'])}:</strong> ${escapeHtml(item.actions)}</p>` : '') +
    (item.letter
      ? `<p><a href="${escapeHtml(item.letter.href)}" hreflang="${item.letter.lang}" type="application/pdf">${escapeHtml(t['notices.safety.letter'])}</a></p>`
      : '') +
    '</div>'
  )
}
