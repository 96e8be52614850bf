import type { Lang, Localised, Size } from './schema.ts'

const numberFormats: Localised<Intl.NumberFormat> = {
  it: new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: false }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: false }),
}

export function formatNumber(n: number, lang: Lang): string {
  return numberFormats[lang].format(n)
}

/**
 * One size, written per language from numbers in one unit: "75 × 200 mm", "100 × 50 × 250 mm",
 * or for rolls "50 mm × 200 m". Italian and English differ only in the decimal separator.
 */
export function formatSize(size: Size, lang: Lang): string {
  const mm = [size.widthMm, size.gussetMm, size.lengthMm].filter((n): n is number => n !== undefined)
  const f = (n: number) => formatNumber(n, lang)
  const parts: string[] = []
  if (mm.length > 0) parts.push(`${mm.map(f).join(' × ')} mm`)
  if (size.lengthM !== undefined) parts.push(`${f(size.lengthM)} m`)
  return parts.join(' × ')
}

/** The forms a visitor may search a size by: "75x200", "100x50x250". */
export function sizeKey(size: Size): string {
  return [size.widthMm, size.gussetMm, size.lengthMm, size.lengthM]
    .filter((n): n is number => n !== undefined)
    .map((n) => String(n))
    .join('x')
}
