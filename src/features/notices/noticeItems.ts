/**
 * The notices as a page shows them, in one language: date, kind, title, text and the codes
 * affected, each product linked to its page and each code to its row there (…/#CODE). Shared by
 * the notices page, the product pages and the feeds. No React, no zod here.
 */
import { formatDate } from '../../catalogue/formatDate.ts'
import type { CatalogueData, Notice } from '../../catalogue/generatedData.ts'
import type { Lang } from '../../catalogue/langs.ts'
import { type NoticeKind, noticeKindNames } from '../../catalogue/noticeKinds.ts'
import { productTitle } from '../../catalogue/productTitle.ts'
import { type SafetyItem, safetyItem } from './safetyItem.ts'

export interface NoticeItem {
  id: string
  /** Year-month-day. */
  date: string
  dateText: string
  kind: NoticeKind
  kindName: string
  title: string
  text: string
  lines: string[]
  /** `all`: the notice affects every code of the product's table (more than one), which the page then says instead of listing them. */
  products: { href: string; name: string; codes: string[]; all: boolean }[]
  /** A safety notice's kind, status, lots, actions and letter. */
  safety?: SafetyItem
}

/** Twelve months: the time a product page and the request list show a notice for, as a contract year. */
const RECENT_MONTHS = 12

/** The first day of the RECENT_MONTHS before `day` (year-month-day): "2026-03-01" gives "2025-03-01". */
export function recentSince(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() - RECENT_MONTHS)
  return d.toISOString().slice(0, 10)
}

/** The notices of the RECENT_MONTHS up to the build's day, newest first. */
export function recentNotices(catalogue: Pick<CatalogueData, 'notices' | 'day'>): Notice[] {
  const since = recentSince(catalogue.day)
  return catalogue.notices.filter((n) => n.date >= since)
}

export function noticeItems(catalogue: Pick<CatalogueData, 'lines' | 'products'>, notices: readonly Notice[], lang: Lang): NoticeItem[] {
  const lines = new Map(catalogue.lines.map((l) => [l.id, l]))
  const products = new Map(catalogue.products.map((p) => [p.id, p]))
  return notices.map((n) => ({
    id: n.id,
    date: n.date,
    dateText: formatDate(n.date, lang),
    kind: n.kind,
    kindName: noticeKindNames[n.kind][lang],
    title: n.title[lang],
    text: n.text[lang],
    lines: n.lines,
    products: n.products.flatMap(({ id, codes }) => {
      const product = products.get(id)
      if (!product) return []
      const table = (product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item.code] : []))
      const all = table.length > 1 && table.every((c) => codes.includes(c))
      return [{ href: product.path[lang], name: productTitle(lines.get(product.line), product, lang), codes, all }]
    }),
    ...(n.safety && { safety: safetyItem(n.safety, lang) }),
  }))
}
