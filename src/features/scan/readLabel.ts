import bark from 'bark-js'
import { gtinCheckDigit } from '#src/catalogue/gtinCheckDigit.ts'

/** What a label's code says of the item: its GTIN (14 digits) and, where the code has them, lot, serial and expiry (YYMMDD). */
export interface Label {
  gtin: string
  lot?: string
  serial?: string
  expiry?: string
}

/** Why what was read cannot lead to a label page. */
export type LabelProblem = 'notGs1' | 'checkDigit'

export type LabelRead = { ok: true; label: Label } | { ok: false; problem: LabelProblem }

const GS = '\u001d'
/** The application identifiers the label page reads: GTIN, lot, serial, expiry. */
const WANTED: Record<string, keyof Label> = { '01': 'gtin', '10': 'lot', '21': 'serial', '17': 'expiry' }

/**
 * What a label's code or its printed numbers say: a GS1 element string as a DataMatrix, QR code or
 * GS1-128 holds it (FNC1 as GS, after a symbology identifier or not), the bracketed form printed
 * under it ("(01)…(17)…(10)…"), a GS1 Digital Link URI of any domain, or a bare GTIN-13 or -14.
 * Element strings are read by bark-js, as the search reads them (src/search/readGs1.ts).
 */
export function readLabel(input: string): LabelRead {
  // Some readers give the leading FNC1 of a GS1 symbol as a GS.
  const elements = elementString(input.trim().replace(/^\u001d+/, ''))
  if (elements === undefined) return { ok: false, problem: 'notGs1' }
  const found: Partial<Label> = {}
  try {
    for (const e of bark(elements, { assumeGtin: true }).elements) {
      const key = WANTED[e.ai]
      // bark writes dates as ISO days; the label page reads the digits as printed.
      if (key) found[key] = e.raw.replaceAll(GS, '')
    }
  } catch {
    return { ok: false, problem: 'notGs1' }
  }
  const gtin = found.gtin
  if (gtin === undefined || !/^\d{14}$/.test(gtin)) return { ok: false, problem: 'notGs1' }
  if (gtinCheckDigit(gtin.slice(0, -1)) !== Number(gtin.at(-1))) return { ok: false, problem: 'checkDigit' }
  if (found.expiry !== undefined && !/^\d{6}$/.test(found.expiry)) return { ok: false, problem: 'notGs1' }
  return { ok: true, label: { ...found, gtin } }
}

/** The input as a scanner sends it: application identifiers and values, GS after each variable value. */
function elementString(text: string): string | undefined {
  if (/^https?:\/\//i.test(text)) return digitalLinkElements(text)
  if (text.startsWith('(')) {
    const pairs = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)]
    return pairs.length > 0 ? pairs.map(([, ai, value]) => element(ai!, value!.trim())).join('') : undefined
  }
  const digits = text.replace(/[\s-]/g, '')
  if (/^\d{13,14}$/.test(digits)) return element('01', digits)
  return /^(\][A-Za-z]\d)?\d{2}/.test(text) ? text : undefined
}

/** A Digital Link URI's GTIN and qualifiers from its path, and its dates from its query, as an element string. */
function digitalLinkElements(uri: string): string | undefined {
  let url: URL
  let path: string[]
  try {
    url = new URL(uri)
    path = url.pathname
      .split('/')
      .filter((s) => s !== '')
      .map(decodeURIComponent)
  } catch {
    return undefined
  }
  const at = path.indexOf('01')
  if (at < 0 || (path.length - at) % 2 !== 0) return undefined
  let elements = ''
  for (let i = at; i + 1 < path.length; i += 2) elements += element(path[i]!, path[i + 1]!)
  const expiry = url.searchParams.get('17')
  return expiry === null ? elements : elements + element('17', expiry)
}

/** One element and its separator; a GTIN written shorter (GTIN-13 as printed) in its 14-digit form. */
const element = (ai: string, value: string) => `${ai}${ai === '01' && /^\d{8,13}$/.test(value) ? value.padStart(14, '0') : value}${GS}`
