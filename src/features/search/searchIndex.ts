import type { Lang } from '#src/catalogue/langs.ts'
import manifestJson from '#src/generated/search-manifest.json'
import { fetchJsonOnce } from '#src/search/fetchJsonOnce.ts'
import { gtinFileOf, partFileName, type SearchManifest, type SearchResult } from '#src/search/indexFiles.ts'
import { type SearchEngine, searchEngine } from '#src/search/searchEngine.ts'
import { SEARCH_INDEX_PATH } from '#src/search/searchIndexPath.ts'
import type { Suggestion } from '#src/search/suggestionRecords.ts'

const manifest = manifestJson as SearchManifest
const base = `${SEARCH_INDEX_PATH}${manifest.version}/`

/** Display data of items by number, from the files that hold them. */
async function displayed(lang: Lang, items: readonly number[]): Promise<Map<number, SearchResult>> {
  const per = manifest.itemsPerFile
  const numbers = [...new Set(items.map((i) => Math.floor(i / per)))]
  const files = new Map(await Promise.all(numbers.map(async (n) => [n, await fetchJsonOnce<SearchResult[]>(`${base}${lang}/i-${n}.json`)] as const)))
  return new Map(items.map((i) => [i, files.get(Math.floor(i / per))![i % per]!]))
}

const engines = new Map<Lang, SearchEngine>()

/** The site's search in a language: the index's files fetched by need, by the composition the tests run too (src/search/searchEngine.ts). */
function engineOf(lang: Lang): SearchEngine {
  let engine = engines.get(lang)
  if (!engine) {
    const files = `${base}${lang}/`
    engine = searchEngine({
      shards: manifest.langs[lang].shards,
      part: (key) => fetchJsonOnce(`${files}${partFileName(key)}`),
      items: (numbers) => displayed(lang, numbers),
      vocabulary: () => fetchJsonOnce(`${files}v.json`),
      codeOfGtin: async (gtin) => (await fetchJsonOnce<Record<string, string>>(`${base}g-${gtinFileOf(gtin, manifest.gtinFiles)}.json`))[gtin],
    })
    engines.set(lang, engine)
  }
  return engine
}

export const searchProducts = (lang: Lang, query: string): Promise<SearchResult[]> => engineOf(lang).search(query)
export const suggestProducts = (lang: Lang, query: string): Promise<Suggestion[]> => engineOf(lang).suggest(query)
