/**
 * Dev only: regenerates the catalogue when a file under catalogue/ or public/ is saved. The JSON it
 * writes is read by the server code, which is then loaded again, so a full reload shows the new
 * data; an invalid save leaves the last good data in place and shows the report in the terminal
 * and, addressed to the person who saved the spreadsheet, over the page
 * (src/features/catalogueProblems/showCatalogueProblems.ts) rather than in Vite's error overlay,
 * which speaks of code.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { CATALOGUE_ASK_EVENT, CATALOGUE_PROBLEMS_EVENT, type CatalogueProblems } from '../../../src/features/catalogueProblems/showCatalogueProblems.ts'

/** Editors save in several writes (Excel: temp file, rename); one run after they settle. */
const SETTLE_MS = 150

export function catalogueWatch(): Plugin {
  return {
    name: 'catalogue-watch',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const root = server.config.root
      const dir = path.join(root, 'catalogue')
      const publicDir = path.join(root, 'public')
      server.watcher.add(dir)
      let timer: NodeJS.Timeout | undefined
      /** The report of the last failed run, shown again to a page opened or reloaded meanwhile. */
      let lastError: string | undefined
      const showError = () => {
        if (lastError) server.ws.send(CATALOGUE_PROBLEMS_EVENT, { report: lastError } satisfies CatalogueProblems)
      }
      const fail = (report: string) => {
        server.config.logger.error(`\n${report}\n`, { timestamp: true })
        lastError = report
        showError()
      }
      // The generator loads with the dev server, not with the configuration every command loads.
      const generator = Promise.all([import('../../catalogue/generateCatalogue.ts'), import('../../catalogue/report/problems.ts')])
      const regenerate = async () => {
        const [{ generateCatalogue }, { formatReport, formatUnexpected }] = await generator
        let result: ReturnType<typeof generateCatalogue>
        const started = performance.now()
        try {
          result = generateCatalogue({ root })
        } catch (e) {
          fail(formatUnexpected(e))
          return
        }
        if (result.problems.length > 0) {
          fail(formatReport(result.problems))
          return
        }
        lastError = undefined
        const s = result.summary!
        const ms = Math.round(performance.now() - started)
        server.config.logger.info(`catalogue regenerated: ${s.products} products, ${s.codes} codes, in ${ms} ms`, { timestamp: true })
        // The server code reads the generated files when it starts (src/catalogue/data.ts): it starts again.
        for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      }
      const onChange = (file: string) => {
        if (!file.startsWith(dir + path.sep) && !file.startsWith(publicDir + path.sep)) return
        clearTimeout(timer)
        timer = setTimeout(() => void regenerate(), SETTLE_MS)
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
      server.ws.on(CATALOGUE_ASK_EVENT, (_data: unknown, client: { send: (event: string, payload: CatalogueProblems) => void }) => {
        if (lastError) client.send(CATALOGUE_PROBLEMS_EVENT, { report: lastError })
      })
    },
  }
}
