import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, pageParams, site } from '#src/catalogue/data.ts'
import { isDrawn } from '#src/catalogue/packingGuide.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { guideDrawings } from '#src/features/packingGuide/guideDrawings.ts'
import { labelSymbols, SYMBOL_SIZE, symbolPath } from '#src/features/packingGuide/labelSymbols.ts'
import { pathOf } from '#src/routing/routeTable.ts'

export type Data = ReturnType<typeof data>

/** The guide in the page language (its HTML made by the generator), its drawings, and the label symbols in it. */
export function data(pageContext: RouteContext) {
  const { lang } = pageParams(pageContext)
  const t = dictionaries[lang]
  const meta: PageMeta = { title: t['guide.title'], description: t['guide.description'] }
  const { intro, sections } = catalogue.guide[lang]
  const drawings = guideDrawings(t, site.company.packing)
  return {
    meta,
    title: meta.title,
    back: pathOf('home', lang),
    intro,
    sections: sections.map((s) => ({ ...s, drawing: isDrawn(s.id) ? drawings[s.id] : null })),
    labels: {
      contents: t['guide.contents'],
      toContents: t['guide.toContents'],
      caption: t['guide.symbolsCaption'],
      symbol: t['guide.symbol'],
      meaning: t['guide.meaning'],
      clause: t['guide.clause'],
    },
    symbols: labelSymbols.map((s) => ({
      id: s.id,
      src: symbolPath(s.id),
      size: SYMBOL_SIZE,
      clause: s.clause,
      title: s.title[lang],
      meaning: s.meaning[lang],
    })),
  }
}
