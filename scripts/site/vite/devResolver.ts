/**
 * Dev only: answers the GS1 Digital Link addresses with the handler the Pages Function runs
 * (src/features/digitalLink/resolveDigitalLink.ts), reading the resolver's index from the emitted
 * files as the Function reads it from the deploy.
 */
import { defaultAllowedOrigins, type Plugin } from 'vite'
import type { ResolverReader } from '../../../src/features/digitalLink/resolverData.ts'
import type { Contents } from '../emitters/emitter.ts'
import type { SiteInput } from './siteInput.ts'

/** The resolver's index among the emitted files. */
async function resolverReader(files: ReadonlyMap<string, Contents>): Promise<ResolverReader> {
  const [{ RESOLVER_DATA_DIR }, { filesReader }] = await Promise.all([
    import('../../../src/features/digitalLink/resolverData.ts'),
    import('../../../src/features/digitalLink/resolverReaders.ts'),
  ])
  const index = [...files].flatMap(([address, contents]) =>
    `/${address}`.startsWith(RESOLVER_DATA_DIR) && typeof contents === 'string' ? [{ path: `/${address}`, contents }] : [],
  )
  return filesReader(index)
}

export function devResolver(site: SiteInput): Plugin {
  return {
    name: 'site-files:resolver',
    apply: 'serve',
    // The dev server's own CORS answer to OPTIONS would stand in for the resolver's, whose methods
    // and Link header GS1 asks for: the preflight goes on to it. Its allowed origins stay Vite's.
    config: () => ({ server: { cors: { origin: defaultAllowedOrigins, preflightContinue: true } } }),
    configureServer(server) {
      // The handler loads with the dev server, not with the configuration every command loads.
      const resolver = import('../../../src/features/digitalLink/resolveDigitalLink.ts')
      // One reader per set of emitted files, made again with them.
      let reader: { files: Map<string, Contents>; read: Promise<ResolverReader> } | undefined
      const readerOf = (files: Map<string, Contents>) => (reader?.files === files ? reader : (reader = { files, read: resolverReader(files) })).read
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
        resolver
          .then(async ({ resolveDigitalLink, resolvesPath }) => {
            if (!resolvesPath(url.pathname)) return next()
            const headers = new Headers(
              Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
            )
            const response = await resolveDigitalLink(new Request(url, { method: req.method, headers }), await readerOf(await site.emitted()))
            res.writeHead(response.status, [...response.headers].flat())
            res.end(Buffer.from(await response.arrayBuffer()))
          })
          .catch(next)
      })
    },
  }
}
