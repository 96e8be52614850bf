/**
 * The European Medical Device Nomenclature (EMDN), as the Commission publishes it: every code with
 * its term and whether it is terminal (a device is registered under a terminal term only). Read
 * from emdn.tsv beside this file; where it comes from and how to update it is in README.md there.
 */
import fs from 'node:fs'
import path from 'node:path'

interface EmdnTerm {
  code: string
  term: string
  terminal: boolean
}

export type Nomenclature = ReadonlyMap<string, EmdnTerm>

/** What the nomenclature says of a code: its term, or why a device cannot be registered under it. */
export type EmdnLookup =
  | { kind: 'terminal'; term: string }
  | { kind: 'group'; term: string; children: EmdnTerm[] }
  | { kind: 'unknown'; nearest?: EmdnTerm }

const EMDN_FILE = path.join(import.meta.dirname, 'emdn.tsv')

/** The nomenclature from its tab-separated lines: code, term, terminal ("yes" or "no"), under a header line. */
function parseNomenclature(text: string): Nomenclature {
  const terms = new Map<string, EmdnTerm>()
  for (const line of text.split('\n').slice(1)) {
    const [code, term, terminal] = line.replace(/\r$/, '').split('\t')
    if (code && term !== undefined) terms.set(code, { code, term, terminal: terminal === 'yes' })
  }
  return terms
}

let bundled: Nomenclature | undefined
/** The bundled nomenclature, read once. */
export function emdnNomenclature(): Nomenclature {
  return (bundled ??= parseNomenclature(fs.readFileSync(EMDN_FILE, 'utf8')))
}

/** A code's parent: one level up is two digits fewer, the category's letter alone at the top. */
const parentOf = (code: string) => (code.length > 3 ? code.slice(0, -2) : code.length === 3 ? code.slice(0, 1) : undefined)

export function lookUpEmdn(code: string, nomenclature: Nomenclature): EmdnLookup {
  const found = nomenclature.get(code)
  if (!found) {
    let up = parentOf(code)
    while (up && !nomenclature.has(up)) up = parentOf(up)
    return { kind: 'unknown', ...(up ? { nearest: nomenclature.get(up)! } : {}) }
  }
  if (found.terminal) return { kind: 'terminal', term: found.term }
  const children = [...nomenclature.values()].filter((t) => parentOf(t.code) === code)
  return { kind: 'group', term: found.term, children }
}
