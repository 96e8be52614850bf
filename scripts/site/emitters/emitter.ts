/**
 * An emitter makes files of the site that are not Vike's pages or bundles: a function of the
 * generated catalogue and the configuration to a list of files, each at the address the site
 * serves it from. The site's emitters are listed in siteEmitters.ts; the plugins of
 * ../vite/siteFiles.ts serve them in `npm run dev` and write them in the build, so that every
 * address the build writes answers in dev too.
 */
import type { GeneratedData } from '../../../src/catalogue/readGenerated.ts'
import type { OptimiseResult } from './optimizeImages.ts'

/** What every emitter is given. */
export interface EmitterInput {
  /** The project's root (a copy's, in benchmarks and tests). */
  root: string
  /** The site's origin, from its configuration (src/config/siteConfig.ts). */
  origin: string
  data: GeneratedData
  /** The encoded pictures: encoded once per build (before the prerender, which needs their sizes), then from the cache. */
  images: () => Promise<OptimiseResult>
}

/** A file's contents, or a file already on disk (the generator's search index, an encoded picture), linked into the site as it is. */
export type Contents = string | Uint8Array | { readonly file: string }

/** A file at its address, without the leading slash: `sitemap.xml`, `downloads/it/….xlsx`. */
export type EmittedFile = readonly [address: string, contents: Contents]

export interface Emitter {
  name: string
  /** Its files, one at a time: the build writes each and lets it go, so the largest (the downloads) are never all in memory. */
  emit(input: EmitterInput): Iterable<EmittedFile> | Promise<Iterable<EmittedFile>>
}
