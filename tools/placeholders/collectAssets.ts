/**
 * Everything under public/ that the catalogue points to, each with a recipe to make it. The sheet
 * rows are read through the site sheets' row parsers (sheetRows.ts), as the generator reads them; a row that
 * fails them yields no file, and `npm run catalogue:check` reports it. Not the generated catalogue:
 * the generator refuses to write until every file named here exists, which is what this makes.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { AboutRow, CategoryRow, CertificationRow, DocumentRow, IfuRow, LineRow, NewsRow, ProductRow, SafetyRow } from '../../src/catalogue/sheetRows.ts'
import { CompanyRow } from '../../src/catalogue/companyFields.ts'
import { documentKindNames } from '../../src/catalogue/documentKinds.ts'
import type { Sources } from '../../scripts/catalogue/read/readSources.ts'
import { validateRows } from '../../scripts/catalogue/validate/validateRows.ts'
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

/** Stricter than the cells' public paths (cells.ts): no segment may start with a dot, so nothing is written outside public/. */
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
  const rows = <S extends z.ZodObject<z.ZodRawShape>>(name: string, schema: S): z.output<S>[] => {
    const sheet = sources.sheets.get(`site/${name}`)
    return sheet ? validateRows(sheet, schema).value.map((r) => r.value) : []
  }
  const company = rows('company', CompanyRow).find((r) => r.field === 'name')?.value || 'Catalogue'

  image(HERO_PATH, () => heroImage())

  for (const c of rows('categories', CategoryRow)) image(c.image, () => categoryImage(c.id))

  const lines = rows('lines', LineRow)
  const lineNames = new Map(lines.map((l) => [l.id, l.name_en]))
  for (const p of rows('products', ProductRow)) {
    image(p.image, () => productImage(productKind(p.slug_en, p.slug_it), lineStyle(p.line, lineNames.get(p.line) ?? p.line)))
  }

  for (const item of rows('news', NewsRow)) image(item.image, () => newsImage(company))

  for (const a of rows('about', AboutRow)) image(a.image, () => aboutImage(a.section))

  for (const c of rows('certifications', CertificationRow)) {
    pdf(c.pdf, {
      lang: 'en',
      title: `${c.name_en} certificate`,
      facts: [company],
      notice: [
        `The certified copy of the ${c.name_en} certificate replaces this document.`,
        `La copia certificata del certificato ${c.name_en} sostituisce questo documento.`,
      ],
      company,
    })
  }

  for (const d of rows('documents', DocumentRow)) {
    pdf(d.pdf, {
      lang: 'en',
      title: d.title_en,
      facts: [company, documentKindNames[d.kind].en, `Issued ${d.issued}${d.valid_until === undefined ? '' : `, valid until ${d.valid_until}`}`],
      notice: [
        `The issued ${documentKindNames[d.kind].en.toLowerCase()}, "${d.title_en}", replaces this document.`,
        `Il documento emesso (${documentKindNames[d.kind].it.toLowerCase()}), «${d.title_it}», sostituisce questo documento.`,
      ],
      company,
    })
  }

  for (const s of rows('safety', SafetyRow)) {
    for (const lang of ['it', 'en'] as const) {
      const letter = s[`letter_${lang}`]
      if (letter === undefined) continue
      pdf(letter, {
        lang,
        title: s[`title_${lang}`],
        facts: [company, `${s.id} · ${s.date}`],
        notice: [
          lang === 'it' ? 'La lettera firmata inviata ai clienti sostituisce questo documento.' : 'The signed letter sent to customers replaces this document.',
        ],
        company,
      })
    }
  }

  for (const l of lines) {
    if (l.doc_pdf === undefined) continue
    pdf(l.doc_pdf, {
      lang: 'en',
      title: `${l.name_en} — EU declaration of conformity`,
      facts: [company, `Issued ${l.doc_issued ?? '—'}`],
      notice: [
        `The signed EU declaration of conformity of ${l.name_en} replaces this document.`,
        `La dichiarazione di conformità UE firmata di ${l.name_it} sostituisce questo documento.`,
      ],
      company,
    })
  }

  for (const r of rows('ifu', IfuRow)) {
    const t = ifuTexts(r.language)
    const languageName = t.name ?? r.language_name_en
    pdf(r.pdf, {
      lang: t.lang,
      title: `${r.product} — ${t.title}`,
      facts: [`${t.product}: ${r.product}`, `${t.language}: ${languageName}`, `${r.document} Rev. ${r.revision} (${r.issued})`],
      notice: [t.notice],
      company,
    })
    const flag = path.join(root, 'node_modules', 'flag-icons', 'flags', '4x3', `${r.flag}.svg`)
    if (fs.existsSync(flag)) {
      const bytes = fs.readFileSync(flag)
      add(`${FLAGS_DIR}/${r.flag}.svg`, undefined, async () => bytes)
    }
  }
  if ([...jobs.keys()].some((p) => p.startsWith(`${FLAGS_DIR}/`))) {
    const licence = fs.readFileSync(path.join(root, 'node_modules', 'flag-icons', 'LICENSE'))
    const text = Buffer.from(
      `The flag images in this folder are copied from the flag-icons package (https://github.com/lipis/flag-icons), under this licence:\n\n${licence.toString('utf8')}`,
    )
    add(`${FLAGS_DIR}/LICENSE`, undefined, async () => text)
  }
  if ([...jobs.keys()].some((p) => p.toLowerCase().endsWith('.pdf'))) {
    const licence = fs.readFileSync(path.join(FONT_PACKAGE_DIR, 'LICENSE'))
    const text = Buffer.from(
      `The PDF documents of this site embed subsets of the DejaVu Sans fonts (dejavu-fonts-ttf package, https://dejavu-fonts.github.io), under this licence:\n\n${licence.toString('utf8')}`,
    )
    add(FONT_LICENSE_PATH, undefined, async () => text)
  }
  return [...jobs.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
