/**
 * npm run export:eudamed [-- --out DIR] [--mode MODE]: writes the catalogue's devices as EUDAMED
 * bulk-upload XML (eudamedExport.ts) into DIR/eudamed (DIR: OUT_DIR, default dist), with the site's
 * address of MODE (default production: SITE_URL must be set; src/config/siteConfig.ts), with
 * lacking.csv, the fields the catalogue does not give, and checks every message against EUDAMED's schema (eudamed/xsd) before saying it is done.
 * Reads the generated catalogue: run npm run catalogue first (npm test and the build do).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readGeneratedFile } from '../../src/catalogue/readGenerated.ts'
import { loadSiteConfig } from '../../src/config/siteConfig.ts'
import { eudamedExport } from './eudamedExport.ts'

const root = path.resolve(import.meta.dirname, '../..')
export const EUDAMED_SCHEMA = path.join(import.meta.dirname, 'eudamed/xsd/service/Message.xsd')
const VALIDATOR = path.join(root, 'scripts/checks/xml/ValidateXml.java')

/** The messages checked against the schema: what Java's validator says, nothing when they are valid. */
export function validateAgainstSchema(files: readonly string[]): string {
  if (files.length === 0) return ''
  const run = spawnSync('java', [VALIDATOR, EUDAMED_SCHEMA, ...files], { encoding: 'utf8' })
  if (run.error) throw new Error(`java could not be started (${run.error.message}): the XML is written, but not checked against EUDAMED's schema`)
  return run.status === 0 ? '' : `${run.stdout}${run.stderr}`.trim() || `the validator exited with ${run.status}`
}

function main(): void {
  const { values } = parseArgs({ options: { out: { type: 'string' }, mode: { type: 'string', default: 'production' } } })
  // The site's addresses in the messages are those of the site built in the same mode.
  const config = loadSiteConfig(values.mode, { root })
  const out = values.out ?? path.join(root, config.OUT_DIR)
  const result = eudamedExport(
    { site: readGeneratedFile(root, 'site.json'), catalogue: readGeneratedFile(root, 'catalogue.json') },
    { now: new Date().toISOString(), origin: config.SITE_URL },
  )
  const written = Object.entries(result.files).map(([name, text]) => {
    const file = path.join(out, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
    return file
  })
  const errors = validateAgainstSchema(written.filter((f) => f.endsWith('.xml')))
  const left = new Set(result.lacking.filter((l) => l.required).map((l) => l.basicUdiDi))
  console.log(
    `EUDAMED: ${result.devices} device models with ${result.udiDis} UDI-DIs in ${written.length - 1} messages in ${path.relative(root, path.join(out, 'eudamed'))}/`,
  )
  if (left.size > 0) console.log(`${left.size} models left out, lacking what EUDAMED requires: see lacking.csv`)
  if (errors) {
    console.error(`The messages do not pass EUDAMED's schema:\n${errors}`)
    process.exit(1)
  }
  console.log(`Every message passes EUDAMED's schema (version in ${path.relative(root, EUDAMED_SCHEMA)}).`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
