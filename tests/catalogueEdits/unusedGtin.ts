import { gtinCheckDigit } from '../../src/catalogue/gtinCheckDigit.ts'
import { GTIN_DIGITS } from '../../src/catalogue/identifiers.ts'
import { col, has, tables } from './sheetTables.ts'

/** GTINs given out but perhaps not saved yet: an edit fills several rows before it saves the sheet. */
const given = new Set<string>()

/**
 * A valid GTIN that no table uses, a new code's own: with the company prefix of the catalogue's
 * GTINs (their first nine digits as GTIN-13), so that it passes the checks they pass; GS1's
 * demonstration prefix 952 when the catalogue has none.
 */
export function unusedGtin(root: string): string {
  // Every level's GTIN: a code's pack, box and carton share one numbering.
  const gtins = tables(root).flatMap((t) =>
    ['gtin', 'box_gtin', 'carton_gtin']
      .filter((name) => has(t, name))
      .flatMap((name) =>
        t.rows.slice(1).flatMap((r) => (r[col(t, name)] === undefined || r[col(t, name)] === '' ? [] : [String(r[col(t, name)]).padStart(GTIN_DIGITS, '0')])),
      ),
  )
  const used = new Set([...gtins, ...given])
  const prefix = gtins[0]?.slice(1, 10) ?? '952000000'
  for (let n = 0; n < 1000; n++) {
    const body = `${prefix}${String(999 - n).padStart(3, '0')}`
    const gtin = `${body}${gtinCheckDigit(body)}`
    if (!used.has(gtin.padStart(GTIN_DIGITS, '0'))) {
      given.add(gtin.padStart(GTIN_DIGITS, '0'))
      return gtin
    }
  }
  throw new Error(`no unused GTIN with the prefix ${prefix}`)
}
