/**
 * The request list's index of notices (NOTICE_CODES_PATH): each code withdrawn, with its day, or
 * affected by an open safety notice or a notice of the last twelve months, with the notices' ids,
 * days and kinds. Written
 * at build time and fetched by the list page when it has codes: the list's first load carries none of it.
 */
import type { CatalogueData } from '../../catalogue/generatedData.ts'
import type { NoticeKind, SafetyKind } from '../../catalogue/noticeKinds.ts'
import { recentNotices } from './noticeItems.ts'

/** `w`: the day the code stopped being sold; `n`: its notices as [id, day, kind], newest first, an open safety notice's with its kind and first. */
export type NoticeCodes = Record<string, { w?: string; n?: ([string, string, NoticeKind] | [string, string, NoticeKind, SafetyKind])[] }>

export function noticeCodes(catalogue: Pick<CatalogueData, 'products' | 'notices' | 'day'>): NoticeCodes {
  const index: NoticeCodes = {}
  const entry = (code: string) => (index[code] ??= {})
  for (const p of catalogue.products) {
    const table = p.table
    if (!table) continue
    if (p.withdrawn !== undefined) for (const r of table.rows) if (r.kind === 'item') entry(r.item.code).w ??= p.withdrawn
    for (const c of table.withdrawn ?? []) entry(c.code).w ??= c.withdrawn
  }
  // An open safety notice, whatever its age, before the notices of the last twelve months.
  const open = catalogue.notices.filter((n) => n.safety?.status === 'open')
  for (const n of open) for (const code of n.products.flatMap((p) => p.codes)) (entry(code).n ??= []).push([n.id, n.date, n.kind, n.safety!.kind])
  for (const n of recentNotices(catalogue)) {
    if (open.includes(n)) continue
    for (const code of n.products.flatMap((p) => p.codes)) (entry(code).n ??= []).push([n.id, n.date, n.kind])
  }
  return Object.fromEntries(
    Object.keys(index)
      .sort()
      .map((code) => [code, index[code]!]),
  )
}
