import bark from 'bark-js'
import { gtinCheckDigit } from '../catalogue/gtinCheckDigit.ts'

/**
 * The GTIN a GS1 string carries, 14 digits with a valid check digit, or undefined. Element strings
 * are read by bark-js (GS1 General Specifications' application identifiers, FNC1 separators,
 * symbology identifiers); the bracketed form a label prints, "(01)…(10)…", is first written as a
 * scanner sends it, and a Digital Link URI's path (/01/<gtin>/10/<batch>…) likewise. Loaded only
 * for input that looksLikeGs1.
 */
export function readGs1(input: string): { gtin: string } | undefined {
  const text = input.trim()
  const elements = elementString(text)
  if (elements === undefined) return undefined
  let gtin: string | undefined
  try {
    gtin = bark(elements, { assumeGtin: true }).elements.find((e) => e.ai === '01')?.value
  } catch {
    return undefined
  }
  if (gtin === undefined || !/^\d{8,14}$/.test(gtin)) return undefined
  const padded = gtin.padStart(14, '0')
  return gtinCheckDigit(padded.slice(0, -1)) === Number(padded.at(-1)) ? { gtin: padded } : undefined
}

const GS = '\u001d'

/** The input as a scanner sends it: application identifiers and values, FNC1 (GS) after each value. */
function elementString(text: string): string | undefined {
  if (/^https?:\/\//i.test(text)) return digitalLinkElements(text)
  if (text.startsWith('(')) {
    const pairs = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)]
    return pairs.length > 0 ? pairs.map(([, ai, value]) => element(ai!, value!.trim())).join('') : undefined
  }
  return /^\d[\d ]*$/.test(text) ? text.replace(/ /g, '') : text
}

/** A Digital Link URI's primary key and qualifiers, as an element string: ".../01/09520123456788/10/L1" → "0109520123456788␝10L1␝". */
function digitalLinkElements(uri: string): string | undefined {
  let path: string[]
  try {
    path = new URL(uri).pathname
      .split('/')
      .filter((s) => s !== '')
      .map(decodeURIComponent)
  } catch {
    return undefined
  }
  const at = path.indexOf('01')
  if (at < 0 || at + 1 >= path.length) return undefined
  let elements = ''
  for (let i = at; i + 1 < path.length; i += 2) elements += element(path[i]!, path[i + 1]!)
  return elements
}

/** One element and its separator; a GTIN written shorter (GTIN-13 as printed) in its 14-digit form. */
const element = (ai: string, value: string) => `${ai}${ai === '01' && /^\d{8,13}$/.test(value) ? value.padStart(14, '0') : value}${GS}`
