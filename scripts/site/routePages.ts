import { readGeneratedFile } from '../../src/catalogue/readGenerated.ts'
import type { Route } from '../../src/catalogue/route.ts'

/** The route table of the project at `root`, as the generator wrote it. */
export const readRoutes = (root: string): Route[] => readGeneratedFile(root, 'routes.json')

/** The file a page of the route table is prerendered to, relative to the client folder: / → index.html, /sanitario/ → sanitario/index.html. */
export function pageFile(urlPath: string): string {
  return `${urlPath.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '')
}
