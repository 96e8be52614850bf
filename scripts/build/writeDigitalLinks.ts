/**
 * GS1 Digital Link entry points: for every code with a GTIN, its landing page
 * (01/{GTIN-14}/index.html) and its linkset (linkset.json beside it), then the resolver
 * description (.well-known/gs1resolver), written into a folder that the build moves into the site.
 * Run by the build, bundled, on a thread of its own (startThread.ts), or by hand:
 * node --import tsx scripts/build/writeDigitalLinks.ts <generated folder> <folder> <origin> <css file>
 *
 * The landing pages are static HTML rendered here with React's server renderer, not pages of
 * Vike: there is one for every code, 13,500 at a catalogue of 2,000 products, and as Vike pages
 * they would be prerendered with the whole layout and its page context, some three times the
 * build of the rest of the site. They need neither: nothing on them runs but a few lines that put
 * the visitor's language first, and they depend on the catalogue alone, so they are written on the
 * second core from the start of the build. Their CSS is inline, as on every page; its hash goes
 * into the site's policy too.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { CatalogueData, Lang, Localised, Route, SiteData } from '../../src/catalogue/schema.ts'
import { digitalLinkPath, linksetPath, RESOLVER_DESCRIPTION_PATH } from '../../src/features/digitalLink/digitalLinkPath.ts'
import { labelEntries, linksetOf, resolverDescription } from '../../src/features/digitalLink/digitalLinks.ts'
import { LabelPage, type LabelPageProps } from '../../src/features/digitalLink/LabelPage.tsx'
import { dictionaries, type LabelKey } from '../../src/i18n/dictionary.ts'
import { sha256 } from './securityHeaders.ts'

const [generated, folder, origin, cssFile] = process.argv.slice(2)
if (!generated || !folder || !origin || !cssFile) throw new Error('usage: writeDigitalLinks.ts <generated folder> <folder> <origin> <css file>')
const start = performance.now()
const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(generated, name), 'utf8'))
const catalogue = read('catalogue.json') as CatalogueData
const { company } = read('site.json') as SiteData
const routes = read('routes.json') as Route[]
const css = fs.readFileSync(cssFile, 'utf8')
const paths = (id: string): Localised<string> => {
  const route = routes.find((r) => r.id === id)
  if (!route) throw new Error(`No route "${id}" in the route table`)
  return route.path
}
const labels = Object.fromEntries((['it', 'en'] as const).map((lang) => [lang, (key: LabelKey) => dictionaries[lang][key]])) as Record<Lang, (key: LabelKey) => string>
const common: Omit<LabelPageProps, 'entry'> = {
  origin,
  labels,
  company: { name: company.name, legalAddress: company.legalAddress, vatNumber: company.vatNumber },
  links: { home: paths('home'), privacy: paths('privacy'), disclaimer: paths('disclaimer') },
  css,
  cssHash: sha256(css),
}
const entries = labelEntries(catalogue)
for (const entry of entries) {
  const page = path.join(folder, digitalLinkPath(entry.gtin))
  fs.mkdirSync(page, { recursive: true })
  fs.writeFileSync(path.join(page, 'index.html'), `<!DOCTYPE html>${renderToStaticMarkup(createElement(LabelPage, { ...common, entry }))}`)
  fs.writeFileSync(path.join(folder, linksetPath(entry.gtin)), JSON.stringify(linksetOf(entry, origin)))
}
if (entries.length > 0) {
  const description = path.join(folder, RESOLVER_DESCRIPTION_PATH)
  fs.mkdirSync(path.dirname(description), { recursive: true })
  fs.writeFileSync(description, `${JSON.stringify(resolverDescription(origin, company), null, 2)}\n`)
}
console.log(`GS1 Digital Link: a landing page and a linkset for each of ${entries.length} GTINs in ${Math.round(performance.now() - start)} ms`)
