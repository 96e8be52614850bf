import { createHash } from 'node:crypto'
import type { CatalogueData } from '../../src/catalogue/schema.ts'
import { type CodeIndex, codeIndex } from '../../src/features/requestList/codeIndex.ts'
import { type CodeIndexManifest, CODES_PER_SHARD, codeShardOf } from '../../src/features/requestList/codeShard.ts'

/** The index's files by path under the generated folder (codes/<version>/<lang>/<n>.json), and their manifest. */
export function buildCodeIndexFiles(catalogue: Pick<CatalogueData, 'lines' | 'products'>): { manifest: CodeIndexManifest; files: Record<string, string> } {
  const byLang = (['it', 'en'] as const).map((lang) => [lang, codeIndex(catalogue, lang)] as const)
  const shards = Math.max(1, Math.ceil(Object.keys(byLang[0]![1]).length / CODES_PER_SHARD))
  const named: [string, string][] = []
  for (const [lang, index] of byLang) {
    const parts = Array.from({ length: shards }, (): CodeIndex => ({}))
    for (const [code, info] of Object.entries(index)) parts[codeShardOf(code, shards)]![code] = info
    parts.forEach((part, n) => named.push([`${lang}/${n}.json`, JSON.stringify(part)]))
  }
  // The content's hash in the path: a browser never mixes two versions, and the files can be cached for good.
  const hash = createHash('sha256')
  for (const [name, text] of named) hash.update(`${name}\0${text}\0`)
  const version = hash.digest('hex').slice(0, 12)
  return { manifest: { version, shards }, files: Object.fromEntries(named.map(([name, text]) => [`search/codes/${version}/${name}`, text])) }
}
