import type { Lang } from './langs.ts'
import type { Localised } from './localised.ts'
import { sizeParts } from './tableColumns.ts'
import type { Size } from './productTable.ts'

const numberFormats: Localised<Intl.NumberFormat> = {
  it: new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: false }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: false }),
}

export function formatNumber(n: number, lang: Lang): string {
  return numberFormats[lang].format(n)
}

/**
 * One size, written per language from numbers in one unit: "75 × 200 mm", "100 × 50 × 250 mm",
 * or for rolls "50 mm × 200 m": each unit once, after the numbers in it (parts as declared in
 * tableColumns.ts). Italian and English differ only in the decimal separator.
 */
export function formatSize(size: Size, lang: Lang): string {
  const groups: { unit: string; numbers: string[] }[] = []
  for (const { field, unit } of sizeParts) {
    const n = size[field]
    if (n === undefined) continue
    const last = groups.at(-1)
    if (last?.unit === unit) last.numbers.push(formatNumber(n, lang))
    else groups.push({ unit, numbers: [formatNumber(n, lang)] })
  }
  return groups.map((g) => `${g.numbers.join(' × ')} ${g.unit}`).join(' × ')
}

/** The forms a visitor may search a size by: "75x200", "100x50x250". */
export function sizeKey(size: Size): string {
  return sizeParts
    .map(({ field }) => size[field])
    .filter((n): n is number => n !== undefined)
    .map((n) => String(n))
    .join('x')
}
