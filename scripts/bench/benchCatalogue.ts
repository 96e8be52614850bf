/**
 * npm run bench:catalogue — how long the catalogue generator takes and how much memory it needs,
 * on the shipped catalogue and on synthetic ones of 2,000 and 20,000 table rows. Each case runs in
 * a fresh process so its peak memory is its own; every case works on a copy in a temporary folder.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as XLSX from 'xlsx'
import { langs } from '../../src/catalogue/langs.ts'
import { categoryIds, textKeys } from '../../src/catalogue/sheetRows.ts'
import { companyFieldNames, companyFields } from '../../src/catalogue/companyFields.ts'
import { legalDocuments } from '../../src/catalogue/generatedData.ts'
import { generateCatalogue, type GeneratorStep, generatorSteps } from '../catalogue/generateCatalogue.ts'

XLSX.set_fs(fs)

const repoRoot = path.resolve(import.meta.dirname, '../..')
const jiti = path.join(repoRoot, 'node_modules/.bin/jiti')
/** Runs per case; the median is reported, so one slow run (a busy disk) does not skew it. */
const RUNS = 5

interface Measure {
  /** Wall time of each step of the generator. */
  steps: Record<GeneratorStep, number>
  total: number
  /** CPU time of the run, and of the whole process (start-up and imports included): less bent by other load than wall time. */
  cpu: number
  processCpu: number
  /** Peak resident memory of the process, and what it held before the run. */
  peakRssMb: number
  baseRssMb: number
  codes: number
  products: number
  /** Problems found; a catalogue with any is never written, so its figures stop short. */
  problems: number
}

// ---------------------------------------------------------------- child: one measured run

function measureOnce(root: string): Measure {
  const baseRssMb = process.memoryUsage().rss / 1024 / 1024
  const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const result = generateCatalogue({ root })
  const total = performance.now() - started
  const cpu = cpuMs(process.cpuUsage(cpuBefore))
  return {
    steps: result.timings,
    total,
    cpu,
    processCpu: cpuMs(process.cpuUsage()),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    baseRssMb,
    codes: result.summary?.codes ?? 0,
    products: result.summary?.products ?? 0,
    problems: result.problems.length,
  }
}

// ---------------------------------------------------------------- synthetic catalogues

/** Company facts the check reads for their kind (an address, a number in range). */
const typedFacts: Partial<Record<string, string>> = {
  email: 'info@example.com',
  phone: '+39 02 0000 0000',
  orders_host: 'https://orders.example.com',
  map_latitude: '45.4',
  map_longitude: '9.25',
  map_zoom: '11',
}

/** A catalogue of `rows` table rows over `products` products, in the shape of the real one. */
function writeSynthetic(root: string, products: number, rows: number): void {
  const LINES = 20
  const perProduct = Math.round(rows / products)
  const dir = (p: string) => fs.mkdirSync(path.join(root, p), { recursive: true })
  const csv = (name: string, table: (string | number)[][]) => {
    const quote = (v: string | number) => (typeof v === 'string' && /[";\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v))
    fs.writeFileSync(path.join(root, 'catalogue/site', `${name}.csv`), `${table.map((r) => r.map(quote).join(';')).join('\n')}\n`)
  }
  for (const d of ['catalogue/site', 'catalogue/tables', 'catalogue/legal', 'public/images', 'public/pdfs']) dir(d)
  // One real picture and one real PDF, since the check reads them (the pictures' encoding is the build's job, not timed here).
  fs.copyFileSync(path.join(repoRoot, 'public/images/hero.png'), path.join(root, 'public/images/p.png'))
  fs.copyFileSync(path.join(repoRoot, 'public/pdfs/certifications/iso-13485.pdf'), path.join(root, 'public/pdfs/d.pdf'))
  const img = '/images/p.png'

  csv('categories', [
    ['id', 'slug_it', 'slug_en', 'name_it', 'name_en', 'description_it', 'description_en', 'image'],
    ...categoryIds.map((id) => [id, `${id}-it`, id, `Categoria ${id}`, `Category ${id}`, 'Descrizione.', 'Description.', img]),
  ])
  csv('lines', [
    ['id', 'category', 'also_in', 'slug_it', 'slug_en', 'name_it', 'name_en', 'description_it', 'description_en', 'note_it', 'note_en'],
    ...Array.from({ length: LINES }, (_, l) => [
      `line-${l}`,
      categoryIds[l % categoryIds.length]!,
      '',
      `linea-${l}`,
      `line-${l}`,
      `Linea ${l}`,
      `Line ${l}`,
      'Buste e rotoli.',
      'Pouches and rolls.',
      '',
      '',
    ]),
  ])
  const productRows: (string | number)[][] = [
    [
      'line',
      'slug_it',
      'slug_en',
      'name_it',
      'name_en',
      'description_it',
      'description_en',
      'image',
      'table',
      'note_it',
      'note_en',
      'features_it',
      'features_en',
    ],
  ]
  const sheets = Array.from({ length: LINES }, () => XLSX.utils.book_new())
  let code = 0
  for (let p = 0; p < products; p++) {
    const l = p % LINES
    const features =
      p % 10 === 0 ? ['Caratteristiche:\n- carta medicale 60 g/m²\n- film laminato', 'Features:\n- medical paper 60 g/m²\n- laminated film'] : ['', '']
    productRows.push([
      `line-${l}`,
      `prodotto-${p}`,
      `product-${p}`,
      `Buste piatte ${p}`,
      `Flat pouches ${p}`,
      'Buste piatte termosaldabili in carta medicale e film.',
      'Heat-sealable flat pouches of medical paper and film.',
      img,
      `product-${p}`,
      'Altre misure su richiesta.',
      'Other sizes on request.',
      ...features,
    ])
    const table: (string | number | undefined)[][] = [
      ['code', 'width_mm', 'length_mm', 'pieces', 'box_pieces', 'colour_it', 'colour_en', 'group_it', 'group_en'],
    ]
    for (let r = 0; r < perProduct; r++) {
      if (r % 5 === 0) table.push([undefined, undefined, undefined, undefined, undefined, undefined, undefined, `${60 + r} g/m²`, `${60 + r} g/m²`])
      table.push([`SP${String(code++).padStart(6, '0')}`, 50 + r * 5, 100 + r * 10, 500 + r, 5000, 'Bianco', 'White'])
    }
    XLSX.utils.book_append_sheet(sheets[l]!, XLSX.utils.aoa_to_sheet(table), `product-${p}`)
  }
  csv('products', productRows)
  sheets.forEach((wb, l) => XLSX.writeFile(wb, path.join(root, 'catalogue/tables', `line-${l}.xlsx`)))

  csv('texts', [['key', 'text_it', 'text_en'], ...textKeys.map((k) => [k, `Testo ${k}`, `Text ${k}`])])
  csv('company', [
    ['field', 'value', 'value_it', 'value_en'],
    ...companyFieldNames.map((f) => {
      const value = typedFacts[f] ?? `Value ${f}`
      return companyFields[f] === 'neutral' ? [f, value, '', ''] : [f, '', `Valore ${f}`, `Value ${f}`]
    }),
  ])
  csv('news', [
    ['id', 'title_it', 'title_en', 'description_it', 'description_en', 'image'],
    ['fair', 'Fiera', 'Fair', 'Stand.', 'Stand.', img],
  ])
  csv('about', [
    ['section', 'image', 'image_alt_it', 'image_alt_en', 'title_it', 'title_en', 'text_it', 'text_en'],
    [1, img, 'Foto', 'Photo', 'Chi siamo', 'About', 'Testo.', 'Text.'],
  ])
  csv('certifications', [
    ['id', 'name_it', 'name_en', 'pdf'],
    ['iso-13485', 'ISO 13485', 'ISO 13485', '/pdfs/d.pdf'],
  ])
  csv('ifu', [
    ['page', 'document', 'revision', 'issued', 'current', 'language', 'language_name_it', 'language_name_en', 'flag', 'product', 'products', 'pdf'],
    ['line-0', 'IFU-0', '01', '2025-01-01', 'yes', 'it', 'Italiano', 'Italian', 'it', 'Line 0', 'line-0', '/pdfs/d.pdf'],
  ])
  for (const doc of legalDocuments) for (const lang of langs) fs.writeFileSync(path.join(root, 'catalogue/legal', `${doc}.${lang}.md`), `# ${doc}\n\nText.\n`)
}

function copyShipped(root: string): void {
  for (const d of ['catalogue', 'public']) fs.cpSync(path.join(repoRoot, d), path.join(root, d), { recursive: true })
}

// ---------------------------------------------------------------- parent: run the cases, print

function runChild(root: string): Measure {
  const out = execFileSync(jiti, [import.meta.filename, '--measure', root], { encoding: 'utf8' })
  return JSON.parse(out) as Measure
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

/** Median of RUNS fresh processes; memory is the largest peak seen. */
function bench(root: string): Measure {
  const runs = Array.from({ length: RUNS }, () => runChild(root))
  const pick = (k: Exclude<keyof Measure, 'steps'>) => median(runs.map((r) => r[k]))
  return {
    steps: Object.fromEntries(generatorSteps.map((step) => [step, median(runs.map((r) => r.steps[step]))])) as Measure['steps'],
    total: pick('total'),
    cpu: pick('cpu'),
    processCpu: pick('processCpu'),
    peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)),
    baseRssMb: pick('baseRssMb'),
    codes: runs[0]!.codes,
    products: runs[0]!.products,
    problems: runs[0]!.problems,
  }
}

/** The whole command as a product manager runs it, process start included. */
function cliWallMs(root: string): number {
  const times = Array.from({ length: RUNS }, () => {
    const t = performance.now()
    try {
      execFileSync(jiti, [path.join(repoRoot, 'scripts/catalogue/commands/catalogueCommand.ts'), '--root', root], { stdio: 'ignore' })
    } catch {
      // An invalid catalogue exits 1; its time is still the time to get the report.
    }
    return performance.now() - t
  })
  return median(times)
}

function main(): void {
  const measureAt = process.argv.indexOf('--measure')
  if (measureAt >= 0) {
    process.stdout.write(JSON.stringify(measureOnce(process.argv[measureAt + 1]!)))
    return
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalogue-'))
  try {
    const cases = [
      { name: 'shipped catalogue', make: copyShipped },
      { name: 'synthetic, 2,000 rows', make: (r: string) => writeSynthetic(r, 200, 2_000) },
      { name: 'synthetic, 20,000 rows', make: (r: string) => writeSynthetic(r, 2_000, 20_000) },
    ]
    const results = cases.map((c, i) => {
      const root = path.join(tmp, String(i))
      c.make(root)
      return { name: c.name, m: bench(root), cli: cliWallMs(root) }
    })
    const ms = (n: number) => `${Math.round(n)} ms`.padStart(10)
    const load = os.loadavg()[0]!.toFixed(1)
    console.log(
      `Catalogue generator, median of ${RUNS} runs each; Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${load} at the end\n`,
    )
    const head = [...generatorSteps, 'total', 'cpu', 'command', 'cmd cpu'].map((h) => h.padStart(10)).join(' ')
    console.log(`${'case'.padEnd(24)} ${'products'.padStart(8)} ${'codes'.padStart(7)} ${head} ${'peak RSS'.padStart(9)}`)
    for (const { name, m, cli } of results) {
      const times = [...generatorSteps.map((step) => m.steps[step]), m.total, m.cpu, cli, m.processCpu].map(ms).join(' ')
      console.log(`${name.padEnd(24)} ${String(m.products).padStart(8)} ${String(m.codes).padStart(7)} ${times} ${`${Math.round(m.peakRssMb)} MB`.padStart(9)}`)
    }
    console.log(
      `\n${generatorSteps.join(', ')}, total: wall time of each step inside the generator; cpu: its CPU time. command: \`npm run catalogue\` end to end,`,
    )
    console.log('process start included, wall time; cmd cpu: CPU time of that whole process. Wall times grow with other load on the')
    console.log(`machine, CPU times much less. Peak RSS includes about ${Math.round(results[0]!.m.baseRssMb)} MB of Node and jiti before the run.`)
    for (const { name, m } of results) {
      if (m.problems > 0)
        console.log(`\nNOTE: the ${name} has ${m.problems} errors (see npm run catalogue:check); nothing was written, so its figures are short of a real run.`)
    }
    const [shipped, small, large] = results as [(typeof results)[0], (typeof results)[0], (typeof results)[0]]
    console.log(
      `2,000 → 20,000 rows: generator time × ${(large.m.total / small.m.total).toFixed(1)}, CPU × ${(large.m.cpu / small.m.cpu).toFixed(1)} (× 10 would be linear; fixed costs make it less), peak memory × ${(large.m.peakRssMb / small.m.peakRssMb).toFixed(1)}.`,
    )
    const check = (label: string, value: number, limit: number) =>
      console.log(`${value <= limit ? 'ok  ' : 'SLOW'} ${label}: ${Math.round(value)} ms (target ≤ ${limit} ms)`)
    check('shipped catalogue, end to end', shipped.cli, 1000)
    check('20,000 rows, end to end', large.cli, 3000)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

main()
