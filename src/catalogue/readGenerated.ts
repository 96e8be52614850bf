/**
 * The generator's output, as the build and the server code read it: typed here once. The generator
 * validated each file against ./generatedData.ts and ./route.ts before writing it
 * (scripts/catalogue/writeOutput.ts), and the files are only ever written whole, so they are not
 * parsed through those schemas again: at 2,000
 * products that would cost the build and every dev reload seconds for nothing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { GENERATED_DIR } from './generatedDir.ts'
import type { CatalogueData, SiteData } from './generatedData.ts'
import type { Route } from './route.ts'

interface GeneratedFiles {
  'catalogue.json': CatalogueData
  'site.json': SiteData
  'routes.json': Route[]
}

/** One generated file of the project at `root` (a copy's root in benchmarks and tests). */
export function readGeneratedFile<N extends keyof GeneratedFiles>(root: string, name: N): GeneratedFiles[N] {
  return JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, name), 'utf8')) as GeneratedFiles[N]
}

/** What the emitters and the server code read: the catalogue, the site's texts and company, and the route table. */
export interface GeneratedData {
  catalogue: CatalogueData
  site: SiteData
  routes: Route[]
}

export function readGenerated(root: string): GeneratedData {
  return { catalogue: readGeneratedFile(root, 'catalogue.json'), site: readGeneratedFile(root, 'site.json'), routes: readGeneratedFile(root, 'routes.json') }
}
