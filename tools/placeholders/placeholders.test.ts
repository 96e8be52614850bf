/**
 * Every image, PDF and flag the catalogue references is in public/ and valid, stand-ins at the
 * size they are made at, IFU stand-ins in their own language; and the same input makes the same bytes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument, PDFDict, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readSources } from '../../scripts/catalogue/read/readSources.ts'
import { IFU_TEXTS, ifuTexts } from './ifuTexts.ts'
import { FONT_NAMES, makePdf } from './makePdf.ts'
import { renderPng } from './renderPng.ts'
import { hash, manifestPath } from './writeAssets.ts'

const root = path.resolve(import.meta.dirname, '../..')
const publicDir = path.join(root, 'public')

/** Sizes the illustrations are made at; the hero is wider for the home page banner. */
const CARD = { width: 1200, height: 800 }
const HERO = { path: '/images/hero.png', width: 1920, height: 900 }
/** A photo put in place by hand must still fill the product image box (896×597, spec §2.3) at 3:2. */
const MIN_PHOTO_WIDTH = 896

function referenced(): { images: string[]; pdfs: string[]; flags: string[] } {
  const sources = readSources(root).value
  const images = new Set<string>()
  const pdfs = new Set<string>()
  const flags = new Set<string>()
  for (const [key, sheet] of sources.sheets) {
    if (!key.startsWith('site/')) continue
    for (const row of sheet.rows) {
      const { image, pdf, doc_pdf: declaration, flag } = row.cells
      if (typeof image === 'string') images.add(image)
      if (typeof pdf === 'string') pdfs.add(pdf)
      if (typeof declaration === 'string') pdfs.add(declaration)
      if (key === 'site/ifu' && typeof flag === 'string') flags.add(flag.toLowerCase())
    }
  }
  return { images: [...images].sort(), pdfs: [...pdfs].sort(), flags: [...flags].sort() }
}

/** The IFU rows of the catalogue: language code, product and PDF path. */
function ifuRows(): { language: string; product: string; pdf: string }[] {
  const sheet = readSources(root).value.sheets.get('site/ifu')
  return (sheet?.rows ?? []).flatMap((row) => {
    const { language, product, pdf } = row.cells
    return typeof language === 'string' && typeof product === 'string' && typeof pdf === 'string' ? [{ language, product, pdf }] : []
  })
}

/** A PDF's font names and every character its text can be read back as (from the ToUnicode maps). */
async function pdfFontsAndCharacters(bytes: Uint8Array): Promise<{ fonts: string[]; characters: Set<string> }> {
  const doc = await PDFDocument.load(bytes)
  const fonts: string[] = []
  const characters = new Set<string>()
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined
    if (dict?.get(PDFName.of('Type')) === PDFName.of('Font')) fonts.push(String(dict.get(PDFName.of('BaseFont'))))
    if (!(object instanceof PDFRawStream)) continue
    const text = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')
    if (!text.includes('beginbfchar')) continue
    for (const [, hex] of text.matchAll(/<[0-9A-Fa-f]{4}> <([0-9A-Fa-f]+)>/g)) {
      const units = hex!.match(/.{4}/g)!.map((u) => Number.parseInt(u, 16))
      for (const ch of String.fromCharCode(...units)) characters.add(ch)
    }
  }
  return { fonts: [...new Set(fonts)].sort(), characters }
}

function madeByScript(): Record<string, { content: string }> {
  const file = manifestPath(publicDir)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { files: Record<string, { content: string }> }).files : {}
}

const refs = referenced()
const manifest = madeByScript()

describe('catalogue references', () => {
  it('finds the catalogue’s images, PDFs and flags', () => {
    // Guards the tests below against passing on an empty list.
    expect(refs.images.length).toBeGreaterThan(40)
    expect(refs.pdfs.length).toBeGreaterThanOrEqual(27)
    expect(refs.flags.length).toBeGreaterThanOrEqual(8)
  })

  it.each(refs.images)('image %s exists and has the expected size', async (p) => {
    const file = path.join(publicDir, p)
    expect(fs.existsSync(file), `public${p} is missing; run npm run assets`).toBe(true)
    const meta = await sharp(file).metadata()
    expect(['png', 'jpeg', 'webp']).toContain(meta.format)
    if (manifest[p]?.content === hash(fs.readFileSync(file))) {
      expect({ width: meta.width, height: meta.height }).toEqual(CARD)
    } else {
      expect(meta.width).toBeGreaterThanOrEqual(MIN_PHOTO_WIDTH)
      expect(Math.abs(meta.width / meta.height - 1.5)).toBeLessThan(0.03)
    }
  })

  it('has the home page hero at banner size', async () => {
    const meta = await sharp(path.join(publicDir, HERO.path)).metadata()
    expect({ width: meta.width, height: meta.height }).toEqual({ width: HERO.width, height: HERO.height })
  })

  it.each(refs.pdfs)('PDF %s exists, is a PDF and has a page', async (p) => {
    const file = path.join(publicDir, p)
    expect(fs.existsSync(file), `public${p} is missing; run npm run assets`).toBe(true)
    const bytes = fs.readFileSync(file)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
  })

  it.each(refs.flags)('flag %s is in public/images/flags', (cc) => {
    const text = fs.readFileSync(path.join(publicDir, 'images', 'flags', `${cc}.svg`), 'utf8')
    expect(text).toMatch(/^<svg[\s>]/)
    expect(fs.existsSync(path.join(publicDir, 'images', 'flags', 'LICENSE'))).toBe(true)
  })
})

describe('IFU stand-ins in their own language', () => {
  const rows = ifuRows()
  const languages = [...new Set(rows.map((r) => r.language.toLowerCase()))].sort()

  it('finds the IFU languages of the catalogue', () => {
    expect(languages).toEqual(expect.arrayContaining(['de', 'en', 'tr']))
  })

  it.each(languages)('has the words for %s', (lang) => {
    expect(Object.keys(IFU_TEXTS)).toContain(lang)
    expect(ifuTexts(lang).lang).toBe(lang)
  })

  it('writes Turkish letters with the embedded font, not a standard one', async () => {
    const t = ifuTexts('tr')
    const facts = [`${t.product}: Steripaper`, `${t.language}: ${t.name}`]
    const bytes = await makePdf({ lang: t.lang, title: `Steripaper — ${t.title}`, facts, notice: [t.notice], company: 'Test S.r.l.' })
    const { fonts, characters } = await pdfFontsAndCharacters(bytes)
    expect(fonts).toEqual([`/${FONT_NAMES.bold}`, `/${FONT_NAMES.regular}`].sort())
    expect(Buffer.from(bytes).includes('Helvetica')).toBe(false)
    // The letters WinAnsi lacks must be among them, or the test proves nothing.
    expect(t.title + t.notice).toMatch(/ı/)
    expect(t.notice).toMatch(/[ğş]/)
    for (const ch of (t.title + facts.join('') + t.notice).replace(/\s/g, '')) expect(characters).toContain(ch)
  })

  // Files replaced by hand (content not what the manifest recorded) are the real IFUs: not checked.
  it.each(rows.filter((r) => manifest[r.pdf]?.content !== undefined))('$pdf is titled and written in its language', async (r) => {
    const file = path.join(publicDir, r.pdf)
    const bytes = fs.readFileSync(file)
    if (manifest[r.pdf]!.content !== hash(bytes)) return
    const t = ifuTexts(r.language)
    const doc = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(doc.getTitle()).toBe(`${r.product} — ${IFU_TEXTS[r.language.toLowerCase()]!.title}`)
    const { fonts, characters } = await pdfFontsAndCharacters(bytes)
    expect(fonts.every((f) => f.includes('DejaVuSans'))).toBe(true)
    for (const ch of (t.title + t.notice).replace(/\s/g, '')) expect(characters, `public${r.pdf} cannot show “${ch}”`).toContain(ch)
  })
})

describe('deterministic output', () => {
  it('makes the same PDF bytes twice', async () => {
    const spec = {
      lang: 'it',
      title: "Steripaper — Istruzioni per l'uso",
      facts: ['Prodotto: Steripaper'],
      notice: ['Questo documento sarà sostituito.'],
      company: 'Test S.r.l.',
    }
    const a = await makePdf(spec)
    await new Promise((r) => setTimeout(r, 1100))
    expect(Buffer.from(await makePdf(spec)).equals(Buffer.from(a))).toBe(true)
  })

  it('renders the same PNG bytes twice', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="rgb(187,220,60)"/><circle cx="60" cy="40" r="30" fill="#2f3a44"/></svg>'
    expect((await renderPng(svg)).equals(await renderPng(svg))).toBe(true)
  })
})
