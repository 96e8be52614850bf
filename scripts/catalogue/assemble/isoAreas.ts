/**
 * The tables where-to-buy is checked against: ISO 3166-1 countries and ISO 3166-2 subdivisions
 * (reference/isoCodes.json, from iso-3166), and each country's borders as the bounding box of each of its parts
 * (reference/countryBoxes.json, from country-coder), so a point in an overseas part of a country is
 * in it and the sea between is not. Both are read when first asked for, by a catalogue with
 * distributors or a sales area.
 */
import fs from 'node:fs'
import { langs } from '../../../src/catalogue/langs.ts'
import type { Bilingual } from '../../../src/catalogue/bilingual.ts'
import { type Box, COUNTRY_BOXES_FILE } from '../reference/countryBoxesFile.ts'
import { ISO_CODES_FILE, type IsoCodes, type Subdivision } from '../reference/isoCodesFile.ts'

let isoTables: { countryCodes: Set<string>; subdivisions: Subdivision[]; subdivisionCodes: Set<string> } | undefined

/** ISO 3166's countries and subdivisions, read when first asked for. */
function iso() {
  if (!isoTables) {
    const { countries, subdivisions } = JSON.parse(fs.readFileSync(ISO_CODES_FILE, 'utf8')) as IsoCodes
    isoTables = { countryCodes: new Set(countries), subdivisions, subdivisionCodes: new Set(subdivisions.map(([code]) => code)) }
  }
  return isoTables
}

/** Borders are drawn simplified: a town on the coast or at a border may lie a few km outside them. */
const BOX_MARGIN_DEGREES = 0.1

export const isCountry = (code: string): boolean => iso().countryCodes.has(code)

/** The country of a subdivision code ("IT-TO" → "IT"), when the code is one. */
export const countryOfSubdivision = (code: string): string | undefined => (iso().subdivisionCodes.has(code) ? code.slice(0, 2) : undefined)

/** Every subdivision of a country, with its parent (the country, or a region of it). */
export const subdivisionsOf = (country: string) => iso().subdivisions.filter(([code]) => code.startsWith(`${country}-`))

/** Some subdivisions of a country, for a message's example: its first top-level ones and a lower one. */
export function subdivisionExamples(country: string): string[] {
  const all = subdivisionsOf(country)
  const top = all.filter(([, , parent]) => parent === country).slice(0, 2)
  const lower = all.find(([, , parent]) => parent !== country)
  return [...top, ...(lower ? [lower] : [])].map(([code, name]) => `${code} (${name})`)
}

const displayNames = Object.fromEntries(langs.map((lang) => [lang, new Intl.DisplayNames([lang], { type: 'region' })]))

export const countryName = (code: string): Bilingual => ({ it: displayNames.it!.of(code) ?? code, en: displayNames.en!.of(code) ?? code })

/** The code of a country typed by its name in either language ("Germania", "germany"), for a message's suggestion. */
export function countryNamed(name: string): string | undefined {
  const wanted = name.trim().toLowerCase()
  return [...iso().countryCodes].find((code) => Object.values(countryName(code)).some((n) => n.toLowerCase() === wanted))
}

let boxes: Record<string, Box[]> | undefined

/** The bounding box of each part of a country's borders; none when the borders are unknown. */
function boxesOf(country: string): Box[] {
  boxes ??= JSON.parse(fs.readFileSync(COUNTRY_BOXES_FILE, 'utf8')) as Record<string, Box[]>
  return boxes[country] ?? []
}

/** Whether a point lies in a country's bounding boxes; undefined when its borders are unknown. */
export function inCountry(country: string, latitude: number, longitude: number): boolean | undefined {
  const parts = boxesOf(country)
  if (parts.length === 0) return undefined
  const m = BOX_MARGIN_DEGREES
  return parts.some(([w, s, e, n]) => longitude >= w - m && longitude <= e + m && latitude >= s - m && latitude <= n + m)
}
