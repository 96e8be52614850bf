/**
 * Edits the check must refuse, each on a copy of its own: ifu.csv saved by Excel (dates
 * day/month/year) and products.csv saved in Windows encoding. Each must give one problem per real
 * fault, and each problem the advice that fixes it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { encodeWindows1252 } from '../../scripts/catalogue/read/windows1252.ts'
import { formatReport } from '../../scripts/catalogue/report/problems.ts'
import { copyShippedCatalogue, removeCopy } from '../../scripts/harness/catalogueCopy.ts'
import { editSiteCsv } from './catalogueEdit.ts'

/** An edit the check must refuse: the problems it must give, each by what its advice must say. */
type RefusedEdit = [what: string, apply: (root: string) => string[]]

/** ifu.csv as Excel saves it: dates day/month/year, revisions without their leading zero, a byte order mark and Windows line ends. */
function excelDatedIfu(root: string): string[] {
  const says: string[] = []
  editSiteCsv(root, 'ifu', (csv, c) => {
    for (const r of csv.rows) {
      says.push(`write ${r[c('issued')]}`)
      r[c('issued')] = r[c('issued')]!.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')
      r[c('revision')] = r[c('revision')]!.replace(/^0+(?=\d)/, '')
    }
    return ''
  })
  return says
}

/** products.csv as Excel's plain "CSV" saves it on Windows: Windows-1252. */
function windowsEncodedProducts(root: string): string[] {
  const file = path.join(root, 'catalogue/site/products.csv')
  fs.writeFileSync(file, encodeWindows1252(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '')))
  return ['"CSV UTF-8 (comma delimited)"']
}

const refusedEdits: RefusedEdit[] = [
  ['ifu.csv saved by Excel, its dates day/month/year', excelDatedIfu],
  ['products.csv saved in Windows encoding', windowsEncodedProducts],
]

/** Each refused edit on a fresh copy of the catalogue, its report printed: exactly its problems, each saying its advice. Returns the number that did not. */
export function tryRefusedEdits(): number {
  let failed = 0
  for (const [what, apply] of refusedEdits) {
    const root = copyShippedCatalogue()
    try {
      const says = apply(root)
      const { problems } = generateCatalogue({ root, check: true })
      const right = problems.length === says.length && problems.every((p, i) => p.message.includes(says[i]!))
      if (!right) failed++
      const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, ${says.length} expected`
      console.log(`\n- ${what}: ${count}${right ? ', each with its advice' : ' — NOT AS EXPECTED'}`)
      console.log(formatReport(problems).replace(/^/gm, '    '))
    } finally {
      removeCopy(root)
    }
  }
  return failed
}
