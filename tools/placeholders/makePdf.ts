/**
 * Small stand-in PDF documents (A4) for the IFU and certificate links, until the real documents
 * are put in their place. Same input, same bytes: dates, producer and font names are fixed.
 *
 * The text is set in DejaVu Sans, embedded as a subset of the glyphs used: the standard PDF fonts
 * only write WinAnsi, which has no Turkish ı, ğ, ş or İ.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib'

export interface PdfSpec {
  /** BCP 47 language of the text, e.g. "de". */
  lang: string
  title: string
  /** Lines under the title, e.g. product and language. */
  facts: string[]
  /** Paragraphs saying that the real document replaces this one. */
  notice: string[]
  /** Company name: author, creator and producer, and the footer. */
  company: string
}

/** A fixed date keeps the bytes stable; it is when the placeholder scheme was introduced, not a build time. */
const FIXED_DATE = new Date('2024-01-01T00:00:00Z')
const A4: [number, number] = [595.28, 841.89]
const MARGIN = 64

/** The embedded fonts' names. Fixed, since pdf-lib otherwise adds a generated suffix to each. */
export const FONT_NAMES = { regular: 'DJVSNS+DejaVuSans', bold: 'DJVSNB+DejaVuSans-Bold' } as const

/** Folder of the font package's licence, which public/pdfs carries beside the documents. */
const require = createRequire(import.meta.url)
export const FONT_PACKAGE_DIR = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'))

let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined
function fonts(): { regular: Uint8Array; bold: Uint8Array } {
  fontFiles ??= {
    regular: fs.readFileSync(path.join(FONT_PACKAGE_DIR, 'ttf', 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(FONT_PACKAGE_DIR, 'ttf', 'DejaVuSans-Bold.ttf')),
  }
  return fontFiles
}

export async function makePdf(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(spec.title, { showInWindowTitleBar: true })
  doc.setAuthor(spec.company)
  doc.setCreator(spec.company)
  doc.setProducer(spec.company)
  doc.setLanguage(spec.lang)
  doc.setCreationDate(FIXED_DATE)
  doc.setModificationDate(FIXED_DATE)
  doc.registerFontkit(fontkit)
  // No ligatures: an "fi" glyph hides the dot that tells Turkish i from ı.
  const features = { liga: false }
  const regular = await doc.embedFont(fonts().regular, { subset: true, customName: FONT_NAMES.regular, features })
  const bold = await doc.embedFont(fonts().bold, { subset: true, customName: FONT_NAMES.bold, features })
  const page = doc.addPage(A4)
  const [width, height] = A4
  const ink = rgb(0.18, 0.23, 0.27)
  page.drawRectangle({ x: 0, y: height - 14, width, height: 14, color: rgb(187 / 255, 220 / 255, 60 / 255) })
  page.drawText(spec.company, { x: MARGIN, y: height - 60, size: 10, font: bold, color: ink })
  let y = height - 150
  for (const line of wrap(spec.title, bold, 24, width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 24, font: bold, color: ink })
    y -= 32
  }
  y -= 8
  for (const fact of spec.facts) {
    page.drawText(fact, { x: MARGIN, y, size: 13, font: regular, color: ink })
    y -= 22
  }
  y -= 24
  page.drawLine({ start: { x: MARGIN, y: y + 12 }, end: { x: width - MARGIN, y: y + 12 }, thickness: 0.8, color: rgb(0.75, 0.78, 0.8) })
  for (const paragraph of spec.notice) {
    y -= 10
    for (const line of wrap(paragraph, regular, 12, width - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 12, font: regular, color: ink })
      y -= 18
    }
  }
  page.drawText(spec.company, { x: MARGIN, y: 40, size: 8, font: regular, color: rgb(0.45, 0.5, 0.54) })
  return doc.save()
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    const next = current === '' ? word : `${current} ${word}`
    if (current !== '' && font.widthOfTextAtSize(next, size) > maxWidth) {
      lines.push(current)
      current = word
    } else {
      current = next
    }
  }
  if (current !== '') lines.push(current)
  return lines
}
