/**
 * Reading what the download buttons make and what the page shows, for downloads.test.ts: the page's
 * table and regulatory block from its DOM, the files' sheets, cells and CSV records as text.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import * as XLSX from 'xlsx'
import { expect } from 'vitest'
import type { Lang } from '#src/catalogue/langs.ts'
import { tableColumns } from '#src/catalogue/tableColumns.ts'
import { dictionaries, type TextKey } from '#src/i18n/dictionary.ts'
import { config } from '../../scripts/harness/builtSite.ts'

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

/** What the page shows, read from its DOM: its title, the table's rows as text (the request column left out), its group rows, its regulatory block. */
export async function shown(page: Page, table: string) {
  return page.evaluate((selector) => {
    // What the element says, without what it hides from assistive technology (a sort arrow).
    const text = (e: Element | null | undefined) => {
      const copy = e?.cloneNode(true) as Element | undefined
      copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
      return (copy?.textContent ?? '').replace(/\s+/g, ' ').trim()
    }
    const rows = [...document.querySelectorAll<HTMLTableRowElement>(`${selector} tr`)]
    const details = [...document.querySelectorAll('section.regulatory dt')].map((dt) => {
      const dd: Element[] = []
      for (let e = dt.nextElementSibling; e?.tagName === 'DD'; e = e.nextElementSibling) dd.push(e)
      return {
        term: text(dt),
        text: dd.map(text).join(' '),
        links: dd.flatMap((d) => [...d.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href')!, hreflang: a.hreflang }))),
        abbrs: dd.flatMap((d) => [...d.querySelectorAll('abbr')].map(text)),
        items: dd.flatMap((d) =>
          [...d.querySelectorAll('li')].map((li) => ({
            text: text(li),
            cycle: text(li.querySelector('.regulatory__cycle')),
            codes: text(li.querySelector('.regulatory__codes')),
          })),
        ),
        datetime: dd.map((d) => d.querySelector('time')?.getAttribute('datetime')).find(Boolean) ?? '',
      }
    })
    return {
      title: document.title.replace(/ \| [^|]*$/, ''),
      rows: rows.map((tr) => [...tr.cells].filter((c) => !c.classList.contains('request-cell')).map(text)),
      groups: rows.flatMap((tr, r) => (tr.classList.contains('group-row') ? [r] : [])),
      regulatory: document.querySelector('section.regulatory') ? details : null,
    }
  }, table)
}
export type Shown = Awaited<ReturnType<typeof shown>>

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

/** Waits until React has hydrated the download buttons: a click before then does nothing. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('.download-button')
    return button !== null && Object.keys(button).some((k) => k.startsWith('__reactProps'))
  })
}

/** Clicks a button and reads the file it makes. */
export async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()])
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'download-')), file.suggestedFilename())
  await file.saveAs(saved)
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(saved) }
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

/** The CSV as the language's Excel reads it: its records, each split by the separator (RFC 4180 quotes read by SheetJS). */
export function csvRows(bytes: Buffer, lang: Lang) {
  const text = bytes.toString('utf8')
  expect(text.startsWith('\uFEFF'), 'a byte order mark, so Excel reads UTF-8').toBe(true)
  expect(text.replace(/\r\n/g, '').includes('\n'), 'records end in CRLF').toBe(false)
  const book = XLSX.read(text.slice(1), { type: 'string', FS: SEPARATOR[lang], raw: true })
  return sheetText(book.Sheets[book.SheetNames[0]!]!)
}
