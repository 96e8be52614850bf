/**
 * The names of the download files, per language. The whole catalogue is one workbook the build
 * writes (scripts/site/emitters/catalogueWorkbooks.ts); a product's table and a comparison are made in the
 * browser on click, under the names given here. No React here.
 */
import type { Lang } from '../../catalogue/langs.ts'
import type { Localised } from '../../catalogue/localised.ts'
import type { Product } from '../../catalogue/generatedData.ts'

const DOWNLOADS_DIR = 'downloads'

const catalogueName: Localised<string> = { it: 'catalogo', en: 'catalogue' }

/** "/sanitario/steripaper/buste-piatte/" → "sanitario-steripaper-buste-piatte": a file name in the page language. */
export function productFileStem(product: Pick<Product, 'path'>, lang: Lang): string {
  return product.path[lang].split('/').filter(Boolean).join('-')
}

export function catalogueDownload(lang: Lang): string {
  return `/${DOWNLOADS_DIR}/${lang}/${catalogueName[lang]}.xlsx`
}

const comparisonName: Localised<string> = { it: 'confronto', en: 'compare' }

/** A product type's comparison as a flat download: "confronto-flat-pouches". */
export function comparisonFileStem(typeId: string, lang: Lang): string {
  return `${comparisonName[lang]}-${typeId}`
}
