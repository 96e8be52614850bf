/**
 * Every emitter's files (../emitters/siteEmitters.ts): written into the client output in the build,
 * after the bundles; answered at their addresses in `npm run dev`, made from the same emitters, so
 * dev serves what the build writes.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { SiteInput } from './siteInput.ts'

export function emittedFiles(site: SiteInput): Plugin {
  let clientOutDir = ''
  return {
    name: 'site-files:emitted',
    configResolved(config) {
      clientOutDir = path.resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client')
    },
    // After the bundles are written, so that no file of theirs is held in the bundler's memory: at
    // 2,000 products the emitters write some 20,000 files.
    async writeBundle() {
      if (this.environment.name !== 'client') return
      const [{ siteEmitters }, { writeEmitted }] = await Promise.all([import('../emitters/siteEmitters.ts'), import('../emitters/writeEmitted.ts')])
      for (const { name, files, ms } of await writeEmitted(siteEmitters, await site.input(), clientOutDir)) this.info(`${name}: ${files} files in ${ms} ms`)
    },
    configureServer(server) {
      const contentType = import('../emitters/hostContentType.ts')
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        let address: string
        try {
          address = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname).slice(1)
        } catch {
          return next()
        }
        Promise.all([site.emitted(), contentType])
          .then(([files, { hostContentType }]) => {
            const contents = files.get(address)
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
