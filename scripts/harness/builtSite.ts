/**
 * The built site as tests and benchmarks read it: its folder and its pages as files (each page
 * parsed once, for every test that reads it), the route table and the generated data. Examples
 * picked by their shape are catalogueExamples.ts's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { selectAll, selectOne } from 'css-select'
import type { AnyNode, Document, Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { langs } from '#src/catalogue/langs.ts'
import { GENERATED_DIR } from '#src/catalogue/generatedDir.ts'
import { readGenerated } from '#src/catalogue/readGenerated.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { TableItem } from '#src/catalogue/productTable.ts'
import type { Product, SearchItem } from '#src/catalogue/generatedData.ts'
import type { PageKind, Route } from '#src/catalogue/route.ts'
import { loadSiteConfig } from '#src/config/siteConfig.ts'
import { pageFile } from '../site/routePages.ts'

export const root = path.resolve(import.meta.dirname, '../..')
/** The settings the browser tests' build was made with (`npm run build -- --mode e2e`: .env.e2e, the shell's variables first). */
export const config = loadSiteConfig('e2e', { root })
/** The folder the site is built into, and the client folder a host serves. */
const outDir = path.join(root, config.OUT_DIR)
export const client = path.join(outDir, 'client')

export const { catalogue, site, routes } = readGenerated(root)
const indexes = new Map<Lang, SearchItem[]>()
/** The search index of a language, as the generator wrote it. */
export function searchIndex(lang: Lang): SearchItem[] {
  if (!indexes.has(lang)) indexes.set(lang, JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, `search-${lang}.json`), 'utf8')) as SearchItem[])
  return indexes.get(lang)!
}

/** One page of the route table in one language. */
export interface SitePage {
  route: Route
  lang: Lang
  path: string
}
/** Every page of the route table, in each language. */
export const sitePages: SitePage[] = routes.flatMap((route) => langs.map((lang) => ({ route, lang, path: route.path[lang] })))
export const routeById = (id: string): Route => routes.find((r) => r.id === id) ?? missing(`route "${id}"`)
export const routeOfKind = (page: PageKind): Route => routes.find((r) => r.page === page) ?? missing(`page of the kind "${page}"`)

/** A built page as the host serves it, by its address. */
export const pageHtml = (urlPath: string): string => fs.readFileSync(path.join(client, pageFile(urlPath)), 'utf8')

/** A built page parsed, to read as a browser would before any script runs. */
export interface BuiltPage {
  document: Document
  /** Every element the CSS selector matches, in document order. */
  all(selector: string, within?: AnyNode): Element[]
  /** The first element the selector matches; a test that needs it fails with the page and the selector. */
  one(selector: string, within?: AnyNode): Element
  /** The text of the first element the selector matches (of the page, with no selector), spaces collapsed. */
  text(selector?: string, within?: AnyNode): string
}

const parsed = new Map<string, BuiltPage>()
/** A built page by its address (or a file under the client folder), parsed once for all the tests of a run. */
export function builtPage(urlPath: string): BuiltPage {
  const known = parsed.get(urlPath)
  if (known) return known
  const file = urlPath.endsWith('.html') ? urlPath : pageFile(urlPath)
  const document = parseDocument(fs.readFileSync(path.join(client, file), 'utf8'))
  const one = (selector: string, within: AnyNode = document) => selectOne<AnyNode, Element>(selector, within) ?? missingElement(urlPath, selector)
  const page: BuiltPage = {
    document,
    all: (selector, within = document) => selectAll<AnyNode, Element>(selector, within),
    one,
    text: (selector, within = document) => textOf(selector === undefined ? within : one(selector, within)),
  }
  parsed.set(urlPath, page)
  return page
}

/** An element's text as a reader gets it: spaces and line breaks collapsed. */
export const textOf = (node: AnyNode): string => DomUtils.textContent(node).replace(/\s+/g, ' ').trim()

function missingElement(urlPath: string, selector: string): never {
  throw new Error(`${urlPath} has no element matching ${selector}`)
}
/** Every .html file of the built site, relative to the client folder. */
export const htmlFiles = (): string[] =>
  fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(path.sep).join('/'))
    .sort()

function missing(what: string): never {
  throw new Error(`The generated catalogue has no ${what}, which this test needs as its example.`)
}

export function itemsOf(p: Product): TableItem[] {
  return (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))
}

/** Every code of the catalogue's tables, in catalogue order. */
export const allCodes = (): string[] => catalogue.products.flatMap((p) => itemsOf(p).map((i) => i.code))

/** A product's route, for the page ids the route table uses. */
export const routeOf = (p: Product): Route => routeById(`product:${p.id}`)
