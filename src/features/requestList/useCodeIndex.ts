import { useEffect, useState } from 'react'
import type { Lang } from '@/catalogue/schema'
import manifestJson from '@/generated/code-index-manifest.json'
import type { CodeIndex } from './codeIndex'
import { type CodeIndexManifest, codeShardOf } from './codeShard'

const manifest = manifestJson as CodeIndexManifest
/** Served by the build beside the search index (scripts/site/sitePlugin.ts). */
const fileOf = (lang: Lang, n: number) => `/search-index/codes/${manifest.version}/${lang}/${n}.json`

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

/**
 * What the catalogue says of each of these codes, from the files of the code index that hold them,
 * fetched when the codes are known. Undefined until every needed file is in (or if one could not be
 * fetched): until then no code may be called unknown.
 */
export function useCodeIndex(codes: readonly string[], lang: Lang): CodeIndex | undefined {
  const [loaded, setLoaded] = useState<{ key: string; index: CodeIndex }>()
  const shards = [...new Set(codes.map((c) => codeShardOf(c, manifest.shards)))].sort((a, b) => a - b)
  const key = shards.join(',')
  useEffect(() => {
    let current = true
    Promise.all(shards.map((n) => fileOnce(fileOf(lang, n))))
      .then((parts) => current && setLoaded({ key: `${lang}:${key}`, index: Object.assign({}, ...parts) as CodeIndex }))
      .catch((error: unknown) => console.warn('The product details of the request could not be loaded:', error))
    return () => {
      current = false
    }
    // The files needed change only when a code of another file joins the list.
  }, [key, lang])
  // An index loaded for other files would call the new codes unknown.
  return loaded?.key === `${lang}:${key}` ? loaded.index : undefined
}
