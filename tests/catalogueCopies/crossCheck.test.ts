/**
 * The cross-checks no single row can make (references between sheets, unique keys, files that must
 * exist), one failing case per rule, each made by breaking the small catalogue.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { formatProblem } from '../../scripts/catalogue/report/problems.ts'
import {
  type Csv,
  column,
  makeSmallCatalogue,
  readCsv,
  readWorkbook,
  removeCopy,
  workbookTables,
  writeCsv,
  writeWorkbook,
} from '../../scripts/harness/catalogueCopy.ts'

let root = ''
beforeEach(() => {
  root = makeSmallCatalogue()
})
afterEach(() => removeCopy(root))

/** Edits catalogue/site/<name>.csv; returns what the change function returns. */
function editSite<T>(name: string, change: (csv: Csv, col: (header: string) => number) => T): T {
  const file = path.join(root, 'catalogue/site', `${name}.csv`)
  const csv = readCsv(file)
  const result = change(csv, (h) => column(csv, h))
  writeCsv(file, csv)
  return result
}

const site = (name: string) => `catalogue/site/${name}.csv`
const rowOf = (index: number) => index + 2

interface Case {
  name: string
  /** Breaks the copy; returns the start of the expected report line and part of its message. */
  mutate: () => [where: string, says: string]
}

const cases: Case[] = [
  {
    name: 'a product in a line that does not exist',
    mutate: () =>
      editSite('products', (csv, col) => {
        csv.rows[0]![col('line')] = 'no-such-line'
        return [`${site('products')} › row 2 › line`, '"no-such-line" is not a line of the lines sheet']
      }),
  },
  {
    name: 'two products with the same slug in one line',
    mutate: () =>
      editSite('products', (csv) => {
        csv.rows.push([...csv.rows[0]!])
        return [
          `${site('products')} › row ${rowOf(csv.rows.length - 1)} › slug_en`,
          'is also used at row 2; every product (line and English slug) must be unique',
        ]
      }),
  },
  {
    name: 'two lines with the same id',
    mutate: () =>
      editSite('lines', (csv) => {
        csv.rows.push([...csv.rows[0]!])
        return [`${site('lines')} › row ${rowOf(csv.rows.length - 1)} › id`, 'is also used at row 2; every line must be unique']
      }),
  },
  {
    name: 'a line in a category that does not exist',
    mutate: () =>
      editSite('lines', (csv, col) => {
        csv.rows[0]![col('category')] = 'veterinary'
        return [`${site('lines')} › row 2 › category`, '"veterinary" is not valid; expected one of: medical, dental, industrial']
      }),
  },
  {
    name: 'a line also shown in an unknown category',
    mutate: () =>
      editSite('lines', (csv, col) => {
        csv.rows[0]![col('also_in')] = 'dental, vet'
        return [`${site('lines')} › row 2 › also_in`, '"dental, vet" is not valid']
      }),
  },
  {
    name: 'a category row deleted',
    mutate: () =>
      editSite('categories', (csv, col) => {
        const id = csv.rows.pop()![col('id')]!
        return [`${site('categories')}`, `the category "${id}" is missing`]
      }),
  },
  {
    name: 'a product with neither table nor features',
    mutate: () =>
      editSite('products', (csv, col) => {
        for (const h of ['table', 'features_it', 'features_en']) csv.rows[0]![col(h)] = ''
        return [`${site('products')} › row 2 › table`, 'the product has neither a table nor a features text']
      }),
  },
  {
    name: 'a note in one language only',
    mutate: () =>
      editSite('products', (csv, col) => {
        csv.rows[0]![col('note_it')] = 'Altre misure su richiesta.'
        csv.rows[0]![col('note_en')] = ''
        return [`${site('products')} › row 2 › note_en`, 'the English note is missing']
      }),
  },
  {
    name: 'a text key deleted',
    mutate: () =>
      editSite('texts', (csv, col) => {
        const key = csv.rows.shift()![col('key')]!
        return [site('texts'), `the text "${key}" is missing`]
      }),
  },
  {
    name: 'a company field deleted',
    mutate: () =>
      editSite('company', (csv, col) => {
        const field = csv.rows.shift()![col('field')]!
        return [site('company'), `the company field "${field}" is missing`]
      }),
  },
  {
    name: 'a bilingual company field in one language only',
    mutate: () =>
      editSite('company', (csv, col) => {
        const i = csv.rows.findIndex((r) => r[col('value_it')] !== '')
        csv.rows[i]![col('value_en')] = ''
        return [`${site('company')} › row ${rowOf(i)} › value_en`, 'its English text is missing']
      }),
  },
  {
    name: 'a map coordinate that is not a number',
    mutate: () =>
      editSite('company', (csv, col) => {
        const i = csv.rows.findIndex((r) => r[col('field')] === 'map_latitude')
        csv.rows[i]![col('value')] = '45°23′N'
        return [`${site('company')} › row ${rowOf(i)} › value`, '"45°23′N" is not valid; expected a number']
      }),
  },
  {
    name: 'a missing certification PDF',
    mutate: () =>
      editSite('certifications', (csv, col) => {
        const pdf = csv.rows[0]![col('pdf')]!
        fs.rmSync(path.join(root, 'public', pdf))
        return [`${site('certifications')} › row 2 › pdf`, `the file "${pdf}" does not exist`]
      }),
  },
  {
    name: 'a missing news image',
    mutate: () =>
      editSite('news', (csv, col) => {
        csv.rows[0]![col('image')] = '/images/news/nowhere.png'
        return [`${site('news')} › row 2 › image`, 'the file "/images/news/nowhere.png" does not exist']
      }),
  },
  {
    name: 'a site table deleted',
    mutate: () => {
      fs.rmSync(path.join(root, 'catalogue/site/news.csv'))
      return ['catalogue/', 'the table "news" (catalogue/site/news.csv, or a sheet "news" in catalogue/site.xlsx) is missing']
    },
  },
  {
    name: 'a legal text deleted',
    mutate: () => {
      fs.rmSync(path.join(root, 'catalogue/legal/privacy.en.md'))
      return ['catalogue/legal/privacy.en.md', 'the English privacy text is missing or empty']
    },
  },
  {
    name: 'the packing guide deleted',
    mutate: () => {
      fs.rmSync(path.join(root, 'catalogue/guide/packing-guide.en.md'))
      return ['catalogue/guide/packing-guide.en.md', 'the English packing guide is missing or empty']
    },
  },
  {
    name: 'a guide section product pages link to, its id gone',
    mutate: () => {
      const file = path.join(root, 'catalogue/guide/packing-guide.it.md')
      const text = fs.readFileSync(file, 'utf8')
      const line = text.slice(0, text.indexOf('{#storage}')).split('\n').length
      fs.writeFileSync(file, text.replace('{#storage}', ''))
      return [`catalogue/guide/packing-guide.it.md › line ${line}`, 'needs its id at the end, in braces']
    },
  },
  {
    name: 'a product sheet no product names',
    mutate: () => {
      const { workbook } = workbookTables(root, 1)[0]!
      const file = path.join(root, workbook)
      const wb = readWorkbook(file)
      XLSX.utils.book_append_sheet(
        wb,
        XLSX.utils.aoa_to_sheet([
          ['code', 'pieces'],
          ['ZZ1', 1],
        ]),
        'old-rolls',
      )
      writeWorkbook(file, wb)
      return [`${workbook} › old-rolls`, 'no product in catalogue/site/products names this table']
    },
  },
  {
    name: 'a site table nobody reads',
    mutate: () => {
      fs.writeFileSync(path.join(root, 'catalogue/site/prices.csv'), 'code;price\nSP1;3\n')
      return [site('prices'), 'this table is not part of the catalogue']
    },
  },
]

describe('cross-checks', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const [where, says] = c.mutate()
    const result = generateCatalogue({ root, check: true })
    const lines = result.problems.map(formatProblem)
    const line = lines.find((l) => l.startsWith(`${where}: `))
    expect(line, `no line starts with ${JSON.stringify(where)}:\n${lines.join('\n')}`).toBeDefined()
    expect(line).toContain(says)
  })
})

describe('one mistake, one report', () => {
  test('a guide heading without its id is reported at its line, not again as a missing or differing section', () => {
    const file = path.join(root, 'catalogue/guide/packing-guide.en.md')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('{#storage}', ''))
    const problems = generateCatalogue({ root, check: true }).problems
    expect(problems.map((p) => [p.file, p.code])).toEqual([['catalogue/guide/packing-guide.en.md', 'guide-section-id']])
  })

  test('a product row with an error still has its table checked, and the table is not called unused', () => {
    const [line, table] = editSite('products', (csv, col) => {
      csv.rows[0]![col('name_en')] = ''
      return [csv.rows[0]![col('line')]!, csv.rows[0]![col('table')]!]
    })
    const file = path.join(root, `catalogue/tables/${line}.xlsx`)
    const wb = readWorkbook(file)
    const ws = wb.Sheets[table]!
    const codeCol = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1 })[0]!.indexOf('code')
    const codeRows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: true }).flatMap((r, i) => (i > 0 && r[codeCol] ? [i + 1] : []))
    const [first, second] = codeRows as [number, number]
    const code = ws[XLSX.utils.encode_cell({ r: first - 1, c: codeCol })].v as string
    ws[XLSX.utils.encode_cell({ r: second - 1, c: codeCol })] = { t: 's', v: code }
    writeWorkbook(file, wb)

    const lines = generateCatalogue({ root, check: true }).problems.map(formatProblem)
    expect(lines).toEqual([
      `${site('products')} › row 2 › name_en: the English text is missing; the site shows it on its English pages, so both languages are required.`,
      `catalogue/tables/${line}.xlsx › ${table} › row ${second} › code: ${JSON.stringify(code)} is also used at row ${first}; every code must be unique.`,
    ])
  })

  test('a line row with an error does not make its products "not a line"', () => {
    editSite('lines', (csv, col) => {
      csv.rows[0]![col('name_en')] = ''
    })
    const lines = generateCatalogue({ root, check: true }).problems.map(formatProblem)
    expect(lines).toEqual([
      `${site('lines')} › row 2 › name_en: the English text is missing; the site shows it on its English pages, so both languages are required.`,
    ])
  })
})
