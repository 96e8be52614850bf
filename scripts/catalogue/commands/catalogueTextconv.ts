/**
 * npm run -s catalogue:textconv FILE: a workbook or CSV file as text, one line per row, each value
 * named by its column, so that `git diff` and `git log -p` show which cells of a sheet changed
 * (see .gitattributes and catalogue/README.md). Row numbers are left out on purpose: a row
 * inserted at the top would otherwise change every line below it.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { sheetLines } from '../read/sheetText.ts'
import { detectDelimiter } from '../read/readSources.ts'
import { npmRun } from './npmArguments.ts'

const [arg] = process.argv.slice(2)
try {
  if (arg === undefined) throw new Error('name the workbook or CSV file to show: npm run -s catalogue:textconv FILE')
  // npm runs scripts in the package folder; git names the file from where it was started.
  const file = path.resolve(npmRun.startedIn ?? process.cwd(), arg)
  const bytes = fs.readFileSync(file)
  const workbook =
    bytes.subarray(0, 4).toString('binary') === 'PK\x03\x04'
      ? XLSX.read(bytes, { type: 'buffer', cellDates: true, cellFormula: false, cellHTML: false })
      : (() => {
          const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
          return XLSX.read(text, { type: 'string', raw: true, FS: detectDelimiter(text) })
        })()
  const csv = workbook.SheetNames.length === 1 && !bytes.subarray(0, 2).equals(Buffer.from('PK'))
  const out = workbook.SheetNames.flatMap((name) => sheetLines(workbook.Sheets[name]!, csv ? undefined : name))
  process.stdout.write(out.length > 0 ? `${out.join('\n')}\n` : '')
} catch (e) {
  console.error(`catalogue:textconv: ${(e as Error).message}`)
  process.exitCode = 1
}
