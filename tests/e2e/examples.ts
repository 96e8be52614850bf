/**
 * Examples for the browser tests, picked by their shape from the generated catalogue (the first
 * product whose table lists pouch sizes, the first with a features text), never by name: the
 * catalogue belongs to its product managers, and the tests hold for whatever they publish.
 */
import fs from 'node:fs'
import path from 'node:path'
import { GENERATED_DIR } from '@/catalogue/generatedDir'
import type { CatalogueData, Product, Route, SiteData, TableItem } from '@/catalogue/schema'

const root = path.resolve(import.meta.dirname, '../..')
const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, name), 'utf8')) as T

export const catalogue = read<CatalogueData>('catalogue.json')
export const site = read<SiteData>('site.json')
export const routes = read<Route[]>('routes.json')

export function itemsOf(p: Product): TableItem[] {
  return (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))
}

function first(what: string, test: (p: Product) => boolean): Product {
  // Products still sold: a withdrawn one has no request buttons or downloads to try.
  const found = catalogue.products.find((p) => p.withdrawn === undefined && test(p))
  if (!found) throw new Error(`The generated catalogue has no ${what}, which this test needs as its example.`)
  return found
}

/** A pouch: a width and a length in mm, no gusset. */
const isPouch = (i: TableItem) => i.size?.widthMm !== undefined && i.size.lengthMm !== undefined && i.size.gussetMm === undefined

/** The first product whose table lists only flat pouch sizes, at least `min` of them, with its codes in table order. */
export function pouchExample(min = 3) {
  const product = first(`product whose table lists only flat pouches, at least ${min}`, (p) => itemsOf(p).length >= min && itemsOf(p).every(isPouch))
  return { product, items: itemsOf(product).filter(isPouch) }
}

/** The first product that offers the pouch finder and lists only flat pouches. */
export function finderExample() {
  const product = first(
    'product offering the pouch finder with flat pouches only',
    (p) => p.pouchFinder === true && itemsOf(p).length > 0 && itemsOf(p).every(isPouch),
  )
  return { product, items: itemsOf(product) }
}

/** The first product with sizes whose page does not offer the pouch finder (a sheet, an indicator). */
export function noFinderExample() {
  return first(
    'product with sizes that does not offer the pouch finder',
    (p) => p.pouchFinder !== true && itemsOf(p).some((i) => i.size?.widthMm !== undefined),
  )
}

/** The first product whose table lists rolls: a width in mm and a length in m. */
export function rollExample() {
  return first('product with rolls', (p) => itemsOf(p).some((i) => i.size?.widthMm !== undefined && i.size.lengthM !== undefined))
}

/** The first product whose table has group headings between its codes. */
export function groupedExample() {
  return first('product with group headings', (p) => (p.table?.rows ?? []).some((r) => r.kind === 'group'))
}

/** A product's route, for the page ids the route table uses. */
export function routeOf(p: Product): Route {
  return routes.find((r) => r.id === `product:${p.id}`)!
}
