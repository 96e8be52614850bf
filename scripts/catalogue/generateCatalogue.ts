/**
 * The catalogue pipeline: read the sources, validate and cross-check them, then write the site's
 * data. Nothing is written unless every check passed.
 */
import path from 'node:path'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { CatalogueData, Route, SearchIndex, SiteData } from '../../src/catalogue/schema.ts'
import { buildIfuLookupIndex } from '../../src/features/ifu/ifuLookupIndex.ts'
import { buildCatalogue } from './buildCatalogue.ts'
import { buildSearchFiles, buildSearchIndex } from './buildSearchIndex.ts'
import type { Problem, Summary } from './problems.ts'
import { readSources } from './readSources.ts'
import { writeOutput } from './writeOutput.ts'

export interface GenerateOptions {
  /** Repository root: catalogue/ and public/ are read from here. */
  root: string
  /** Where the JSON goes; default src/generated under root. */
  outDir?: string
  /** Validate only. */
  check?: boolean
}

export interface GenerateResult {
  problems: Problem[]
  summary?: Summary
  timings: { read: number; validate: number; write: number }
}

export function generateCatalogue({ root, outDir = path.join(root, GENERATED_DIR), check = false }: GenerateOptions): GenerateResult {
  const problems: Problem[] = []
  const t0 = performance.now()
  const sources = readSources(root, problems)
  const t1 = performance.now()
  const built = buildCatalogue(sources, root, problems)
  if (problems.length > 0) return { problems, timings: { read: t1 - t0, validate: performance.now() - t1, write: 0 } }
  // Parsing the output guards the generator itself: the pages rely on these shapes.
  const searchIndex = { it: SearchIndex.parse(buildSearchIndex(built.catalogue, 'it')), en: SearchIndex.parse(buildSearchIndex(built.catalogue, 'en')) }
  const search = buildSearchFiles(searchIndex)
  const output = {
    'site.json': SiteData.parse(built.site),
    'catalogue.json': CatalogueData.parse(built.catalogue),
    'routes.json': Route.array().parse(built.routes),
    // What the browser's route table holds: every page but the products (src/routing/routeTable.ts).
    'routes-pages.json': built.routes.filter((r) => r.page !== 'product'),
    'search-it.json': searchIndex.it,
    'search-en.json': searchIndex.en,
    'search-manifest.json': search.manifest,
    ...search.files,
    'ifu-lookup.json': buildIfuLookupIndex(built.catalogue),
  }
  const t2 = performance.now()
  const timings = { read: t1 - t0, validate: t2 - t1, write: 0 }
  if (!check) writeOutput(outDir, output)
  timings.write = performance.now() - t2
  return {
    problems,
    timings,
    summary: {
      files: sources.files.length,
      lines: built.catalogue.lines.length,
      products: built.catalogue.products.length,
      codes: built.codeCount,
      pages: built.routes.length * 2,
    },
  }
}
