import fs from 'node:fs'
import path from 'node:path'
import type { Route } from '../../src/catalogue/schema.ts'

/** The route table as the generator wrote it into `generatedDir` (validated against Route before). */
export function readRoutes(generatedDir: string): Route[] {
  return JSON.parse(fs.readFileSync(path.join(generatedDir, 'routes.json'), 'utf8')) as Route[]
}

/** The file a page of the route table is prerendered to, relative to the client folder: / → index.html, /sanitario/ → sanitario/index.html. */
export function pageFile(urlPath: string): string {
  return `${urlPath.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '')
}
