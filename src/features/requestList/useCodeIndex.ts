import { useEffect, useState } from 'react'
import type { Lang } from '@/catalogue/schema'
import manifestJson from '@/generated/code-index-manifest.json'
import { fetchJsonOnce } from '@/search/fetchJsonOnce'
import type { CodeIndex } from './codeIndex'
import { type CodeIndexManifest, codeShardOf } from './codeShard'

const manifest = manifestJson as CodeIndexManifest
/** Served by the build beside the search index (scripts/site/sitePlugin.ts). */
const fileOf = (lang: Lang, n: number) => `/search-index/codes/${manifest.version}/${lang}/${n}.json`

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
    Promise.all(shards.map((n) => fetchJsonOnce<CodeIndex>(fileOf(lang, n))))
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
