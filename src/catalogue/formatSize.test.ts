import { describe, expect, test } from 'vitest'
import { formatNumber, formatSize, sizeKey } from './formatSize.ts'
import type { Size } from './productTable.ts'

describe('formatSize: one number, written per language', () => {
  test.each<[string, Size, string, string]>([
    ['width × length', { widthMm: 75, lengthMm: 200 }, '75 × 200 mm', '75 × 200 mm'],
    ['with a gusset', { widthMm: 100, gussetMm: 50, lengthMm: 250 }, '100 × 50 × 250 mm', '100 × 50 × 250 mm'],
    ['a roll: width in mm, length in m', { widthMm: 50, lengthM: 200 }, '50 mm × 200 m', '50 mm × 200 m'],
    ['decimals: comma in Italian, point in English', { widthMm: 3.5, lengthMm: 1000 }, '3,5 × 1000 mm', '3.5 × 1000 mm'],
    ['no thousands separator in either language', { widthMm: 1200, lengthM: 1500 }, '1200 mm × 1500 m', '1200 mm × 1500 m'],
    ['no size', {}, '', ''],
  ])('%s', (_name, size, it, en) => {
    expect(formatSize(size, 'it')).toBe(it)
    expect(formatSize(size, 'en')).toBe(en)
  })

  test('at most two decimals', () => {
    expect(formatNumber(1 / 3, 'it')).toBe('0,33')
    expect(formatNumber(1 / 3, 'en')).toBe('0.33')
  })

  test('search key: the numbers joined by "x", as visitors type them', () => {
    expect(sizeKey({ widthMm: 75, lengthMm: 200 })).toBe('75x200')
    expect(sizeKey({ widthMm: 100, gussetMm: 50, lengthMm: 250 })).toBe('100x50x250')
    expect(sizeKey({ widthMm: 50, lengthM: 200 })).toBe('50x200')
  })
})
