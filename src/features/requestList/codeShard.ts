import type { Lang } from '../../catalogue/langs.ts'
import { SEARCH_INDEX_PATH } from '../../search/searchIndexPath.ts'

/** About this many codes per file of the code index: a few kilobytes gzip each. */
export const CODES_PER_SHARD = 200
/** About this many products per file of the technical sheets: a product's sheet is ten times a code's entry. */
export const PRODUCTS_PER_SHARD = 40

/** Written by the generator beside the code index's files; the site imports it to know their names. */
export interface CodeIndexManifest {
  version: string
  shards: number
}

/** The indexes the generator splits into files: by code, the request list's (codes) and the tender sheet's; by product, the dossier's technical sheets. */
export type ShardedIndex = 'codes' | 'tender' | 'sheets'

/** The file of the code index that holds a code (FNV-1a hash of its characters). */
export function codeShardOf(code: string, shards: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < code.length; i++) hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % shards
}

/** Where the site serves a file of an index: beside the search index. */
export const shardUrl = (kind: ShardedIndex, manifest: CodeIndexManifest, lang: Lang, n: number): string =>
  `${SEARCH_INDEX_PATH}${kind}/${manifest.version}/${lang}/${n}.json`
