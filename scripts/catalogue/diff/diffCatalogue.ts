/**
 * What changed between two versions of the catalogue, in words a reviewer reads: lines, products
 * and codes added or removed (what is new shown whole, so it can be proof-read), every changed cell
 * as "code or product › column: old → new", tables renamed or moved, pictures and PDFs replaced,
 * and every address of the site that will answer 404. It compares the sheets as read (readSources),
 * so it works on a catalogue that does not validate, too. Rows are matched by what names them (a
 * code, a product, an IFU's document, language and revision), whatever their order; a value
 * written another way that the site reads the same (Calc's 1 for "01") is no change.
 */
import type { CellValue, Sheet, SheetRow, Sources } from '../read/readSources.ts'
import { canonicalCell } from './canonicalCell.ts'

export type ChangeKind = 'added' | 'removed' | 'changed' | 'renamed' | 'moved'

interface Change {
  kind: ChangeKind
  /** What the change is about, for the summary: "code", "product", "line", "cell", "table", "file", … */
  what: string
  text: string
  /** Lines below it: the values of a new row, whole, one per column. */
  details?: string[]
}

export interface ChangeGroup {
  /** The table or file, e.g. "catalogue/tables/steripaper.xlsx › flat-pouches (Steripaper › Buste piatte)". */
  title: string
  changes: Change[]
}

export interface CatalogueSide {
  sources: Sources
  /** Files under public/ by path ("public/images/…"): content hash and size. */
  files: Map<string, { hash: string; bytes: number }>
  /** The site's addresses when this version validates: path → what answers there. */
  addresses?: Map<string, string>
}

/** A table whose rows are this similar to a vanished one is the same table renamed or moved. */
const SAME_TABLE_SHARE = 0.5

export function diffCatalogue(before: CatalogueSide, after: CatalogueSide): ChangeGroup[] {
  const groups: ChangeGroup[] = []
  const names = productNames(after.sources, before.sources)
  const oldKeys = [...before.sources.sheets.keys()].filter((k) => !after.sources.sheets.has(k))
  const newKeys = [...after.sources.sheets.keys()].filter((k) => !before.sources.sheets.has(k))
  const pairs: [Sheet, Sheet][] = []
  for (const key of [...before.sources.sheets.keys()].sort()) {
    const next = after.sources.sheets.get(key)
    if (next) pairs.push([before.sources.sheets.get(key)!, next])
  }
  // A vanished table and a new one with mostly the same rows: renamed (same file) or moved.
  const moves: Change[] = []
  for (const oldKey of oldKeys) {
    const old = before.sources.sheets.get(oldKey)!
    const match = newKeys
      .map((k) => ({ k, share: sameRowShare(old, after.sources.sheets.get(k)!) }))
      .filter((m) => m.share >= SAME_TABLE_SHARE)
      .sort((a, b) => b.share - a.share)[0]
    if (!match) continue
    newKeys.splice(newKeys.indexOf(match.k), 1)
    oldKeys.splice(oldKeys.indexOf(oldKey), 1)
    const next = after.sources.sheets.get(match.k)!
    pairs.push([old, next])
    moves.push(
      old.file === next.file
        ? { kind: 'renamed', what: 'table', text: `sheet renamed in ${old.file}: ${old.sheet} → ${next.sheet}` }
        : { kind: 'moved', what: 'table', text: `table moved: ${place(old)} → ${place(next)}` },
    )
  }
  if (moves.length > 0) groups.push({ title: 'Tables', changes: moves })

  for (const [old, next] of pairs) {
    const changes = diffRows(old, next)
    if (changes.length > 0) groups.push({ title: tableTitle(next, names), changes })
  }
  for (const key of newKeys.sort()) {
    const sheet = after.sources.sheets.get(key)!
    groups.push({ title: tableTitle(sheet, names), changes: [{ kind: 'added', what: 'table', text: `table added: ${place(sheet)}` }, ...sheet.rows.map((r) => rowAdded(sheet, r))] })
  }
  for (const key of oldKeys.sort()) {
    const sheet = before.sources.sheets.get(key)!
    groups.push({ title: tableTitle(sheet, names), changes: [{ kind: 'removed', what: 'table', text: `table removed: ${place(sheet)}` }, ...sheet.rows.map((r) => rowRemoved(sheet, r))] })
  }

  const texts = diffMarkdown(before.sources, after.sources)
  if (texts.length > 0) groups.push(...texts)
  const files = diffFiles(before.files, after.files)
  if (files.length > 0) groups.push({ title: 'Pictures and PDFs (public/)', changes: files })
  const lost = lostAddresses(before.addresses, after.addresses)
  if (lost.length > 0) groups.push({ title: 'Addresses that will answer 404 (page not found): links, labels and QR codes printed with them stop working', changes: lost })
  return groups
}

/**
 * Every address of the old version that the new one no longer answers: pages, GTIN addresses, IFU
 * documents and their PDFs. A product or code withdrawn keeps its addresses; one deleted loses them.
 */
function lostAddresses(before: Map<string, string> | undefined, after: Map<string, string> | undefined): Change[] {
  if (!before || !after) return []
  return [...before]
    .filter(([address]) => !after.has(address))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([address, what]): Change => ({ kind: 'removed', what: 'address', text: `${address} (${what})` }))
}

function place(sheet: Sheet): string {
  return sheet.sheet === undefined ? sheet.file : `${sheet.file} › ${sheet.sheet}`
}

// ---------------------------------------------------------------- rows

/** How a row is known across versions, by table: its code, its id, its key… */
function rowKey(sheet: Sheet, row: SheetRow): string {
  const c = (k: string) => readAs(sheet, k, row.cells[k])
  if (sheet.key.startsWith('tables/')) return c('code') !== '' ? c('code') : `group ${c('group_it')} / ${c('group_en')}`
  switch (sheet.key) {
    case 'site/products':
      return `${c('line')}/${c('slug_en')}`
    case 'site/texts':
      return c('key')
    case 'site/company':
      return c('field')
    case 'site/ifu':
      // One row per revision and language of a document: matched so, whatever the order of the rows.
      return `${c('document')}/${c('language')}/${c('revision')}`
    case 'site/about':
      return `${c('section')}/${c('title_en')}`
    case 'site/validations':
      // One row per product and cycle (and codes, where some differ): matched so, whatever the order.
      return `${c('product')} › ${c('cycle')}${c('codes') !== '' ? ` › ${c('codes')}` : ''}`
    case 'site/sealing':
      return c('product') !== '' ? `${c('line')}/${c('product')}` : c('line')
    default:
      return c('id') !== '' ? c('id') : `row ${row.row}`
  }
}

/** What a reviewer calls the row: the code, the product's name, the line's name… */
function rowLabel(sheet: Sheet, row: SheetRow): { what: string; label: string } {
  const c = (k: string) => text(row.cells[k])
  if (sheet.key.startsWith('tables/')) {
    return c('code') !== '' ? { what: 'code', label: c('code') } : { what: 'group heading', label: `${c('group_it')} / ${c('group_en')}` }
  }
  const named = c('name_it') !== '' ? `${c('name_it')} / ${c('name_en')}` : ''
  switch (sheet.key) {
    case 'site/products':
      return { what: 'product', label: `${c('line')} › ${named}` }
    case 'site/lines':
      return { what: 'line', label: named || c('id') }
    case 'site/categories':
      return { what: 'category', label: named || c('id') }
    case 'site/texts':
      return { what: 'text', label: c('key') }
    case 'site/company':
      return { what: 'company field', label: c('field') }
    case 'site/ifu':
      return { what: 'IFU revision', label: `${c('document')} rev. ${readAs(sheet, 'revision', row.cells.revision)} (${c('language')}, ${c('product')})` }
    case 'site/about':
      return { what: 'about block', label: `${c('section')} › ${c('title_it')} / ${c('title_en')}` }
    case 'site/news':
      return { what: 'news', label: c('id') }
    case 'site/certifications':
      return { what: 'certification', label: named || c('id') }
    case 'site/documents':
      return { what: 'document', label: c('title_it') !== '' ? `${c('title_it')} / ${c('title_en')}` : c('id') }
    case 'site/cycles':
      // A generic name is written per language, a trade name once: the label takes whichever the row has.
      return { what: 'sterilisation cycle', label: `${c('maker')} ${c('model') || c('model_en')} › ${c('cycle') || c('cycle_en')}` }
    case 'site/validations':
      return { what: 'validated cycle', label: rowKey(sheet, row) }
    case 'site/sealing':
      return { what: 'sealing row', label: rowKey(sheet, row) }
    default:
      return { what: 'row', label: rowKey(sheet, row) }
  }
}

function keyed(sheet: Sheet): Map<string, SheetRow> {
  const rows = new Map<string, SheetRow>()
  for (const row of sheet.rows) {
    const key = rowKey(sheet, row)
    // A repeated key (the check refuses it) still gets a place of its own.
    let unique = key
    for (let n = 2; rows.has(unique); n++) unique = `${key} #${n}`
    rows.set(unique, row)
  }
  return rows
}

function diffRows(old: Sheet, next: Sheet): Change[] {
  const before = keyed(old)
  const after = keyed(next)
  const removed = [...before.keys()].filter((k) => !after.has(k))
  const added = [...after.keys()].filter((k) => !before.has(k))
  // A product whose web address changed keeps its table or its Italian address: the same product.
  if (old.key === 'site/products') {
    for (const key of [...removed]) {
      const row = before.get(key)!
      const same = (r: SheetRow) =>
        text(r.cells.line) === text(row.cells.line) &&
        ((text(row.cells.table) !== '' && text(r.cells.table) === text(row.cells.table)) || text(r.cells.slug_it) === text(row.cells.slug_it))
      const match = added.find((k) => same(after.get(k)!))
      if (match === undefined) continue
      removed.splice(removed.indexOf(key), 1)
      added.splice(added.indexOf(match), 1)
      after.set(key, after.get(match)!)
      after.delete(match)
    }
  }
  const changes: Change[] = []
  for (const key of removed) changes.push(rowRemoved(old, before.get(key)!))
  for (const key of added) changes.push(rowAdded(next, after.get(key)!))
  for (const [key, row] of before) {
    const now = after.get(key)
    if (!now) continue
    const { label } = rowLabel(old, row)
    const columns = [...new Set([...old.headers.keys(), ...next.headers.keys()])]
    for (const column of columns) {
      const [a, b] = [text(row.cells[column]), text(now.cells[column])]
      if (a === b || canonicalCell(old.key, column, row.cells[column]) === canonicalCell(next.key, column, now.cells[column])) continue
      const header = next.headers.get(column) ?? old.headers.get(column) ?? column
      changes.push({ kind: 'changed', what: 'cell', text: `${label} › ${header}: ${shown(a)} → ${shown(b)}` })
    }
  }
  return changes
}

/** A new code on one line with its values; any other new row with each of its values whole, to be proof-read. */
function rowAdded(sheet: Sheet, row: SheetRow): Change {
  const { what, label } = rowLabel(sheet, row)
  if (sheet.key.startsWith('tables/')) return { kind: 'added', what, text: `${what} added: ${label}${describe(sheet, row)}` }
  const details = [...sheet.headers].filter(([key]) => text(row.cells[key]) !== '').map(([key, header]) => `${header}: ${text(row.cells[key])}`)
  return { kind: 'added', what, text: `${what} added: ${label}`, details }
}

function rowRemoved(sheet: Sheet, row: SheetRow): Change {
  const { what, label } = rowLabel(sheet, row)
  return { kind: 'removed', what, text: `${what} removed: ${label}${describe(sheet, row)}` }
}

/** A key cell as the site reads it, so "01" and 1 name the same revision. */
function readAs(sheet: Sheet, column: string, value: CellValue | undefined): string {
  const read = canonicalCell(sheet.key, column, value)
  return read.startsWith('"') ? (JSON.parse(read) as string) : read
}

/** The row's other values, so an added or removed code is read whole. */
function describe(sheet: Sheet, row: SheetRow): string {
  const skip = new Set(['code', 'name_it', 'name_en', 'description_it', 'description_en', 'features_it', 'features_en', 'text_it', 'text_en'])
  const parts = [...sheet.headers]
    .filter(([key]) => !skip.has(key) && text(row.cells[key]) !== '')
    .map(([key, header]) => `${header} ${shortText(text(row.cells[key]))}`)
  return parts.length > 0 ? ` (${parts.join(', ')})` : ''
}

function sameRowShare(a: Sheet, b: Sheet): number {
  const ka = new Set(keyed(a).keys())
  const kb = new Set(keyed(b).keys())
  const common = [...ka].filter((k) => kb.has(k)).length
  return common / Math.max(1, ka.size, kb.size)
}

// ---------------------------------------------------------------- titles

interface ProductName {
  line: string
  name: string
}

/** "line/table" → the product that shows the table, from either version's products sheet. */
function productNames(...versions: Sources[]): Map<string, ProductName> {
  const names = new Map<string, ProductName>()
  for (const sources of versions) {
    const lines = new Map((sources.sheets.get('site/lines')?.rows ?? []).map((r) => [text(r.cells.id), text(r.cells.name_it)]))
    for (const r of sources.sheets.get('site/products')?.rows ?? []) {
      const key = `${text(r.cells.line)}/${text(r.cells.table)}`
      if (!names.has(key)) names.set(key, { line: lines.get(text(r.cells.line)) || text(r.cells.line), name: `${text(r.cells.name_it)} / ${text(r.cells.name_en)}` })
    }
  }
  return names
}

function tableTitle(sheet: Sheet, names: Map<string, ProductName>): string {
  const product = names.get(sheet.key.replace(/^tables\//, ''))
  return product && sheet.key.startsWith('tables/') ? `${place(sheet)} (${product.line} › ${product.name})` : place(sheet)
}

// ---------------------------------------------------------------- legal texts and files

/** Legal texts by paragraph: which were removed and which added (a changed one is both). */
function diffMarkdown(before: Sources, after: Sources): ChangeGroup[] {
  const groups: ChangeGroup[] = []
  const keys = [...new Set([...before.markdown.keys(), ...after.markdown.keys()])].sort()
  for (const key of keys) {
    const a = paragraphs(before.markdown.get(key)?.text)
    const b = paragraphs(after.markdown.get(key)?.text)
    const changes: Change[] = [
      ...a.filter((p) => !b.includes(p)).map((p): Change => ({ kind: 'removed', what: 'paragraph', text: `paragraph removed: ${p}` })),
      ...b.filter((p) => !a.includes(p)).map((p): Change => ({ kind: 'added', what: 'paragraph', text: `paragraph added: ${p}` })),
    ]
    if (changes.length > 0) groups.push({ title: (after.markdown.get(key) ?? before.markdown.get(key))!.file, changes })
  }
  return groups
}

function paragraphs(source: string | undefined): string[] {
  return (source ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '')
}

function diffFiles(before: CatalogueSide['files'], after: CatalogueSide['files']): Change[] {
  const changes: Change[] = []
  const removed = [...before.keys()].filter((f) => !after.has(f)).sort()
  const added = [...after.keys()].filter((f) => !before.has(f)).sort()
  for (const file of [...removed]) {
    const to = added.find((f) => after.get(f)!.hash === before.get(file)!.hash)
    if (to === undefined) continue
    removed.splice(removed.indexOf(file), 1)
    added.splice(added.indexOf(to), 1)
    changes.push({ kind: 'moved', what: 'file', text: `file renamed: ${file} → ${to} (same content)` })
  }
  for (const file of removed) changes.push({ kind: 'removed', what: 'file', text: `file removed: ${file}` })
  for (const file of added) changes.push({ kind: 'added', what: 'file', text: `file added: ${file} (${size(after.get(file)!.bytes)})` })
  for (const [file, was] of [...before].sort(([a], [b]) => a.localeCompare(b))) {
    const now = after.get(file)
    if (now !== undefined && now.hash !== was.hash) changes.push({ kind: 'changed', what: 'file', text: `file replaced: ${file} (new content, ${size(was.bytes)} → ${size(now.bytes)})` })
  }
  return changes
}

/** A file's size as a reviewer reads it: "840 bytes", "12 KB", "1.4 MB". */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

// ---------------------------------------------------------------- values

function text(value: CellValue | undefined): string {
  return value === undefined ? '' : String(value)
}

function shown(value: string): string {
  return value === '' ? '(empty)' : value
}

function shortText(value: string): string {
  const one = value.replace(/\s+/g, ' ')
  return one.length > 60 ? `${one.slice(0, 57)}…` : one
}

// ---------------------------------------------------------------- summary

/** "2 codes added, 1 code removed, 3 cells changed", in a stable order. */
export function summarise(groups: readonly ChangeGroup[]): string {
  const counts = new Map<string, number>()
  for (const change of groups.flatMap((g) => g.changes)) {
    const key = `${change.what} ${change.kind}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  if (counts.size === 0) return 'no changes'
  return [...counts]
    .map(([key, n]) => {
      const [what, kind] = [key.slice(0, key.lastIndexOf(' ')), key.slice(key.lastIndexOf(' ') + 1)]
      return `${n} ${n === 1 ? what : plural(what)} ${kind}`
    })
    .join(', ')
}

function plural(word: string): string {
  if (word === 'news' || word === 'instructions for use') return word
  if (word === 'company field') return 'company fields'
  if (word.endsWith('s')) return `${word}es`
  return word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`
}
