import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { catalogue, categoryById, ifuDocumentsOf, lineById, pageParams, productById, productTypeOf, site } from '#src/catalogue/data.ts'
import { lineNameOf, productTitle } from '#src/catalogue/productTitle.ts'
import { productFileStem } from '#src/features/downloads/downloadFiles.ts'
import { regulatoryHtml } from '#src/features/regulatory/regulatoryHtml.ts'
import { regulatoryView } from '#src/features/regulatory/regulatoryView.ts'
import { productFacts } from '#src/features/requestList/tenderIndex.ts'
import { OPEN_DATA_FEED_PATH } from '#src/features/openData/openDataPaths.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { imageFor } from '#src/images/imageFor.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import { siteOrigin } from '#src/routing/siteOrigin.ts'
import { localiseTable } from '#src/catalogue/localiseTable.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { orderUnitOf, unitText } from '#src/catalogue/orderUnit.ts'
import { ifuDocumentPath } from '#src/catalogue/routesOf.ts'
import { formatDate } from '#src/catalogue/formatDate.ts'
import { formatSize } from '#src/catalogue/formatSize.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import { sizeColumn, tableColumns } from '#src/catalogue/tableColumns.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { guideLinksFor } from '#src/features/packingGuide/guideLinksFor.ts'
import { productNoticesOf } from '#src/features/notices/productNoticesOf.ts'
import { productNoticesHtml, productSafetyHtml } from '#src/features/notices/productNoticesHtml.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

export type Data = ReturnType<typeof data>

function comparisonLink(product: Product, lang: Lang): { href: string; text: string } | null {
  const type = productTypeOf(product.id)
  return type
    ? { href: pathOf(`comparison:${type.id}`, lang), text: fillText(dictionaries[lang]['compare.link'], { name: product.name[lang].toLowerCase() }) }
    : null
}

/** Its open safety notices, and the notices of the last twelve months that affect the product's codes, as HTML; null without any. */
function noticesHtmlOf(productId: string, lang: Lang): { safety: string | null; recent: string | null } {
  const notices = productNoticesOf(catalogue, productId, lang, dictionaries[lang])
  return { safety: notices && (productSafetyHtml(notices) || null), recent: notices && (productNoticesHtml(notices) || null) }
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`

/**
 * Static links, written into the page as HTML so that it needs no code for them: the packing guide's
 * steps that fit the product (to their drawings), and the where-to-buy page filtered to its line where someone sells it.
 */
function productLinksHtml(product: Product, lang: Lang): string | null {
  const t = dictionaries[lang]
  const guide = pathOf('guide', lang)
  const steps = guideLinksFor(product)
  const sold = catalogue.whereToBuy.distributors.some((d) => d.lines.includes(product.line))
  const html = [
    steps.length > 0 &&
      `<p class="guide-links">${escapeHtml(t['guide.productLinks'])} ${steps.map(({ section, anchor }) => link(`${guide}#${anchor}`, t[`guide.link.${section}`])).join(' · ')}</p>`,
    sold && `<p class="where-to-buy-link">${link(`${pathOf('whereToBuy', lang)}?line=${encodeURIComponent(product.line)}`, t['whereToBuy.productLink'])}</p>`,
  ].filter(Boolean)
  return html.length > 0 ? html.join('') : null
}

export function data(pageContext: RouteContext) {
  const { lang, ref } = pageParams(pageContext)
  const product = productById(ref)
  const line = lineById(product.line)
  const category = categoryById(product.category)
  const categoryPath = pathOf(`category:${category.id}`, lang)
  const lineName = lineNameOf(line, product, lang)
  const regulatory = regulatoryView(product, line, ifuDocumentsOf(product.id), lang, {
    srn: site.company.srn,
    certifications: catalogue.certifications,
    feed: OPEN_DATA_FEED_PATH,
    cycles: catalogue.cycles,
  })
  const meta: PageMeta = { title: productTitle(line, product, lang), description: product.description[lang] }
  const sold = product.withdrawn === undefined
  const notices = noticesHtmlOf(product.id, lang)
  return {
    meta,
    name: product.name[lang],
    lineName,
    category: { name: category.name[lang], href: categoryPath },
    description: product.description[lang],
    image: imageFor(product.image),
    note: product.note?.[lang] ?? '',
    featuresHtml: product.features?.[lang] ?? '',
    table: product.table ? localiseTable(product.table, lang) : null,
    /** Each table row's size in mm for the size filter; 'group' for a group row. */
    sizes:
      product.table?.rows.map((r) =>
        r.kind === 'group'
          ? ('group' as const)
          : r.item.size?.widthMm === undefined
            ? null
            : { w: r.item.size.widthMm, ...(r.item.size.lengthMm !== undefined ? { l: r.item.size.lengthMm } : {}) },
      ) ?? [],
    /** What one of each code's quantity is: "packs of 200 pieces". */
    units: Object.fromEntries(
      (product.table?.rows ?? []).flatMap((r) => {
        const unit = r.kind === 'item' ? orderUnitOf(product, r.item) : undefined
        return r.kind === 'item' && unit ? [[r.item.code, unitText(unit, lang)]] : []
      }),
    ) as Record<string, string>,
    contactHref: pathOf('contact', lang),
    // Only pouches and rolls size a pouch for an instrument; a sheet or an indicator has no use for it.
    packing: product.pouchFinder ? site.company.packing : undefined,
    /** Made in the browser on click, from the table above and these facts (the regulatory sheet). */
    downloads:
      product.table && sold
        ? { file: productFileStem(product, lang), regulatory: productFacts(product, line, ifuDocumentsOf(product.id), lang, catalogue.cycles) }
        : null,
    /** A product no longer sold: since when, and its instructions for use, which stay. */
    withdrawn: sold
      ? null
      : {
          date: formatDate(product.withdrawn!, lang),
          ifu: (regulatory?.ifu ?? []).flatMap((d) =>
            d.languages.map((l) => ({ href: ifuDocumentPath(l.ref, lang), language: l.language, name: `${l.name} (${d.document})` })),
          ),
        },
    /** Codes no longer sold, each with its anchor for the links that name it (…/#CODE). */
    withdrawnCodes: {
      headers: { code: tableColumns.code.label[lang], size: sizeColumn.label[lang], since: tableColumns.withdrawn.label[lang] },
      rows: (product.table?.withdrawn ?? []).map((c) => ({ code: c.code, size: c.size ? formatSize(c.size, lang) : '', date: formatDate(c.withdrawn, lang) })),
    },
    /** Static markup, so the browser needs no code to show it; empty for a product with no regulatory data. */
    regulatoryHtml: regulatory ? regulatoryHtml(regulatory, dictionaries[lang], lang) : '',
    /** The comparison of this product's type across lines, where other lines make it too. */
    comparison: comparisonLink(product, lang),
    /** The packing guide's sections for it and its line's distributors: static links, as HTML. */
    linksHtml: productLinksHtml(product, lang),
    /** The change notices of the last twelve months that affect its codes. */
    noticesHtml: notices.recent,
    /** Its open safety notices, shown under its name. */
    safetyHtml: notices.safety,
    /** Printed at the foot of the datasheet. */
    url: siteOrigin + product.path[lang],
  }
}
