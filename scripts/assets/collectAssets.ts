/**
 * Everything under public/ that the catalogue points to, found by reading the catalogue sheets
 * (not validating them: `npm run catalogue:check` does that), each with a recipe to make it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CellValue, Sheet, Sources } from '../catalogue/readSources.ts'
import { aboutImage } from './drawAbout.ts'
import { categoryImage } from './drawCategory.ts'
import { heroImage } from './drawHero.ts'
import { restartIds } from './drawing.ts'
import { newsImage } from './drawNews.ts'
import { productImage } from './drawProduct.ts'
import { ifuTexts } from './ifuTexts.ts'
import { lineStyle } from './lineStyle.ts'
import { FONT_PACKAGE_DIR, type PdfSpec, makePdf } from './makePdf.ts'
import { productKind } from './productKind.ts'
import { PNG_OPTIONS, renderPng } from './renderPng.ts'

export interface AssetJob {
  /** Path as the browser asks for it, e.g. "/images/hero.png". */
  path: string
  /**
   * Everything the file is made from: when it is unchanged, so is the file, and it is not made
   * again. Absent for files that are cheap to make: those are always made and compared.
   */
  source?: string
  build: () => Promise<Uint8Array>
}

/** The home page's banner: not in the catalogue sheets, always made. */
export const HERO_PATH = '/images/hero.png'
export const FLAGS_DIR = '/images/flags'
/** The embedded font's licence asks for its notice to go with every copy, subsets included. */
export const FONT_LICENSE_PATH = '/pdfs/FONT-LICENSE.txt'

/** Same rule as the catalogue schema's public paths; anything else is left for catalogue:check to report. */
const SAFE_PATH = /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

export function collectAssets(sources: Sources, root: string): AssetJob[] {
  const jobs = new Map<string, AssetJob>()
  const add = (p: string, source: string | undefined, build: () => Promise<Uint8Array>) => {
    if (!SAFE_PATH.test(p) || jobs.has(p)) return
    jobs.set(p, { path: p, source, build })
  }
  const image = (p: string, draw: () => string) => {
    if (!p.toLowerCase().endsWith('.png')) return
    // The drawing is cheap to describe; rendering waits until the file is known to need it.
    restartIds()
    const svg = draw()
    add(p, `png:${JSON.stringify(PNG_OPTIONS)}:${svg}`, () => renderPng(svg))
  }
  const pdf = (p: string, spec: PdfSpec) => {
    if (!p.toLowerCase().endsWith('.pdf')) return
    add(p, undefined, () => makePdf(spec))
  }
  const rows = (name: string) => cellsOf(sources.sheets.get(`site/${name}`))
  const company = rows('company').find((r) => r.field === 'name')?.value || 'Catalogue'

  image(HERO_PATH, () => heroImage())

  for (const c of rows('categories')) if (c.image) image(c.image, () => categoryImage(c.id ?? ''))

  const lineNames = new Map(rows('lines').map((l) => [l.id ?? '', l.name_en || l.name_it || l.id || '']))
  for (const p of rows('products')) {
    if (!p.image) continue
    const line = p.line ?? ''
    image(p.image, () => productImage(productKind(p.slug_en ?? '', p.slug_it ?? ''), lineStyle(line, lineNames.get(line) ?? line)))
  }

  for (const item of rows('news')) if (item.image) image(item.image, () => newsImage(company))

  for (const a of rows('about')) if (a.image) image(a.image, () => aboutImage(Number(a.section) || 1))

  for (const c of rows('certifications')) {
    if (!c.pdf) continue
    const name = c.name_en || c.name_it || c.id || 'Certificate'
    pdf(c.pdf, {
      lang: 'en',
      title: `${name} certificate`,
      facts: [company],
      notice: [`The certified copy of the ${name} certificate replaces this document.`, `La copia certificata del certificato ${name} sostituisce questo documento.`],
      company,
    })
  }

  for (const r of rows('ifu')) {
    if (r.pdf) {
      const t = ifuTexts(r.language ?? 'en')
      const languageName = t.name ?? (r.language_name_en || r.language || '')
      pdf(r.pdf, { lang: t.lang, title: `${r.product ?? ''} — ${t.title}`, facts: [`${t.product}: ${r.product ?? ''}`, `${t.language}: ${languageName}`, ...(r.document ? [`${r.document} Rev. ${r.revision ?? ''} (${r.issued ?? ''})`] : [])], notice: [t.notice], company })
    }
    const cc = (r.flag ?? '').toLowerCase()
    const flag = path.join(root, 'node_modules', 'flag-icons', 'flags', '4x3', `${cc}.svg`)
    if (/^[a-z]{2}$/.test(cc) && fs.existsSync(flag)) {
      const bytes = fs.readFileSync(flag)
      add(`${FLAGS_DIR}/${cc}.svg`, undefined, async () => bytes)
    }
  }
  if ([...jobs.keys()].some((p) => p.startsWith(`${FLAGS_DIR}/`))) {
    const licence = fs.readFileSync(path.join(root, 'node_modules', 'flag-icons', 'LICENSE'))
    const text = Buffer.from(`The flag images in this folder are copied from the flag-icons package (https://github.com/lipis/flag-icons), under this licence:\n\n${licence.toString('utf8')}`)
    add(`${FLAGS_DIR}/LICENSE`, undefined, async () => text)
  }
  if ([...jobs.keys()].some((p) => p.toLowerCase().endsWith('.pdf'))) {
    const licence = fs.readFileSync(path.join(FONT_PACKAGE_DIR, 'LICENSE'))
    const text = Buffer.from(`The PDF documents of this site embed subsets of the DejaVu Sans fonts (dejavu-fonts-ttf package, https://dejavu-fonts.github.io), under this licence:\n\n${licence.toString('utf8')}`)
    add(FONT_LICENSE_PATH, undefined, async () => text)
  }
  return [...jobs.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** A sheet's rows as plain strings by column key; missing sheets give no rows. */
function cellsOf(sheet: Sheet | undefined): Record<string, string | undefined>[] {
  if (!sheet) return []
  return sheet.rows.map((row) => Object.fromEntries(Object.entries(row.cells).map(([k, v]) => [k, text(v)])))
}

function text(v: CellValue | undefined): string | undefined {
  return v === undefined ? undefined : String(v).trim()
}
