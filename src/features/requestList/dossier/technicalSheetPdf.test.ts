import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { Lang } from '#src/catalogue/langs.ts'
import { technicalSheetPdf } from './technicalSheetPdf'
import type { TechnicalSheetData } from './technicalSheetIndex'

/** The PDF's text as a reader extracts it (poppler's pdftotext), lines joined. */
function textOf(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-'))
  try {
    fs.writeFileSync(path.join(dir, 'sheet.pdf'), pdf)
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Each page's images as pdf-lib reads them back: "width×height filter" ("/DCTDecode" is a JPEG's). */
async function imagesOf(pdf: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf)
  const field = (stream: PDFRawStream, name: string) => String(stream.dict.get(PDFName.of(name)))
  return doc.getPages().map((page) =>
    (page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.values() ?? [])
      .map((ref) => doc.context.lookup(ref))
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream && field(object, 'Subtype') === '/Image')
      .map((stream) => `${field(stream, 'Width')}×${field(stream, 'Height')} ${field(stream, 'Filter')}`),
  )
}

/** A logo (a PNG with an alpha channel) and a picture (a JPEG), as printImage.ts makes them in the browser. */
const logo = await sharp({ create: { width: 108, height: 108, channels: 4, background: { r: 187, g: 220, b: 60, alpha: 0.9 } } })
  .png()
  .toBuffer()
const picture = await sharp({ create: { width: 833, height: 555, channels: 3, background: '#dfe6ee' } })
  .jpeg({ quality: 85 })
  .toBuffer()

const manufacturer = { name: 'Esempio S.r.l.', address: 'Via Roma 1, 20100 Milano (MI), Italia', srn: 'IT-MF-000000001' }

/** A product of many codes: the size table runs onto a second page. */
const sheet: TechnicalSheetData = {
  line: 'linea',
  lineName: 'Linea',
  title: 'Linea – Buste piatte',
  description: 'Buste piatte termosaldabili in carta medicale da 60 g/m² e film PET/PP; temperatura ≤ 40 °C.',
  materials: 'Carta medicale 60 g/m², film PET/PP',
  basicUdiDi: '9521234LN-BP',
  emdn: 'S01010101',
  bdRdm: '9990001',
  bdRdmType: 'DM1',
  riskClass: 'I',
  methods: ['Vapore'],
  cycles: ['Prevuoto 134 °C', 'STERRAD 100NX Express'],
  sealing: { temperatureC: '170–200', speedMPerMin: '8–12' },
  standards: ['EN 868-5'],
  shelfLifeMonths: 60,
  codes: Array.from({ length: 60 }, (_, i) => ({
    code: `LN-BP-${String(100 + i)}`,
    size: `${75 + i} × 200 mm`,
    levels: [
      { level: 'pack' as const, pieces: 200, gtin: `0952123410${String(1000 + i)}` },
      { level: 'carton' as const, pieces: 2000 },
    ],
    unit: { level: 'pack' as const, pieces: 200 },
  })),
  ifu: [{ document: 'IFU-LN', language: 'it', revision: '02', issued: '2025-09-15', pdf: '/pdfs/it/linea.pdf' }],
  doc: { pdf: '/pdfs/declarations/linea.pdf', issued: '2025-01-15' },
  picture: '/images/products/linea/buste-piatte.png',
}

describe('technicalSheetPdf', () => {
  test.each<Lang>(['it', 'en'])('its text (%s) holds every code with its size and GTIN, the regulatory values and the day it was made', async (lang) => {
    const text = textOf(await technicalSheetPdf(sheet, manufacturer, lang, '2026-11-29'))
    const lines = text.split('\n')
    for (const c of sheet.codes) {
      const row = lines.find((l) => l.includes(c.code))
      expect(row, c.code).toBeDefined()
      expect(row).toContain(c.size)
      expect(row).toContain(c.levels[0]!.gtin)
    }
    for (const value of ['9521234LN-BP', 'S01010101', '9990001', 'DM1', 'IT-MF-000000001', 'EN 868-5', 'IFU-LN', 'STERRAD 100NX Express'])
      expect(text).toContain(value)
    // Each sealing parameter under its name with its unit, as the tender sheet's header gives it.
    expect(lines.find((l) => l.includes(lang === 'it' ? 'Temperatura di saldatura (°C)' : 'Sealing temperature (°C)'))).toContain('170–200')
    expect(lines.find((l) => l.includes(lang === 'it' ? 'Velocità di saldatura (m/min)' : 'Sealing speed (m/min)'))).toContain('8–12')
    expect(text).toContain(lang === 'it' ? '29 novembre 2026' : '29 November 2026')
    // A character the standard fonts cannot write is written as its stand-in, not dropped with the rest.
    expect(text).toContain('<= 40 °C')
  })

  test('the logo heads every page and the picture stands on the first, each embedded once as an image', async () => {
    const pages = await imagesOf(await technicalSheetPdf(sheet, manufacturer, 'it', '2026-11-29', { logo, picture }))
    expect(pages.length).toBeGreaterThan(1)
    expect(pages[0]!.toSorted()).toEqual(['108×108 /FlateDecode', '833×555 /DCTDecode'])
    for (const page of pages.slice(1)) expect(page).toEqual(['108×108 /FlateDecode'])
  })

  test.each([
    ['no logo and no picture', {}],
    ['a picture and a logo that are not images', { logo: new TextEncoder().encode('<html>Not found</html>'), picture: new Uint8Array(0) }],
    [
      'a picture cut short and a logo whose data is damaged',
      { picture: picture.subarray(0, 2), logo: Buffer.concat([logo.subarray(0, 40), Buffer.alloc(60)]) },
    ],
  ])('%s: the sheet is made without them, its text whole', async (_, images) => {
    const pdf = await technicalSheetPdf(sheet, manufacturer, 'en', '2026-11-29', images)
    expect((await imagesOf(pdf)).flat()).toEqual([])
    const text = textOf(pdf)
    for (const c of sheet.codes) expect(text).toContain(c.code)
    expect(text).toContain(manufacturer.name)
  })
})
