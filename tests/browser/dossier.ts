/**
 * The tender dossier as a buyer gets it, for the browser tests of the shipped catalogue
 * (tenderDossier.test.ts) and of an edited one (edited/dossier.test.ts): a list of codes put in the
 * request list, the dossier made on the list page, its size read on the page, the ZIP saved and
 * opened, its sheets and PDFs read back. Playwright's assertions, which retry where they wait.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { unzipSync } from 'fflate'
import type { Page } from '@playwright/test'
import * as XLSX from 'xlsx'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { catalogue, itemsOf } from '../../scripts/harness/builtSite.ts'
import { expect, visit } from './siteTest.ts'

const LIST_PAGE: Record<Lang, string> = { it: '/richiesta/', en: '/request/' }
const MAKE: Record<Lang, string> = { it: 'Scarica il dossier di gara', en: 'Download the tender dossier' }
const READY: Record<Lang, RegExp> = { it: /^Il dossier è pronto: (\d+) file, ([\d,]+ [KM]B)\.$/, en: /^The dossier is ready: (\d+) files, ([\d.]+ [KM]B)\.$/ }

export const lineOf = (p: Product) => catalogue.lines.find((l) => l.id === p.line)!

/**
 * `count` codes of products on sale from `lines` different lines, those with a declaration first
 * (`without` names a line that must be among them): the first two products of each line, codes
 * taken in turn so each line has some.
 */
export function codesOfLines(count: number, lines: number, without?: string): { product: Product; code: string }[] {
  const onSale = catalogue.products.filter((p) => p.withdrawn === undefined && itemsOf(p).length > 0)
  const lineIds = [...new Set(onSale.map((p) => p.line))].sort((a, b) => {
    const rank = (id: string) => (id === without ? 0 : catalogue.lines.find((l) => l.id === id)?.declarationOfConformity ? 1 : 2)
    return rank(a) - rank(b)
  })
  if (lineIds.length < lines) throw new Error(`The generated catalogue has fewer than ${lines} lines with codes on sale, which this test needs.`)
  const pools = lineIds.slice(0, lines).map((id) =>
    onSale
      .filter((p) => p.line === id)
      .slice(0, 2)
      .flatMap((product) => itemsOf(product).map((i) => ({ product, code: i.code }))),
  )
  const picked: { product: Product; code: string }[] = []
  for (let round = 0; picked.length < count && pools.some((p) => p.length > round); round++)
    for (const pool of pools) if (pool[round] && picked.length < count) picked.push(pool[round]!)
  return picked
}

/** The dossier's files by their path in the ZIP. */
export type Zip = Record<string, Uint8Array>

export interface Made {
  zip: Zip
  name: string
  /** What the page said before the download: the number of files and the size. */
  files: number
  size: string
  /** What the page said of expired and missing documents. */
  warnings: string[]
}

/**
 * The list page opened (its list already in the visitor's storage), then `onList` (what a test
 * checks there before the click), the dossier made and saved; the page stays on the list page.
 */
export async function makeDossier(page: Page, lang: Lang, onList?: () => Promise<void>): Promise<Made> {
  await visit(page, LIST_PAGE[lang])
  await onList?.()
  await page.getByRole('button', { name: MAKE[lang] }).click()
  const status = page.locator('.tender-dossier__status p').first()
  await expect(status).toHaveText(READY[lang])
  const [, files, size] = READY[lang].exec((await status.textContent())!)!
  const warnings = await page.locator('.tender-dossier__warnings li').allTextContents()
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.tender-dossier__status a').click()])
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return { zip: unzipSync(Buffer.concat(chunks)), name: download.suggestedFilename(), files: Number(files), size: size!, warnings }
}

/** A file as the site serves it (the browser tests' server, playwright.config.ts). */
export async function served(url: string): Promise<Uint8Array> {
  const response = await fetch(new URL(url, process.env.SITE_ORIGIN))
  expect(response.status, url).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.from(a).equals(Buffer.from(b))

/** What one of poppler's programs prints of a PDF, given the arguments for the PDF's file. */
function poppler(pdf: Uint8Array, program: string, args: (file: string) => string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-pdf-'))
  try {
    fs.writeFileSync(path.join(dir, 'file.pdf'), pdf)
    return execFileSync(program, args(path.join(dir, 'file.pdf')), { encoding: 'utf8' })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A PDF's text as a reader extracts it (poppler's pdftotext), its layout kept so a table row stays one line. */
export const pdfText = (pdf: Uint8Array): string => poppler(pdf, 'pdftotext', (file) => ['-layout', file, '-'])

interface PdfImage {
  page: number
  /** "image", or "smask" for an image's transparency. */
  type: string
  width: number
  height: number
  /** "jpeg", or "image" for pixels compressed without loss. */
  enc: string
}

/** A PDF's images, page by page, as poppler's pdfimages lists them. */
export function pdfImages(pdf: Uint8Array): PdfImage[] {
  return poppler(pdf, 'pdfimages', (file) => ['-list', file])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [page, , type, width, height, , , , enc] = line.trim().split(/\s+/)
      return { page: Number(page), type: type!, width: Number(width), height: Number(height), enc: enc! }
    })
}

/** A workbook's first sheet as rows of values, as a program that reads values gets them. */
export function sheetRows(bytes: Uint8Array): string[][] {
  const book = XLSX.read(bytes, { type: 'array', cellDates: true })
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' })
}

/** The one file of the ZIP whose path matches. */
export function fileLike(zip: Zip, pattern: RegExp): [string, Uint8Array] {
  const found = Object.entries(zip).filter(([name]) => pattern.test(name))
  expect(
    found.map(([n]) => n),
    String(pattern),
  ).toHaveLength(1)
  return found[0]!
}
