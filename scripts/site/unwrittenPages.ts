import fs from 'node:fs'
import path from 'node:path'
import type { Route } from '../../src/catalogue/route.ts'
import { pageFile } from './routePages.ts'

/**
 * The addresses of the route table whose page is not in the client folder. Vike checks only that
 * every kind of page has some address to prerender, and a catalogue without long lines gives the
 * line page none, so its check is off (partial, src/pages/+config.ts); this one checks every page.
 */
export function unwrittenPages(client: string, routes: readonly Pick<Route, 'path'>[]): string[] {
  return routes.flatMap((r) => [r.path.it, r.path.en]).filter((url) => !fs.existsSync(path.join(client, pageFile(url))))
}
