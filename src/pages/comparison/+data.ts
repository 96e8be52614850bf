import type { RouteContext } from '@/pageData/prerenderPages'
import { catalogue, lineById, pageParams, productTypeById } from '@/catalogue/data'
import { comparisonOf } from '@/features/comparison/comparisonOf'
import { shownComparisonColumns } from '@/features/comparison/comparisonRows'
import { comparisonFileStem } from '@/features/downloads/downloadFiles'
import { dictionaries } from '@/i18n/dictionary'
import { fillText } from '@/i18n/fillText'
import type { PageMeta } from '@/layout/pageMeta'

export type Data = ReturnType<typeof data>

/** One product type (flat pouches, gusseted rolls…) across the lines that make it: one table of every code. */
export function data(pageContext: RouteContext) {
  const { lang, ref } = pageParams(pageContext)
  const type = productTypeById(ref)
  if (!type) throw new Error(`Product type "${ref}" is in the route table but not in the catalogue; run npm run catalogue.`)
  const name = type.products[0]!.name[lang]
  const title = fillText(dictionaries[lang]['compare.title'], { name })
  const rows = comparisonOf(type, catalogue, lang)
  const lines = type.products.map((p) => ({ name: lineById(p.line).name[lang], href: p.path[lang] }))
  const meta: PageMeta = { title, description: fillText(dictionaries[lang]['compare.description'], { name, lines: lines.map((l) => l.name).join(', ') }) }
  return {
    meta,
    title,
    lines,
    columns: shownComparisonColumns(rows).map((c) => ({ key: c.key, numeric: c.numeric, label: c.label[lang] })),
    rows,
    /** Made in the browser on click, from the columns and rows above. */
    downloads: { file: comparisonFileStem(type.id, lang), sheet: name },
  }
}
