/**
 * The Vite plugins of the site's own files (../emitters/siteEmitters.ts), one per job, sharing one
 * emitters' input (siteInput.ts): the pictures encoded before anything is rendered, and their
 * manifest given to the pages (pictures.ts); every emitter's files written in the build and
 * answered in `npm run dev`, so dev serves what the build writes (emittedFiles.ts); in dev, the
 * GS1 Digital Link addresses answered as the Pages Function answers them (devResolver.ts).
 */
import type { Plugin } from 'vite'
import { devResolver } from './devResolver.ts'
import { emittedFiles } from './emittedFiles.ts'
import { pictures } from './pictures.ts'
import { siteInput } from './siteInput.ts'

/** origin: the site's origin from its checked configuration (vite.config.ts). */
export function siteFiles(origin: string): Plugin[] {
  const site = siteInput(origin)
  // The resolver's addresses before the files': each answers its own and hands the rest on.
  return [site.plugin, pictures(site), devResolver(site), emittedFiles(site)]
}
