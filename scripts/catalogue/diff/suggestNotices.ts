/**
 * The rows of the notices sheet that the changes between two versions call for and that no notice
 * of the newer version covers yet: a code whose pieces per pack changed, a product or code newly
 * withdrawn, a new code. A notice covers a change when it is of the same kind and its lines,
 * products or codes include the change's code (or, for a product without codes, name it or its line).
 *
 * One row per product and change: its codes that changed the same way from the same day share a
 * row, as a buyer reads a product's notice, and codes that changed otherwise get rows of their own,
 * so each text can say the values.
 */
import type { Sources } from '../read/readSources.ts'
import { type CatalogueCodes, catalogueCodes, codeKey, type ProductEntry } from './catalogueCodes.ts'
import { draftNotice, type NoticeChange, type SuggestedKind, suggestedKinds } from './draftNotice.ts'
import { type NoticeCells, type NoticeCover, noticeRowsOf, NOTICES_KEY } from './noticeRowsOf.ts'

export interface NoticeSuggestions {
  /** The notices sheet's file, and whether the newer version has one. */
  file: string
  exists: boolean
  rows: NoticeCells[]
}

export function suggestNotices(before: Sources, after: Sources, today: string): NoticeSuggestions {
  const [old, now] = [catalogueCodes(before), catalogueCodes(after)]
  const notices = noticeRowsOf(after)
  const changes = [...piecesChanges(old, now, today), ...withdrawals(old, now), ...newCodes(old, now, today)]
  const covered = new Map(suggestedKinds.map((kind) => [kind, coverage(notices, now, kind)]))
  const open = merged(changes.flatMap((c) => uncovered(c, covered.get(c.kind)!)))
  open.sort((a, b) => suggestedKinds.indexOf(a.kind) - suggestedKinds.indexOf(b.kind))
  const ids = new Set(notices.map((n) => n.id))
  const sheet = after.sheets.get(NOTICES_KEY)
  return { file: sheet?.file ?? `catalogue/${NOTICES_KEY}.csv`, exists: sheet !== undefined, rows: open.map((c) => ({ ...cellsOf(c), id: uniqueId(idOf(c), ids) })) }
}

function piecesChanges(old: CatalogueCodes, now: CatalogueCodes, today: string): NoticeChange[] {
  return [...now.codes].flatMap(([key, { entry, product }]) => {
    const from = old.codes.get(key)?.entry.pieces
    const to = entry.pieces
    if (from === undefined || to === undefined || from === to || entry.withdrawn !== undefined) return []
    return [{ kind: 'pieces-per-pack', date: today, product, codes: [entry], pieces: { from, to } }]
  })
}

/** A product whose withdrawal date appeared, with its codes still sold before; a code whose date appeared, in a product still sold. */
function withdrawals(old: CatalogueCodes, now: CatalogueCodes): NoticeChange[] {
  const sold = new Set(old.products.filter((p) => p.withdrawn === undefined).map((p) => p.id))
  const whole = now.products.filter((p) => p.withdrawn !== undefined && sold.has(p.id))
  const codes = [...now.codes].flatMap(([key, { entry, product }]): NoticeChange[] => {
    const was = old.codes.get(key)
    if (entry.withdrawn === undefined || !was || was.entry.withdrawn !== undefined || (product && whole.includes(product))) return []
    return [{ kind: 'withdrawal', date: entry.withdrawn, product, codes: [entry] }]
  })
  return [
    ...whole.map((p): NoticeChange => ({ kind: 'withdrawal', date: p.withdrawn!, product: p, wholeProduct: true, codes: p.codes.filter((e) => old.codes.get(codeKey(e.code))?.entry.withdrawn === undefined) })),
    ...codes,
  ]
}

function newCodes(old: CatalogueCodes, now: CatalogueCodes, today: string): NoticeChange[] {
  return [...now.codes].flatMap(([key, { entry, product }]): NoticeChange[] =>
    old.codes.has(key) || entry.withdrawn !== undefined ? [] : [{ kind: 'new-code', date: today, product, codes: [entry] }],
  )
}

interface Coverage {
  codes: Set<string>
  products: Set<string>
}

/** What the notices of one kind cover: codes (in capitals) and products, through their lines, products and codes. */
function coverage(notices: readonly NoticeCover[], now: CatalogueCodes, kind: SuggestedKind): Coverage {
  const covered: Coverage = { codes: new Set(), products: new Set() }
  for (const n of notices.filter((n) => n.kind === kind)) {
    for (const code of n.codes) covered.codes.add(codeKey(code))
    for (const p of now.products.filter((p) => n.products.includes(p.id) || n.lines.includes(p.line))) {
      covered.products.add(p.id)
      for (const e of p.codes) covered.codes.add(codeKey(e.code))
    }
  }
  return covered
}

/** The change less what a notice already covers; a product withdrawn in part becomes a withdrawal of the codes left. */
function uncovered(c: NoticeChange, covered: Coverage): NoticeChange[] {
  if (c.codes.length === 0) return c.product && covered.products.has(c.product.id) ? [] : [c]
  const codes = c.codes.filter((e) => !covered.codes.has(codeKey(e.code)))
  if (codes.length === 0) return []
  return [{ ...c, codes, wholeProduct: c.wholeProduct && codes.length === c.codes.length }]
}

/** Changes of one product, kind, day and values together, in the order first seen. */
function merged(changes: readonly NoticeChange[]): NoticeChange[] {
  const groups = new Map<string, NoticeChange>()
  for (const c of changes) {
    const key = JSON.stringify([c.kind, c.product?.id, c.date, c.wholeProduct === true, c.pieces?.from, c.pieces?.to])
    const group = groups.get(key)
    if (group) group.codes.push(...c.codes)
    else groups.set(key, { ...c, codes: [...c.codes] })
  }
  return [...groups.values()]
}

function cellsOf(c: NoticeChange): Omit<NoticeCells, 'id'> {
  // The codes say what the notice covers; a product without codes is named instead.
  const products = c.codes.length === 0 && c.product ? c.product.id : ''
  return { date: c.date, kind: c.kind, lines: '', products, codes: c.codes.map((e) => e.code).join(', '), ...draftNotice(c) }
}

/** "pieces-per-pack-sp-fp-075200-2026-11-29" for one code, "withdrawal-flat-pouches-2026-12-01" for a product's. */
function idOf(c: NoticeChange): string {
  const subject = c.codes.length === 1 && !c.wholeProduct ? c.codes[0]!.code : slugOf(c.product)
  return `${c.kind}-${idPart(subject) || 'codes'}-${c.date}`
}

function slugOf(product: ProductEntry | undefined): string {
  return product ? product.id.slice(product.id.indexOf('/') + 1) : 'codes'
}

/** Lower-case letters, digits and single hyphens, as the sheet's ids are written. */
function idPart(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  taken.add(id)
  return id
}
