/**
 * The generated catalogue on the server side (page +data and +onBeforeRender files): the JSON the
 * generator wrote after validating it against ./schema.ts, the lookups by id, and the page's route
 * parameters. The JSON is typed here once; a missing lookup fails one way, with one message.
 * Never imported by browser code: each page gets only its own data.
 */
import { routeLang } from '@/i18n/routeLang'
import { readGeneratedFile } from './readGenerated'
import type { Category, Lang, Line, Product } from './schema'

/**
 * Read when the server code starts (the prerender, or the dev server's first request after the
 * catalogue changed: scripts/build/catalogueWatch.ts), not bundled into it: at 2,000 products the
 * catalogue is 7 MB of JSON, which as a module the bundler would parse and print, and the prerender
 * compile, for each build.
 */
export const catalogue = readGeneratedFile(process.cwd(), 'catalogue.json')
export const site = readGeneratedFile(process.cwd(), 'site.json')

function byId<T extends { id: string }>(kind: string, items: readonly T[]): (id: string) => T {
  const index = new Map(items.map((item) => [item.id, item]))
  return (id) => {
    const found = index.get(id)
    if (!found) throw new Error(`${kind} "${id}" is referred to but not in the generated catalogue; run npm run catalogue and check its report.`)
    return found
  }
}

export const productById: (id: string) => Product = byId('Product', catalogue.products)
export const lineById: (id: string) => Line = byId('Line', catalogue.lines)
export const categoryById: (id: string) => Category = byId('Category', site.categories)

/** The language and the catalogue id (`ref`) of a page of the route table (src/routing/routeTable.ts). */
export function pageParams(pageContext: { routeParams?: Record<string, string> }): { lang: Lang; ref: string } {
  return { lang: routeLang(pageContext), ref: pageContext.routeParams?.ref ?? '' }
}
