/**
 * What the site-files plugins share (siteFiles.ts): the emitters' input for the root Vite resolved,
 * made on first use, and in `npm run dev` every emitter's files by address. Both are made again
 * when the catalogue is regenerated or a picture added or replaced.
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import { GENERATED_DIR } from '../../../src/catalogue/generatedDir.ts'
import type { Contents, EmitterInput } from '../emitters/emitter.ts'

export interface SiteInput {
  /** The emitters' input: its data read and its pictures encoded on first use (../emitters/cachedEmitterInput.ts). */
  input(): Promise<EmitterInput>
  /** Dev only: every emitter's files by address. A failure (a picture that cannot be read) is not kept: the next call tries again. */
  emitted(): Promise<Map<string, Contents>>
  /** Learns the root, and in dev makes the files ahead and again after a change. */
  plugin: Plugin
}

/** origin: the site's origin from its checked configuration (vite.config.ts). */
export function siteInput(origin: string): SiteInput {
  let root: string | undefined
  let input: Promise<EmitterInput> | undefined
  let emitted: Promise<Map<string, Contents>> | undefined
  // The emitters load when a build or the dev server first needs them, not with the configuration,
  // which every Vite and Vike command loads.
  const site: Omit<SiteInput, 'plugin'> = {
    input: () =>
      (input ??= import('../emitters/cachedEmitterInput.ts').then(({ cachedEmitterInput }) => {
        if (root === undefined) throw new Error('siteInput: the emitters were asked for before Vite resolved its configuration.')
        return cachedEmitterInput(root, origin)
      })),
    emitted: () =>
      (emitted ??= Promise.all([import('../emitters/siteEmitters.ts'), import('../emitters/writeEmitted.ts'), site.input()])
        .then(([{ siteEmitters }, { emittedByAddress }, made]) => emittedByAddress(siteEmitters, made))
        .catch((e: unknown) => {
          emitted = undefined
          throw e
        })),
  }
  return {
    ...site,
    plugin: {
      name: 'site-files:input',
      configResolved(config) {
        root = config.root
      },
      configureServer(server) {
        // Made ahead, while the browser loads the page: at 2,000 products the downloads take seconds.
        const prepare = () => void site.emitted().catch(() => undefined)
        prepare()
        // A regenerated catalogue, or a picture added or replaced, is new files: made again once the writes settle.
        const imagesDir = path.join(server.config.root, 'public', 'images') + path.sep
        const generatedDir = path.join(server.config.root, GENERATED_DIR) + path.sep
        let settle: NodeJS.Timeout | undefined
        server.watcher.on('all', (_event, file) => {
          if (!file.startsWith(imagesDir) && !file.startsWith(generatedDir)) return
          input = undefined
          emitted = undefined
          clearTimeout(settle)
          settle = setTimeout(prepare, 300)
        })
      },
    },
  }
}
