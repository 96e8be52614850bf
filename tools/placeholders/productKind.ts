/**
 * Which illustration a product gets, read from its slugs (Italian and English) so that a new
 * product named like the existing ones is drawn right without touching this file.
 */

export type ProductKind =
  | { kind: 'flat-pouch' }
  | { kind: 'gusseted-pouch' }
  | { kind: 'self-sealing-pouch' }
  | { kind: 'tyvek-pouch' }
  | { kind: 'flat-roll' }
  | { kind: 'gusseted-roll' }
  | { kind: 'indicator-tape' }
  | { kind: 'indicator-strip'; type: 4 | 5 | 6; agent: 'steam' | 'h2o2' | 'eo' }
  | { kind: 'bowie-dick' }
  | { kind: 'hollow-load' }
  | { kind: 'sheet'; material: 'crepe' | 'tnt' | 'sms' | 'solo' }
  | { kind: 'absorbent-paper' }
  | { kind: 'dental-tray' }
  | { kind: 'paper-reel'; print: 'neutral' | 'printed' | 'indicators' }
  | { kind: 'film-reel' }

/** Rules in order: the first whose pattern matches "<slug_en> <slug_it>" decides. */
const rules: [RegExp, (s: string) => ProductKind][] = [
  [/film/, () => ({ kind: 'film-reel' })],
  [/reel|bobin/, (s) => ({ kind: 'paper-reel', print: /indicat/.test(s) ? 'indicators' : /print|stampat/.test(s) ? 'printed' : 'neutral' })],
  [/tyvek/, () => ({ kind: 'tyvek-pouch' })],
  [/self-seal|autosigill/, () => ({ kind: 'self-sealing-pouch' })],
  [/pouch|buste/, (s) => (/gusset|soffiett/.test(s) ? { kind: 'gusseted-pouch' } : { kind: 'flat-pouch' })],
  [/roll|rotol/, (s) => (/gusset|soffi/.test(s) ? { kind: 'gusseted-roll' } : { kind: 'flat-roll' })],
  [/bowie/, () => ({ kind: 'bowie-dick' })],
  [/hollow|helix/, () => ({ kind: 'hollow-load' })],
  [/type-1\b|tipo-1\b|tape|nastr/, () => ({ kind: 'indicator-tape' })],
  [/type-|tipo-|indicat/, (s) => stripKind(s)],
  [/absorb|assorb/, () => ({ kind: 'absorbent-paper' })],
  [/dental|tray/, () => ({ kind: 'dental-tray' })],
  [/crep|crespa/, () => ({ kind: 'sheet', material: 'crepe' })],
  [/\bsms\b/, () => ({ kind: 'sheet', material: 'sms' })],
  [/\bsolo\b/, () => ({ kind: 'sheet', material: 'solo' })],
  [/tnt|nonwoven|sheet|fogli|wrap/, () => ({ kind: 'sheet', material: 'tnt' })],
]

export function productKind(slugEn: string, slugIt: string): ProductKind {
  const s = `${slugEn} ${slugIt}`.toLowerCase()
  for (const [pattern, make] of rules) if (pattern.test(s)) return make(s)
  return { kind: 'flat-pouch' }
}

/** "type-5-h" is the ethylene-oxide integrator, "type-4-h" the hydrogen-peroxide one (spec §2.2). */
function stripKind(s: string): ProductKind {
  const type = /(?:type|tipo)-6/.test(s) ? 6 : /(?:type|tipo)-5/.test(s) ? 5 : 4
  const agent = /-h\b/.test(s) ? (type === 5 ? 'eo' : 'h2o2') : 'steam'
  return { kind: 'indicator-strip', type, agent }
}
