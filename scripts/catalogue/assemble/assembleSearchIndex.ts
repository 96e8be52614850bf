import { createHash } from 'node:crypto'
import type { Lang } from '../../../src/catalogue/langs.ts'
import type { Localised } from '../../../src/catalogue/localised.ts'
import type { CatalogueData, SearchItem } from '../../../src/catalogue/generatedData.ts'
import { sizeKey } from '../../../src/catalogue/formatSize.ts'
import { gtinFiles, ITEMS_PER_FILE, languageFiles, type SearchManifest } from '../../../src/search/indexFiles.ts'
import { compactCode } from '../../../src/search/normalize.ts'
import { synonymWordsOf } from '../../../src/search/synonyms.ts'

/**
 * One entry per product, in the language of the index. The category shown is the product line
 * (Steripaper, Chemical Indicators, …), as visitors know it. `keys` holds codes and sizes in
 * compact form so that "SC-63", "sc63" and "75x200" are found, and the words of the sterilisation
 * cycles it is validated for ("sterrad", "100nx", "express", "134"); `synonyms` the words of the
 * catalogue's synonym groups the product's texts or cycles belong to. Products and codes no longer sold
 * are left out: the search finds what can be ordered.
 */
export function assembleSearchIndex(catalogue: CatalogueData, lang: Lang): SearchItem[] {
  const lineName = new Map(catalogue.lines.map((l) => [l.id, l.name[lang]]))
  const groups = catalogue.synonyms.map((g) => g[lang])
  const cycleText = new Map(catalogue.cycles.map((c) => [c.id, [c.maker, c.model[lang], c.cycle[lang], c.temperatureC ?? ''].join(' ')]))
  return catalogue.products.filter((p) => p.withdrawn === undefined).map((p) => {
    const keys = new Set<string>()
    for (const row of p.table?.rows ?? []) {
      if (row.kind !== 'item') continue
      keys.add(compactCode(row.item.code))
      if (row.item.size) keys.add(sizeKey(row.item.size))
    }
    const cycles = (p.cycles ?? []).flatMap((v) => cycleText.get(v.cycle) ?? [])
    for (const key of cycles.flatMap(cycleKeys)) keys.add(key)
    const category = lineName.get(p.line) ?? ''
    return {
      id: p.id,
      name: p.name[lang],
      description: p.description[lang],
      category,
      link: p.path[lang],
      image: p.image,
      keys: [...keys].join(' '),
      synonyms: synonymWordsOf([p.name[lang], category, p.description[lang], ...cycles], groups),
    }
  })
}

/**
 * A cycle's words as the index keys them, compact as codes are: "V-PRO maX Lumen" → vpro, max,
 * lumen, so that "v-pro", "VPRO" and "100NX" are found. A lone letter ("°C" → c) would find anything.
 */
function cycleKeys(text: string): string[] {
  return text
    .split(/\s+/)
    .map(compactCode)
    .filter((k) => k.length > 1)
}

/** Each GTIN of the catalogue (14 digits) → the compact code it names. */
export function codesOfGtins(catalogue: CatalogueData): Map<string, string> {
  const codes = new Map<string, string>()
  for (const p of catalogue.products) for (const row of p.table?.rows ?? []) if (row.kind === 'item' && row.item.gtin) codes.set(row.item.gtin, compactCode(row.item.code))
  return codes
}

/**
 * The search index as the site fetches it (src/search/indexFiles.ts), under
 * search/<version>/: each language's files in a folder of its own, the GTIN index shared.
 * Returns the files by path, and the manifest that the search code imports.
 */
export function assembleSearchFiles(indexes: Localised<SearchItem[]>, codeOfGtin: ReadonlyMap<string, string> = new Map()): { manifest: SearchManifest; files: Record<string, string> } {
  const byLang: Record<string, Record<string, string>> = {}
  const langs = {} as SearchManifest['langs']
  for (const lang of Object.keys(indexes) as Lang[]) {
    const { files, shards } = languageFiles(indexes[lang])
    byLang[lang] = files
    langs[lang] = { shards, items: indexes[lang].length }
  }
  const gtins = gtinFiles(codeOfGtin)
  const hash = createHash('sha256')
  for (const [lang, files] of Object.entries(byLang)) for (const [name, text] of Object.entries(files)) hash.update(`${lang}/${name}\0${text}\0`)
  for (const [name, text] of Object.entries(gtins)) hash.update(`${name}\0${text}\0`)
  const version = hash.digest('hex').slice(0, 12)
  const files: Record<string, string> = {}
  for (const [lang, own] of Object.entries(byLang)) for (const [name, text] of Object.entries(own)) files[`search/${version}/${lang}/${name}`] = text
  for (const [name, text] of Object.entries(gtins)) files[`search/${version}/${name}`] = text
  return { manifest: { version, itemsPerFile: ITEMS_PER_FILE, gtinFiles: Object.keys(gtins).length, langs }, files }
}
