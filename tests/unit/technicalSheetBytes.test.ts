/**
 * A technical sheet's size with the largest picture it can carry: the size printImage.ts gives a
 * picture filling the picture box at 300 dpi, as detailed as a photograph (blurred noise, which
 * compresses worse than any product drawing), and a product of many codes over two pages.
 */
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { PICTURE_BOX } from '#src/features/requestList/dossier/pdfFlow.ts'
import { printPixels } from '#src/features/requestList/dossier/printImage.ts'
import { technicalSheetPdf } from '#src/features/requestList/dossier/technicalSheetPdf.ts'
import type { TechnicalSheetData } from '#src/features/requestList/dossier/technicalSheetIndex.ts'
import { SITE_BUDGETS } from '../../scripts/bench/site/budgets.ts'

const BUDGET = SITE_BUDGETS.technicalSheetBytes

const sheet: TechnicalSheetData = {
  line: 'linea',
  lineName: 'Linea',
  title: 'Linea – Buste piatte',
  description: 'Buste piatte termosaldabili in carta medicale e film PET/PP.',
  codes: Array.from({ length: 60 }, (_, i) => ({
    code: `LN-BP-${String(100 + i)}`,
    size: `${75 + i} × 200 mm`,
    levels: [{ level: 'pack' as const, pieces: 200, gtin: `0952123410${String(1000 + i)}` }],
  })),
  ifu: [],
  picture: '/images/products/linea/buste-piatte.png',
}

test(`a sheet with the largest picture it prints, as detailed as a photograph, is at most ${BUDGET / 1024} KB`, async () => {
  // A source of the box's own shape, many times larger than it prints: the most pixels a sheet gets.
  const largest = printPixels(PICTURE_BOX, PICTURE_BOX.width * 20, PICTURE_BOX.height * 20)
  const noise = await sharp({
    create: { width: largest.width, height: largest.height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  })
    .png()
    .toBuffer()
  const picture = await sharp(noise).blur(1).jpeg({ quality: 85 }).toBuffer()
  const logo = await sharp({ create: { width: 108, height: 108, channels: 4, background: '#bbdc3c' } })
    .png()
    .toBuffer()
  const pdf = await technicalSheetPdf(sheet, { name: 'Esempio S.r.l.', address: 'Via Roma 1, Milano' }, 'it', '2026-11-29', { logo, picture })
  expect(picture.length, 'the picture is most of it').toBeGreaterThan(pdf.length / 2)
  expect(pdf.length).toBeLessThanOrEqual(BUDGET)
})
