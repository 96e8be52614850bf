/**
 * GS1 Digital Link entry points, written beside the prerendered site: for every code with a GTIN,
 * its landing page (/01/{GTIN-14}/index.html) and its linkset (linkset.json beside it), then the
 * resolver description (/.well-known/gs1resolver) and the pages' stylesheet and script.
 *
 * The landing pages are static HTML rendered here with React's server renderer, not pages of
 * Vike: there is one for every code, 13,500 at a catalogue of 2,000 products, and as Vike pages
 * they would be prerendered with the whole layout and its page context, some three times the
 * build of the rest of the site. They need neither: nothing on them runs but a few lines that put
 * the visitor's language first.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { CatalogueData, Lang, Localised, Route, SiteData } from '../../src/catalogue/schema.ts'
import { digitalLinkPath, linksetPath, RESOLVER_DESCRIPTION_PATH } from '../../src/features/digitalLink/digitalLinkPath.ts'
import { labelEntries, linksetOf, resolverDescription } from '../../src/features/digitalLink/digitalLinks.ts'
import { LABEL_PAGE_ASSETS, LabelPage, type LabelPageProps } from '../../src/features/digitalLink/LabelPage.tsx'
import { dictionaries, type LabelKey } from '../../src/i18n/dictionary.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** Writes every landing page and linkset into `client`; resolves to how many GTINs it wrote. */
export async function writeDigitalLinks(client: string, catalogue: CatalogueData, site: SiteData, routes: readonly Route[], origin: string, policy: string): Promise<number> {
  const paths = (id: string): Localised<string> => {
    const route = routes.find((r) => r.id === id)
    if (!route) throw new Error(`No route "${id}" in the route table`)
    return route.path
  }
  const labels = Object.fromEntries((['it', 'en'] as const).map((lang) => [lang, (key: LabelKey) => dictionaries[lang][key]])) as Record<Lang, (key: LabelKey) => string>
  const common: Omit<LabelPageProps, 'entry'> = {
    origin,
    labels,
    company: { name: site.company.name, legalAddress: site.company.legalAddress, vatNumber: site.company.vatNumber },
    links: { home: paths('home'), privacy: paths('privacy'), disclaimer: paths('disclaimer') },
    policy,
  }
  const entries = labelEntries(catalogue)
  for (const entry of entries) {
    const folder = path.join(client, digitalLinkPath(entry.gtin))
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'index.html'), `<!DOCTYPE html>${renderToStaticMarkup(createElement(LabelPage, { ...common, entry }))}`)
    fs.writeFileSync(path.join(client, linksetPath(entry.gtin)), JSON.stringify(linksetOf(entry, origin)))
  }
  if (entries.length === 0) return 0
  const description = path.join(client, RESOLVER_DESCRIPTION_PATH)
  fs.mkdirSync(path.dirname(description), { recursive: true })
  fs.writeFileSync(description, `${JSON.stringify(resolverDescription(origin, site.company), null, 2)}\n`)
  await writeAssets(client)
  return entries.length
}

/** The stylesheet (the site's tokens and base styles, then the page's own) and the language script. */
async function writeAssets(client: string): Promise<void> {
  const css = ['src/styles/theme.css', 'src/styles/base.css', 'src/features/digitalLink/labelPageStyle.css'].map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n')
  const { code } = await esbuild.transform(css, { loader: 'css', minify: true })
  fs.writeFileSync(path.join(client, LABEL_PAGE_ASSETS.css), code)
  await esbuild.build({
    entryPoints: [path.join(root, 'src/features/digitalLink/visitorLanguageFirst.ts')],
    outfile: path.join(client, LABEL_PAGE_ASSETS.js),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    logLevel: 'error',
  })
}
