/** Lower-case, without accents: "Sterilizzazione à vapore" → "sterilizzazione a vapore". */
export function normalizeText(s: string): string {
  // Plain ASCII has no accents to remove: the index reads every text several times.
  if (!/[^\x00-\x7f]/.test(s)) return s.toLowerCase()
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Letters and digits only, so "SC-63", "sc 63" and "sc63" compare equal. */
export function compactCode(s: string): string {
  return normalizeText(s).replace(/[^a-z0-9]/g, '')
}
