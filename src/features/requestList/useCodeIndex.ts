import { useEffect, useState } from 'react'
import type { Lang } from '#src/catalogue/langs.ts'
import manifestJson from '#src/generated/code-index-manifest.json'
import type { CodeIndex } from './codeIndex'
import { type CodeIndexManifest, codeShardOf, shardUrl } from './codeShard'

const manifest = manifestJson as CodeIndexManifest

const files = new Map<string, Promise<CodeIndex>>()

/**
 * A file of the index, fetched once per page view; a failed fetch is tried again next time. Not
 * the search's loader (src/search/fetchJsonOnce.ts): a module that two features share is bundled
 * as a file of its own, one more request on the pages of both.
 */
function fileOnce(url: string): Promise<CodeIndex> {
  let file = files.get(url)
  if (!file) {
    file = fetch(url).then((r) => (r.ok ? (r.json() as Promise<CodeIndex>) : Promise.reject(new Error(`${url}: HTTP ${r.status}`))))
    file.catch(() => files.delete(url))
    files.set(url, file)
  }
  return file
}

/** The files of the code index that hold these codes, by number, in order. */
const shardsOf = (codes: readonly string[]) => [...new Set(codes.map((c) => codeShardOf(c, manifest.shards)))].sort((a, b) => a - b)

/** What the catalogue says of each of these codes (and of the others in their files); rejects if a file could not be fetched. */
export function loadCodeIndex(codes: readonly string[], lang: Lang): Promise<CodeIndex> {
  return Promise.all(shardsOf(codes).map((n) => fileOnce(shardUrl('codes', manifest, lang, n)))).then((parts) => Object.assign({}, ...parts) as CodeIndex)
}

/**
 * What the catalogue says of each of these codes, from the files of the code index that hold them,
 * fetched when the codes are known. Undefined until every needed file is in (or if one could not be
 * fetched): until then no code may be called unknown.
 */
export function useCodeIndex(codes: readonly string[], lang: Lang): CodeIndex | undefined {
  const [loaded, setLoaded] = useState<{ key: string; index: CodeIndex }>()
  const key = shardsOf(codes).join(',')
  useEffect(() => {
    let current = true
    loadCodeIndex(codes, lang)
      .then((index) => current && setLoaded({ key: `${lang}:${key}`, index }))
      .catch((error: unknown) => console.warn('The product details of the request could not be loaded:', error))
    return () => {
      current = false
    }
    // The files needed change only when a code of another file joins the list.
  }, [key, lang])
  // An index loaded for other files would call the new codes unknown.
  return loaded?.key === `${lang}:${key}` ? loaded.index : undefined
}
