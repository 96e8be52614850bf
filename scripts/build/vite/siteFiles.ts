/**
 * The Vite plugin of the site's own files (emitters/siteEmitters.ts): in the build it writes every
 * emitter's files into the client output after the bundles; in `npm run dev` it answers every one
 * of their addresses, made from the same emitters, so dev serves what the build writes. It also
 * encodes the pictures before anything is rendered (pages read their sizes), and in dev answers
 * the GS1 Digital Link addresses with the handler the Pages Function runs, reading the resolver's
 * index from the same emitted files.
 */
import fs from 'node:fs'
import path from 'node:path'
import { defaultAllowedOrigins, type Plugin } from 'vite'
import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import type { ResolverReader } from '../../../src/features/digitalLink/resolverData.ts'
import type { Contents, EmitterInput } from '../emitters/emitter.ts'

// The emitters and the resolver load when a build or the dev server first needs them, not with
// the configuration, which every Vite and Vike command loads.
const emitters = () => import('../emitters/siteEmitters.ts')
const emitterInputOf = async (root: string, origin: string) => (await import('../emitters/cachedEmitterInput.ts')).cachedEmitterInput(root, origin)
const resolver = () => import('../../../src/features/digitalLink/resolveDigitalLink.ts')

/** The resolver's index among the emitted files, as the Function reads it from the deploy. */
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

/** origin: the site's origin from its checked configuration (vite.config.ts). */
export function siteFiles(origin: string): Plugin {
  let root = process.cwd()
  let clientOutDir = ''
  let input: Promise<EmitterInput> | undefined
  const emitterInput = () => (input ??= emitterInputOf(root, origin))
  return {
    name: 'site-files',
    // The dev server's own CORS answer to OPTIONS would stand in for the resolver's, whose methods
    // and Link header GS1 asks for: the preflight goes on to it. Its allowed origins stay Vite's.
    config: () => ({ server: { cors: { origin: defaultAllowedOrigins, preflightContinue: true } } }),
    configResolved(config) {
      root = config.root
      clientOutDir = path.resolve(root, config.environments.client?.build.outDir ?? 'dist/client')
    },
    async buildStart() {
      const { PictureError } = await import('../emitters/optimizeImages.ts')
      try {
        const { encoded, files } = await (await emitterInput()).images()
        if (encoded > 0) this.info(`images: ${encoded} encoded, ${files.size} in all`)
      } catch (e) {
        if (!(e instanceof PictureError)) throw e
        // A fault in the site's files, not in the build: one plain line, as catalogue:check writes it.
        console.error(`${e.message}\nThe site was not built.`)
        process.exit(1)
      }
    },
    // After the bundles are written, so that no file of theirs is held in the bundler's memory: at
    // 2,000 products the emitters write some 20,000 files.
    async writeBundle() {
      if (this.environment.name !== 'client') return
      const [{ siteEmitters }, { writeEmitted }] = await Promise.all([emitters(), import('../emitters/writeEmitted.ts')])
      for (const { name, files, ms } of await writeEmitted(siteEmitters, await emitterInput(), clientOutDir)) this.info(`${name}: ${files} files in ${ms} ms`)
    },
    configureServer(server) {
      let emitted: Promise<{ files: Map<string, Contents>; resolve: ResolverReader }> | undefined
      // A failure (a picture that cannot be read) is not kept: the next request tries again.
      const made = async () => {
        const [{ siteEmitters }, { emittedByAddress }] = await Promise.all([emitters(), import('../emitters/writeEmitted.ts')])
        const files = await emittedByAddress(siteEmitters, await emitterInput())
        return { files, resolve: await resolverReader(files) }
      }
      const files = () =>
        (emitted ??= made().catch((e: unknown) => {
          emitted = undefined
          throw e
        }))
      // Made ahead, while the browser loads the page: at 2,000 products the downloads take seconds.
      const prepare = () => void files().catch(() => undefined)
      prepare()
      // A regenerated catalogue, or a picture added or replaced, is new files: made again once the writes settle.
      const imagesDir = path.join(root, 'public', 'images') + path.sep
      const generatedDir = path.join(root, GENERATED_DIR) + path.sep
      let settle: NodeJS.Timeout | undefined
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(imagesDir) && !file.startsWith(generatedDir)) return
        input = undefined
        emitted = undefined
        clearTimeout(settle)
        settle = setTimeout(prepare, 300)
      })
      const answers = Promise.all([resolver(), import('../emitters/hostContentType.ts')])
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
        answers
          .then(async ([{ resolveDigitalLink, resolvesPath }, { hostContentType }]) => {
            // The GS1 Digital Link addresses, answered as the Pages Function answers them.
            if (resolvesPath(url.pathname)) {
              const headers = new Headers(
                Object.entries(req.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])),
              )
              const response = await resolveDigitalLink(new Request(url, { method: req.method, headers }), (await files()).resolve)
              res.writeHead(response.status, [...response.headers].flat())
              res.end(Buffer.from(await response.arrayBuffer()))
              return
            }
            if (req.method !== 'GET' && req.method !== 'HEAD') return next()
            let address: string
            try {
              address = decodeURIComponent(url.pathname).slice(1)
            } catch {
              return next()
            }
            const contents = (await files()).files.get(address)
            if (contents === undefined) return next()
            res.setHeader('content-type', hostContentType(address))
            if (typeof contents === 'string' || contents instanceof Uint8Array) res.end(req.method === 'HEAD' ? undefined : contents)
            else res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(contents.file))
          })
          .catch(next)
      })
    },
  }
}
