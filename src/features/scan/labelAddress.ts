import type { Lang } from '#src/catalogue/langs.ts'
import type { Label } from './readLabel'

/**
 * The resolver's address of a label (docs/digital-link.md): GTIN, lot and serial in the path in
 * GS1's order, the expiry in the query, and `lang=en` for an English visitor, whose label page the
 * resolver then writes in English whatever the browser's languages.
 */
export function labelAddress({ gtin, lot, serial, expiry }: Label, lang: Lang): string {
  const path = [`/01/${gtin}`, lot !== undefined && `/10/${encodeURIComponent(lot)}`, serial !== undefined && `/21/${encodeURIComponent(serial)}`]
    .filter(Boolean)
    .join('')
  const query = new URLSearchParams([...(expiry !== undefined ? [['17', expiry]] : []), ...(lang === 'en' ? [['lang', 'en']] : [])]).toString()
  return query === '' ? path : `${path}?${query}`
}
