import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, lineById, pageParams, productTypeById } from '#src/catalogue/data.ts'
import { comparisonOf } from '#src/features/comparison/comparisonOf.ts'
import { shownComparisonColumns } from '#src/features/comparison/comparisonRows.ts'
import { comparisonFileStem } from '#src/features/downloads/downloadFiles.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { fillText } from '#src/i18n/fillText.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'

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
