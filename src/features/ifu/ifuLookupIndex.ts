/**
 * The small index behind "product code on the label": every code of the catalogue (compacted as
 * search compacts it) and every GTIN (14 digits) → its product → the IFU documents in force that
 * cover the product. Built by the generator (ifu-lookup.json), loaded by the browser on first use.
 */
import type { Lang } from '../../catalogue/langs.ts'
import type { CatalogueData } from '../../catalogue/generatedData.ts'
import { compactCode } from '../../search/normalize.ts'

export interface IfuLookupIndex {
  /** Documents: page, language code, language name it, language name en. */
  d: [string, string, string, string][]
  /** Products: name it, name en, indexes into d. */
  p: [string, string, number[]][]
  /** Compact code → index into p. */
  c: Record<string, number>
  /** GTIN, 14 digits → index into p. */
  g: Record<string, number>
}

export function assembleIfuLookupIndex(catalogue: CatalogueData): IfuLookupIndex {
  const docs = catalogue.ifuDocuments
  const index: IfuLookupIndex = { d: docs.map((d) => [d.page, d.language, d.languageName.it, d.languageName.en]), p: [], c: {}, g: {} }
  for (const product of catalogue.products) {
    const covering = docs.flatMap((d, i) => (d.products.includes(product.id) ? [i] : []))
    if (covering.length === 0 || !product.table) continue
    const line = catalogue.lines.find((l) => l.id === product.line)
    const name = (lang: Lang) => (line ? `${line.name[lang]} · ${product.name[lang]}` : product.name[lang])
    const p = index.p.push([name('it'), name('en'), covering]) - 1
    for (const row of product.table.rows) {
      if (row.kind !== 'item') continue
      index.c[compactCode(row.item.code)] = p
      if (row.item.gtin) index.g[row.item.gtin] = p
    }
    // Codes no longer sold are still on boxes in use: their instructions are still looked up.
    for (const item of product.table.withdrawn ?? []) {
      index.c[compactCode(item.code)] = p
      if (item.gtin) index.g[item.gtin] = p
    }
  }
  return index
}

export interface LookupAnswer {
  code: string
  product: string
  documents: { page: string; language: string; languageName: string }[]
}

/**
 * The documents covering a code typed as on the label ("SP-FP 075200", "sp fp075200"), or the
 * code a GTIN names when the label's number was read as one (readGs1); undefined when none does.
 */
export function lookUpCode(index: IfuLookupIndex, typed: string, lang: Lang, gtin?: string): LookupAnswer | undefined {
  const p = gtin === undefined ? index.c[compactCode(typed)] : index.g[gtin]
  if (p === undefined) return undefined
  const [it, en, docs] = index.p[p]!
  return {
    code: typed.trim(),
    product: lang === 'it' ? it : en,
    documents: docs.map((i) => {
      const [page, language, nameIt, nameEn] = index.d[i]!
      return { page, language, languageName: lang === 'it' ? nameIt : nameEn }
    }),
  }
}
