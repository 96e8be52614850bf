/** Excel's limit on sheet names, and the characters it refuses in them. */
const SHEET_NAME_MAX = 31
const SHEET_NAME_BANNED = /[[\]:*?/\\]/g

/**
 * Names a workbook's sheets within Excel's rules, each unlike the others whatever its case:
 * "Steripaper – Buste piatte", "… (2)" for a repeat. Pure: the build loads it in Node.
 */
export function sheetNamer(): (title: string) => string {
  const used = new Set<string>()
  return (title) => {
    const clean = title.replace(SHEET_NAME_BANNED, '-').slice(0, SHEET_NAME_MAX).trim()
    let name = clean
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${clean.slice(0, SHEET_NAME_MAX - String(n).length - 3)} (${n})`
    used.add(name.toLowerCase())
    return name
  }
}
