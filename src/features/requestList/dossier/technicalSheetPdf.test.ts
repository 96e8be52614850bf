import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
})
