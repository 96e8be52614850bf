/**
 * What the tender dossier's test on an edited catalogue needs (tests/browser/edited/dossier.test.ts): a
 * certificate past its last day, which the check warns of and the site marks by the visitor's day,
 * and a line of products on sale without its declaration of conformity.
 */
import { editSiteCsv, siteRecords } from './catalogueEdit.ts'

/** The first certificate with a last valid day, expired yesterday. */
export function expireACertificate(root: string): string {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  return editSiteCsv(root, 'certifications', (csv, c) => {
    const row = csv.rows.find((r) => r[c('valid_until')] !== '')
    if (!row) throw new Error('certifications.csv has no certificate with a valid_until date to expire')
    row[c('valid_until')] = yesterday
    return `certifications.csv: ${row[c('name_en')]} valid until ${yesterday}`
  })
}

/** The declaration of the first line that has one and no withdrawn product (the withdrawal's tests follow those), removed. */
export function dropADeclaration(root: string): string {
  const withdrawnLines = new Set(siteRecords(root, 'products').flatMap((r) => (r.withdrawn ? [r.line!] : [])))
  return editSiteCsv(root, 'lines', (csv, c) => {
    const row = csv.rows.find((r) => r[c('doc_pdf')] !== '' && !withdrawnLines.has(r[c('id')]!))
    if (!row) throw new Error('lines.csv has no line with a declaration to remove')
    row[c('doc_pdf')] = ''
    row[c('doc_issued')] = ''
    return `lines.csv: ${row[c('id')]} without its declaration of conformity`
  })
}
