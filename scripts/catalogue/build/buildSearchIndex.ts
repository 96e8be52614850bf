import { createHash } from 'node:crypto'
import type { CatalogueData, Lang, Localised, SearchItem } from '../../../src/catalogue/schema.ts'
import { sizeKey } from '../../../src/catalogue/formatSize.ts'
import { compactCode } from '../../../src/search/normalize.ts'
import { buildShards, type SearchManifest, shardFileKey, suggestionsOf } from '../../../src/search/searchTerms.ts'

/**
 * One entry per product, in the language of the index. The category shown is the product line
 * (Steripaper, Chemical Indicators, …), as visitors know it. `keys` holds codes and sizes in
 * compact form so that "SC-63", "sc63" and "75x200" are found. Products and codes no longer sold
 * are left out: the search finds what can be ordered.
 */
export function buildSearchIndex(catalogue: CatalogueData, lang: Lang): SearchItem[] {
  const lineName = new Map(catalogue.lines.map((l) => [l.id, l.name[lang]]))
  return catalogue.products.filter((p) => p.withdrawn === undefined).map((p) => {
    const keys = new Set<string>()
    for (const row of p.table?.rows ?? []) {
      if (row.kind !== 'item') continue
      keys.add(compactCode(row.item.code))
      if (row.item.size) keys.add(sizeKey(row.item.size))
    }
    return {
      id: p.id,
      name: p.name[lang],
      description: p.description[lang],
      category: lineName.get(p.line) ?? '',
      link: p.path[lang],
      image: p.image,
      keys: [...keys].join(' '),
    }
  })
}

/** Items per file of display data: the first suggestions of a query usually come from one file. */
export const SEARCH_ITEMS_PER_FILE = 20

/**
 * The search index as the site fetches it, by need: the word index split by the first two
 * characters of its words (search/<version>/<lang>/w-<xx>.json, see shardFileKey), beside each part the records of
 * its first suggestions (s-<xx>.json, fetched with it by the overlay), and the items' display data
 * in files of SEARCH_ITEMS_PER_FILE (i-<n>.json). Returns the files by path, and the manifest that
 * the search code imports.
 */
export function buildSearchFiles(indexes: Localised<SearchItem[]>): { manifest: SearchManifest; files: Record<string, string> } {
  const byLang = {} as Localised<Record<string, string>>
  const langs = {} as SearchManifest['langs']
  for (const lang of Object.keys(indexes) as Lang[]) {
    const items = indexes[lang]
    const files: Record<string, string> = {}
    const shards = buildShards(items)
    for (const [key, shard] of shards) {
      files[`w-${shardFileKey(key)}.json`] = JSON.stringify(shard)
      files[`s-${shardFileKey(key)}.json`] = JSON.stringify(suggestionsOf(shard, items))
    }
    for (let n = 0; n * SEARCH_ITEMS_PER_FILE < items.length; n++) {
      const display = items.slice(n * SEARCH_ITEMS_PER_FILE, (n + 1) * SEARCH_ITEMS_PER_FILE).map(({ keys: _, ...shown }) => shown)
      files[`i-${n}.json`] = JSON.stringify(display)
    }
    byLang[lang] = files
    langs[lang] = { shards: [...shards.keys()], items: items.length }
  }
  const hash = createHash('sha256')
  for (const [lang, files] of Object.entries(byLang)) for (const [name, text] of Object.entries(files)) hash.update(`${lang}/${name}\0${text}\0`)
  const version = hash.digest('hex').slice(0, 12)
  const files: Record<string, string> = {}
  for (const [lang, own] of Object.entries(byLang)) for (const [name, text] of Object.entries(own)) files[`search/${version}/${lang}/${name}`] = text
  return { manifest: { version, itemsPerFile: SEARCH_ITEMS_PER_FILE, langs }, files }
}
