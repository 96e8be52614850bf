/**
 * How pages, sheets and the technical sheet write a named sterilisation cycle and a product's
 * sealing parameters, in each language, with their units. Free of zod, so that pages can use it.
 */
import type { Lang } from './langs.ts'
import type { Localised } from './localised.ts'
import type { Sealing, SterilisationCycle, ValidatedCycle } from './generatedData.ts'

/** "STERRAD 100NX Express", "Sterilizzatrice a vapore Prevuoto 134 °C": the model and its cycle, in the page's language. */
export function cycleName(c: Pick<SterilisationCycle, 'model' | 'cycle'>, lang: Lang): string {
  return `${c.model[lang]} ${c.cycle[lang]}`
}

/** The sealing parameters in the order a sealer is set, each with its unit and its name in each language. */
export const sealingParameters = [
  { key: 'temperatureC', unit: '°C', name: { it: 'Temperatura di saldatura', en: 'Sealing temperature' } },
  { key: 'pressureN', unit: 'N', name: { it: 'Pressione di contatto', en: 'Contact pressure' } },
  { key: 'dwellS', unit: 's', name: { it: 'Tempo di saldatura', en: 'Dwell time' } },
  { key: 'speedMPerMin', unit: 'm/min', name: { it: 'Velocità di saldatura', en: 'Sealing speed' } },
] as const satisfies readonly { key: keyof Sealing; unit: string; name: Record<Lang, string> }[]

// Made once: a formatter costs far more to make than to use.
const numberFormats: Record<Lang, Intl.NumberFormat> = {
  it: new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
}
const number = (n: number, lang: Lang) => numberFormats[lang].format(n)

/** "170–200", "≥ 170", "≤ 200", "180": a range without its unit, as a sheet's cell under a header that names it. */
function rangeText(range: { min?: number; max?: number } | undefined, lang: Lang): string | undefined {
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

/** A parameter's name with its unit, as a sheet's header gives it: "Temperatura di saldatura (°C)". */
export function sealingHeader(key: keyof Sealing): Localised<string> {
  const p = sealingParameters.find((x) => x.key === key)!
  return { it: `${p.name.it} (${p.unit})`, en: `${p.name.en} (${p.unit})` }
}

/** Each parameter the product gives, as its range without the unit; undefined when it gives none. */
export function sealingRanges(sealing: Sealing | undefined, lang: Lang): Partial<Record<keyof Sealing, string>> | undefined {
  const ranges = Object.fromEntries(sealingParameters.flatMap((p) => {
    const range = rangeText(sealing?.[p.key], lang)
    return range ? [[p.key, range]] : []
  }))
  return Object.keys(ranges).length > 0 ? ranges : undefined
}

/**
 * The names of the cycles a product is validated for: for one of its codes, those that cover it;
 * for the product, each one, with the codes in brackets where it covers only those.
 */
export function validatedCycleNames(validations: readonly ValidatedCycle[] | undefined, cycles: readonly SterilisationCycle[], lang: Lang, code?: string): string[] {
  return (validations ?? []).flatMap((v) => {
    const c = cycles.find((x) => x.id === v.cycle)
    if (!c) return []
    const name = cycleName(c, lang)
    if (code !== undefined) return !v.codes || v.codes.includes(code) ? [name] : []
    return [v.codes ? `${name} (${v.codes.join(', ')})` : name]
  })
}
