/**
 * How pages, sheets and the technical sheet write a named sterilisation cycle and a product's
 * sealing parameters, in each language, with their units. Free of zod, so that pages can use it.
 */
import type { Lang } from './langs.ts'
import type { Sealing, SterilisationCycle } from './generatedData.ts'

/** "STERRAD 100NX Express", "Prevacuum 134 °C": the model and its cycle, as makers name them. */
export function cycleName(c: Pick<SterilisationCycle, 'model' | 'cycle'>): string {
  return [c.model, c.cycle].filter((s) => s !== '').join(' ')
}

/** The sealing parameters in the order a sealer is set, each with its unit and its name in each language. */
export const sealingParameters = [
  { key: 'temperatureC', unit: '°C', name: { it: 'Temperatura di saldatura', en: 'Sealing temperature' } },
  { key: 'pressureN', unit: 'N', name: { it: 'Pressione di contatto', en: 'Contact pressure' } },
  { key: 'dwellS', unit: 's', name: { it: 'Tempo di saldatura', en: 'Dwell time' } },
  { key: 'speedMPerMin', unit: 'm/min', name: { it: 'Velocità (saldatrici rotative)', en: 'Speed (rotary sealers)' } },
] as const satisfies readonly { key: keyof Sealing; unit: string; name: Record<Lang, string> }[]

const number = (n: number, lang: Lang) => new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2 }).format(n)

/** "170–200", "≥ 170", "≤ 200", "180": a range without its unit, as a sheet's cell under a header that names it. */
export function rangeText(range: { min?: number; max?: number } | undefined, lang: Lang): string | undefined {
  if (!range || (range.min === undefined && range.max === undefined)) return undefined
  const { min, max } = range
  if (min !== undefined && max !== undefined) return min === max ? number(min, lang) : `${number(min, lang)}–${number(max, lang)}`
  return min !== undefined ? `≥ ${number(min, lang)}` : `≤ ${number(max!, lang)}`
}

/** Each parameter the product gives: its name and its range with the unit ("170–200 °C"). */
export function sealingFacts(sealing: Sealing | undefined, lang: Lang): { key: keyof Sealing; name: string; text: string }[] {
  return sealingParameters.flatMap((p) => {
    const range = rangeText(sealing?.[p.key], lang)
    return range ? [{ key: p.key, name: p.name[lang], text: `${range} ${p.unit}` }] : []
  })
}
