/**
 * Reading what the download buttons make and what the page shows, for the downloads' browser tests
 * (downloads.test.ts, comparison.test.ts) and for the whole-catalogue workbook's test of the built
 * files (tests/built/downloads.test.ts): the page's table and regulatory block from the built page,
 * the files' sheets, cells and CSV records as text. No assertions here: the checks return what is
 * wrong, and each runner asserts with its own expect.
 */
import type { Page } from '@playwright/test'
import { type AnyNode, type Element, isTag, isText } from 'domhandler'
import * as XLSX from 'xlsx'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { tableColumns } from '#src/catalogue/tableColumns.ts'
import { dictionaries, type TextKey } from '#src/i18n/dictionary.ts'
import { type BuiltPage, config } from '../../scripts/harness/builtSite.ts'

/** The headers of the columns that hold counts (pieces per pack, box, carton), which the files hold as numbers. */
export const countHeaders = (lang: Lang) => new Set<string>(Object.values(tableColumns).flatMap((c) => (c.type === 'whole' ? [c.label[lang]] : [])))
export const REGULATORY = { it: 'Dati regolatori', en: 'Regulatory data' } as const
const SEPARATOR = { it: ';', en: ',' } as const

/** A row as text, an empty cell '' whether the page has an empty <td> or the file no cell at all, without the empty cells at its end. */
export function cells(row: ArrayLike<unknown>): string[] {
  const text = Array.from(row, (c) => String(c ?? ''))
  while (text.length > 0 && text.at(-1) === '') text.pop()
  return text
}
export const sheetText = (sheet: XLSX.WorkSheet) =>
  (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false }) as unknown[][]).map(cells)

/** What an element says to a reader, without what it hides from assistive technology (a sort arrow), spaces collapsed. */
function said(node: AnyNode | undefined): string {
  const walk = (n: AnyNode): string => (isText(n) ? n.data : isTag(n) ? (n.attribs['aria-hidden'] === 'true' ? '' : n.children.map(walk).join('')) : '')
  return (node ? walk(node) : '').replace(/\s+/g, ' ').trim()
}

/** The element siblings after this one, in order. */
function followingElements(e: Element): Element[] {
  const found: Element[] = []
  for (let n = e.next; n; n = n.next) if (isTag(n)) found.push(n)
  return found
}

/**
 * What a page shows, read from its HTML as built (the page hydrates to the same: React would report
 * any difference): its title, the table's rows as text (the request column left out), its group
 * rows, its regulatory block.
 */
export function shown(page: BuiltPage, table: string) {
  const rows = page.all(`${table} tr`)
  const block = page.all('section.regulatory')[0]
  const details = page.all('section.regulatory dt').map((dt) => {
    const after = followingElements(dt)
    const next = after.findIndex((e) => e.name !== 'dd')
    const dd = next === -1 ? after : after.slice(0, next)
    return {
      term: said(dt),
      text: dd.map(said).join(' '),
      links: dd.flatMap((d) => page.all('a', d).map((a) => ({ href: a.attribs.href!, hreflang: a.attribs.hreflang ?? '' }))),
      abbrs: dd.flatMap((d) => page.all('abbr', d).map(said)),
      items: dd.flatMap((d) =>
        page.all('li', d).map((li) => ({
          text: said(li),
          cycle: said(page.all('.regulatory__cycle', li)[0]),
          codes: said(page.all('.regulatory__codes', li)[0]),
        })),
      ),
      datetime: dd.map((d) => page.all('time', d)[0]?.attribs.datetime).find(Boolean) ?? '',
    }
  })
  const cellsOf = (tr: Element) => tr.children.filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'))
  return {
    title: page.text('title').replace(/ \| [^|]*$/, ''),
    rows: rows.map((tr) =>
      cellsOf(tr)
        .filter((c) => !(c.attribs.class ?? '').split(' ').includes('request-cell'))
        .map(said),
    ),
    groups: rows.flatMap((tr, r) => ((tr.attribs.class ?? '').split(' ').includes('group-row') ? [r] : [])),
    regulatory: block ? details : null,
  }
}
export type Shown = ReturnType<typeof shown>

/**
 * The row the page's "Regulatory data" block should be in the regulatory sheet, as far as the page
 * says it: its title, the identifiers, the device attributes, the shelf life in months, its own
 * address, the declaration's address and day; the IFU cell apart, against the block's links.
 * Undefined when the page has no block, or one without any of the product's own data.
 */
export function regulatoryOf({ title, regulatory }: Shown, urlPath: string, lang: Lang) {
  if (!regulatory) return undefined
  const t = dictionaries[lang]
  const detail = (key: TextKey) => regulatory.find((d) => d.term === t[key])
  const text = (key: TextKey) => detail(key)?.text ?? ''
  const doc = detail('regulatory.doc')
  const day = /^(\d{4})-(\d\d)-(\d\d)$/.exec(doc?.datetime ?? '')
  const ifuLinks = (detail('regulatory.ifu')?.links ?? []).map((l) => ({ href: origin + l.href, language: l.hreflang }))
  // "S01010101 – TERM" and "DM1 9990001 (each code has its own, in the table)", as the block writes them.
  const [emdn = '', emdnTerm = ''] = text('regulatory.emdn').split(' – ')
  const [, bdRdmType = '', bdRdm = ''] = /^(?:(DM\d) )?(\d*)/.exec(text('regulatory.bdRdm')) ?? []
  // Each cycle by its name, with its codes where it covers only those: "STERRAD 100NX Express (A1, A2)".
  const cycles = (detail('regulatory.cycles')?.items ?? []).map((i) => [i.cycle, i.codes].filter(Boolean).join(' ')).join('; ')
  // "Temperatura di saldatura: 170–200 °C": the sheet has the range under a header with the unit, found here by the unit.
  const sealing = new Map((detail('regulatory.sealing')?.items ?? []).map((i) => /: (.+) (\S+)$/.exec(i.text)!).map(([, range, unit]) => [unit, range]))
  const row = [
    title,
    text('regulatory.basicUdiDi'),
    emdn,
    emdnTerm,
    bdRdmType,
    bdRdm,
    text('regulatory.riskClass'),
    text('regulatory.sterile'),
    text('regulatory.singleUse'),
    text('regulatory.latexFree'),
    text('regulatory.pvcFree'),
    text('regulatory.methods'),
    cycles,
    ...['°C', 'N', 's', 'm/min'].map((unit) => sealing.get(unit) ?? ''),
    (detail('regulatory.standards')?.abbrs ?? []).join(', '),
    text('regulatory.storage'),
    // "60 mesi dalla produzione" on the page, 60 in the sheet.
    /^\d+/.exec(text('regulatory.shelfLife'))?.[0] ?? '',
    origin + urlPath,
    doc ? origin + doc.links[0]!.href : '',
    day ? (lang === 'it' ? `${day[3]}/${day[2]}/${day[1]}` : `${day[1]}-${day[2]}-${day[3]}`) : '',
  ]
  // The block also gives the company's registration and certificate, which no sheet column holds.
  const [, ...facts] = row.filter((cell) => cell !== origin + urlPath)
  if (facts.every((cell) => cell === '') && ifuLinks.length === 0) return undefined
  return { row, ifuLinks }
}

/** A line sheet's products: the rows between blank rows, the first of them the title. */
export function blocksOf(sheet: XLSX.WorkSheet) {
  const rows = (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: true }) as unknown[][]).map(cells)
  const blocks: string[][][] = [[]]
  for (const row of rows) {
    if (row.every((c) => c === '')) blocks.push([])
    else blocks.at(-1)!.push(row)
  }
  return blocks.map(([title, ...table]) => ({ title: title!, table }))
}

/** The regulatory sheet's columns, and where the IFU cell is among them. */
const REGULATORY_CELLS = 24
export const IFU_CELL = 21
export const padded = (row: readonly string[]) => Array.from({ length: REGULATORY_CELLS }, (_, i) => row[i] ?? '')
export const withoutIfu = (row: readonly string[]) => [...row.slice(0, IFU_CELL), ...row.slice(IFU_CELL + 1)]

/** The address the build printed in absolute links (SITE_URL). */
export const origin = new URL(config.SITE_URL).origin

/** Clicks a button and reads the file it makes. */
export async function download(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()])
  const chunks: Buffer[] = []
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) }
}

/** The sheet's name Excel allows for a title, as the files name it. */
export const sheetNameOf = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, '-')
    .slice(0, 31)
    .trim()

/** Each cell of the rows under the header, by its column's header, with its SheetJS type. */
export function typedCells(sheet: XLSX.WorkSheet, headers: readonly string[], skip: readonly number[]) {
  const range = XLSX.utils.decode_range(sheet['!ref']!)
  const out: { header: string; cell: XLSX.CellObject | undefined }[] = []
  for (let r = 1; r <= range.e.r; r++) {
    if (skip.includes(r)) continue
    headers.forEach((header, c) => out.push({ header, cell: sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined }))
  }
  return out
}

/**
 * The CSV as the language's Excel reads it: its records, each split by the separator (RFC 4180
 * quotes read by SheetJS); and what keeps Excel from reading it so, if anything.
 */
export function csvRows(bytes: Buffer, lang: Lang): { rows: string[][]; problems: string[] } {
  const text = bytes.toString('utf8')
  const problems = [
    ...(text.startsWith('\uFEFF') ? [] : ['no byte order mark: Excel would not read it as UTF-8']),
    ...(text.replace(/\r\n/g, '').includes('\n') ? ['a record ends in LF, not CRLF'] : []),
  ]
  const book = XLSX.read(text.replace(/^\uFEFF/, ''), { type: 'string', FS: SEPARATOR[lang], raw: true })
  return { rows: sheetText(book.Sheets[book.SheetNames[0]!]!), problems }
}

/**
 * The first product on sale of each kind of table (its columns, whether it has group rows, whether
 * it has regulatory data), each with the language its file is made in: the kinds alternate, and the
 * other language's words are the built pages' (tests/built/downloads.test.ts).
 */
export function tableKinds(products: readonly Product[]): { product: Product; lang: Lang; other: Lang; path: string }[] {
  const kinds = new Map<string, Product>()
  for (const p of products.filter((p) => p.table && p.withdrawn === undefined)) {
    const kind = [p.table!.columns.join(), p.table!.rows.some((r) => r.kind === 'group'), p.regulatory !== undefined].join('|')
    if (!kinds.has(kind)) kinds.set(kind, p)
  }
  return [...kinds.values()].map((product, n) => {
    const [lang, other] = n % 2 === 0 ? (['it', 'en'] as const) : (['en', 'it'] as const)
    return { product, lang, other, path: product.path[lang] }
  })
}
