import { createHash } from 'node:crypto'
import { langs } from '../../../src/catalogue/langs.ts'
import type { Lang } from '../../../src/catalogue/langs.ts'
import type { CatalogueData } from '../../../src/catalogue/generatedData.ts'
import { codeIndex } from '../../../src/features/requestList/codeIndex.ts'
import { type CodeIndexManifest, CODES_PER_SHARD, codeShardOf, PRODUCTS_PER_SHARD, type ShardedIndex } from '../../../src/features/requestList/codeShard.ts'
import { tenderIndex } from '../../../src/features/requestList/tenderIndex.ts'
import { technicalSheetIndex } from '../../../src/features/requestList/dossier/technicalSheetIndex.ts'

type IndexFiles = { manifest: CodeIndexManifest; files: Record<string, string> }

/**
 * An index by code (or product), in both languages, as files of about `perShard` keys each, chosen by the
 * key's hash: search/<kind>/<version>/<lang>/<n>.json under the generated folder, and their manifest.
 */
function shardedFiles<T>(kind: ShardedIndex, byLang: readonly (readonly [Lang, Record<string, T>])[], perShard = CODES_PER_SHARD): IndexFiles {
  const shards = Math.max(1, Math.ceil(Object.keys(byLang[0]![1]).length / perShard))
  const named: [string, string][] = []
  for (const [lang, index] of byLang) {
    const parts = Array.from({ length: shards }, (): Record<string, T> => ({}))
    for (const [code, info] of Object.entries(index)) parts[codeShardOf(code, shards)]![code] = info
    parts.forEach((part, n) => named.push([`${lang}/${n}.json`, JSON.stringify(part)]))
  }
  // The content's hash in the path: a browser never mixes two versions, and the files can be cached for good.
  const hash = createHash('sha256')
  for (const [name, text] of named) hash.update(`${name}\0${text}\0`)
  const version = hash.digest('hex').slice(0, 12)
  return { manifest: { version, shards }, files: Object.fromEntries(named.map(([name, text]) => [`search/${kind}/${version}/${name}`, text])) }
}

/** The request list's index: each code's product, size and pieces per pack (codes/<version>/<lang>/<n>.json). */
export function assembleCodeIndexFiles(catalogue: Pick<CatalogueData, 'lines' | 'products'>): IndexFiles {
  return shardedFiles('codes', langs.map((lang) => [lang, codeIndex(catalogue, lang)] as const))
}

/**
 * The tender sheet's index: each code's GTIN, regulatory values and documents
 * (tender/<version>/<lang>/<n>.json). Same codes and shard count as the code index, so a code
 * is in the file of the same number in both.
 */
export function assembleTenderIndexFiles(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments' | 'cycles'>): IndexFiles {
  return shardedFiles('tender', langs.map((lang) => [lang, tenderIndex(catalogue, lang)] as const))
}

/**
 * The tender dossier's technical sheets: each product's description, size table, packaging,
 * standards and regulatory values (sheets/<version>/<lang>/<n>.json), keyed by product id and
 * split by its hash as the code index is by code.
 */
export function assembleSheetIndexFiles(catalogue: Pick<CatalogueData, 'lines' | 'products' | 'ifuDocuments' | 'cycles'>): IndexFiles {
  return shardedFiles(
    'sheets',
    langs.map((lang) => [lang, technicalSheetIndex(catalogue, lang)] as const),
    PRODUCTS_PER_SHARD,
  )
}
