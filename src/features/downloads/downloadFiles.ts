/**
 * Where the product tables can be downloaded, per language: one XLSX and one CSV per product with
 * a table, and the whole catalogue as one workbook. Shared by the product page (links) and the
 * build plugin that writes the files (scripts/build/buildDownloads.ts). No React here.
 */
import type { Lang, Localised, Product } from '../../catalogue/schema.ts'

const DOWNLOADS_DIR = 'downloads'

const catalogueName: Localised<string> = { it: 'catalogo', en: 'catalogue' }

/** "/sanitario/steripaper/buste-piatte" → "sanitario-steripaper-buste-piatte": a file name in the page language. */
function productFileBase(product: Pick<Product, 'path'>, lang: Lang): string {
  return product.path[lang].replace(/^\/+/, '').replace(/\//g, '-')
}

export function productDownloads(product: Pick<Product, 'path'>, lang: Lang) {
  const base = `/${DOWNLOADS_DIR}/${lang}/${productFileBase(product, lang)}`
  return { xlsx: `${base}.xlsx`, csv: `${base}.csv` }
}

export function catalogueDownload(lang: Lang): string {
  return `/${DOWNLOADS_DIR}/${lang}/${catalogueName[lang]}.xlsx`
}

const comparisonName: Localised<string> = { it: 'confronto', en: 'compare' }

/** A product type's comparison as a flat download: one row per code, numbers as numbers. */
export function comparisonDownloads(typeId: string, lang: Lang) {
  const base = `/${DOWNLOADS_DIR}/${lang}/${comparisonName[lang]}-${typeId}`
  return { xlsx: `${base}.xlsx`, csv: `${base}.csv` }
}
