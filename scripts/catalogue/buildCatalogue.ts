/**
 * From validated sheets to the site's data: categories, lines, products with their tables, texts,
 * company facts, routes. Cross-checks what no single row can: references between sheets, unique
 * codes and paths, files that must exist under public/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { marked } from 'marked'
import {
  AboutRow,
  type AboutSection,
  type Bilingual,
  type CatalogueData,
  type Category,
  CategoryId,
  CategoryRow,
  CertificationRow,
  type Company,
  type CompanyField,
  CompanyRow,
  companyFieldNames,
  companyDefaults,
  companyFields,
  IfuRow,
  type IfuLanguage,
  type Lang,
  type Line,
  LineRow,
  NewsRow,
  type Product,
  ProductRow,
  type Route,
  type SiteData,
  TextRow,
  langs,
  legalDocuments,
  textKeys,
} from '../../src/catalogue/schema.ts'
import { buildRoutes, joinPath } from '../../src/catalogue/routes.ts'
import type { Problem } from './problems.ts'
import { type CodeLocation, readProductTable } from './readProductTable.ts'
import type { Sheet, Sources } from './readSources.ts'
import { type Validated, validateRows } from './validateRows.ts'

export interface BuiltCatalogue {
  site: SiteData
  catalogue: CatalogueData
  routes: Route[]
  codeCount: number
}

const siteSheets = ['categories', 'lines', 'products', 'news', 'texts', 'about', 'certifications', 'ifu', 'company'] as const

export function buildCatalogue(sources: Sources, root: string, problems: Problem[]): BuiltCatalogue {
  const used = new Set<string>()
  const sheet = (key: string, expected: string): Sheet | undefined => {
    used.add(key)
    const s = sources.sheets.get(key)
    if (!s) problems.push({ file: 'catalogue/', message: `the table ${expected} is missing.` })
    return s
  }
  const rows = <S extends Parameters<typeof validateRows>[1]>(name: (typeof siteSheets)[number], schema: S) => {
    const s = sheet(`site/${name}`, `"${name}" (catalogue/site/${name}.csv, or a sheet "${name}" in catalogue/site.xlsx)`)
    return s ? validateRows(s, schema, problems) : []
  }
  const fileExists = (p: string, at: Omit<Problem, 'message'>) => {
    if (!fs.existsSync(path.join(root, 'public', p))) {
      problems.push({ ...at, message: `the file ${JSON.stringify(p)} does not exist: put it at public${p}, or correct the path.` })
    }
  }

  // --- site sheets
  const categoryRows = rows('categories', CategoryRow)
  const lineRows = rows('lines', LineRow)
  const productRows = rows('products', ProductRow)
  const newsRows = rows('news', NewsRow)
  const textRows = rows('texts', TextRow)
  const aboutRows = rows('about', AboutRow)
  const certificationRows = rows('certifications', CertificationRow)
  const ifuRows = rows('ifu', IfuRow)
  const companyRows = rows('company', CompanyRow)
  const at = (name: string, row: number, column?: string): Omit<Problem, 'message'> => {
    const s = sources.sheets.get(`site/${name}`)
    return { file: s?.file ?? `catalogue/site/${name}.csv`, sheet: s?.sheet, row, column: column && (s?.headers.get(column) ?? column) }
  }

  unique(categoryRows, (r) => r.id, (r) => at('categories', r.row, 'id'), 'category', problems)
  const categories: Category[] = categoryRows.map(({ row, value: c }) => {
    fileExists(c.image, at('categories', row, 'image'))
    return { id: c.id, slug: { it: c.slug_it, en: c.slug_en }, name: { it: c.name_it, en: c.name_en }, description: { it: c.description_it, en: c.description_en }, image: c.image }
  })
  for (const id of CategoryId.options) {
    if (categoryRows.length > 0 && !categories.some((c) => c.id === id)) {
      problems.push({ ...at('categories', 1), row: undefined, message: `the category "${id}" is missing; the site has three categories: ${CategoryId.options.join(', ')}.` })
    }
  }
  const categoryById = new Map(categories.map((c) => [c.id, c]))

  unique(lineRows, (r) => r.id, (r) => at('lines', r.row, 'id'), 'line', problems)
  const lines: Line[] = lineRows.map(({ row, value: l }) => {
    const alsoIn = l.also_in === '' ? [] : l.also_in.split(/[,;]/).map((s) => s.trim()).filter(Boolean)
    const bad = alsoIn.filter((c) => !CategoryId.options.includes(c as never))
    if (bad.length > 0) {
      problems.push({ ...at('lines', row, 'also_in'), message: `${JSON.stringify(l.also_in)} is not valid; list other categories separated by commas, from: ${CategoryId.options.join(', ')}.` })
    }
    if ((l.slug_it === '') !== (l.slug_en === '')) {
      problems.push({ ...at('lines', row, l.slug_it === '' ? 'slug_it' : 'slug_en'), message: 'leave both slugs empty (products directly under the category) or fill both.' })
    }
    return {
      id: l.id,
      category: l.category,
      alsoIn: alsoIn.filter((c): c is Line['category'] => !bad.includes(c)),
      slug: { it: l.slug_it, en: l.slug_en },
      name: { it: l.name_it, en: l.name_en },
      description: { it: l.description_it, en: l.description_en },
      note: pair(l.note_it, l.note_en, (lang) => problems.push({ ...at('lines', row, `note_${lang}`), message: missingTranslation(lang, 'note') })),
      products: [],
    }
  })
  const lineById = new Map(lines.map((l) => [l.id, l]))
  /** Ids of line rows that exist but failed validation: their products are not reported again. */
  const rawLineIds = new Set((sources.sheets.get('site/lines')?.rows ?? []).map(({ cells }) => String(cells.id ?? '').trim()))
  const pathCategoryOf = new Map(lineRows.map(({ value: l }) => [l.id, l.path_category ?? l.category]))

  // --- products and their tables
  const codes: CodeLocation[] = []
  const products: Product[] = []
  for (const { row, value: p } of productRows) {
    const line = lineById.get(p.line)
    if (!line) {
      if (lineRows.length > 0 && !rawLineIds.has(p.line)) problems.push({ ...at('products', row, 'line'), message: `${JSON.stringify(p.line)} is not a line of the lines sheet; expected one of: ${lines.map((l) => l.id).join(', ')}.` })
      continue
    }
    const category = categoryById.get(pathCategoryOf.get(line.id) ?? line.category)
    fileExists(p.image, at('products', row, 'image'))
    const product: Product = {
      id: `${line.id}/${p.slug_en}`,
      line: line.id,
      category: line.category,
      slug: { it: p.slug_it, en: p.slug_en },
      path: {
        it: joinPath(category?.slug.it ?? '', line.slug.it, p.slug_it),
        en: joinPath(category?.slug.en ?? '', line.slug.en, p.slug_en),
      },
      name: { it: p.name_it, en: p.name_en },
      description: { it: p.description_it, en: p.description_en },
      image: p.image,
    }
    const note = pair(p.note_it, p.note_en, (lang) => problems.push({ ...at('products', row, `note_${lang}`), message: missingTranslation(lang, 'note') }))
    if (note) product.note = note
    const features = pair(p.features_it, p.features_en, (lang) => problems.push({ ...at('products', row, `features_${lang}`), message: missingTranslation(lang, 'features text') }))
    if (features) product.features = { it: markdown(features.it), en: markdown(features.en) }
    if (p.table !== '') {
      const tableKey = `tables/${line.id}/${p.table}`
      const tableSheet = sources.sheets.get(tableKey)
      used.add(tableKey)
      if (!tableSheet) {
        const workbook = [...sources.sheets.values()].filter((s) => s.key.startsWith(`tables/${line.id}/`))
        const has = workbook.length > 0 ? ` It has: ${workbook.map((s) => s.sheet ?? path.basename(s.file)).join(', ')}.` : ''
        problems.push({ ...at('products', row, 'table'), message: `${JSON.stringify(p.table)} is not a sheet of catalogue/tables/${line.id}.xlsx (nor a file catalogue/tables/${line.id}/${p.table}.csv).${has} Was the sheet renamed?` })
      } else {
        const table = readProductTable(tableSheet, problems, codes)
        if (table) product.table = table
      }
    } else if (!features) {
      problems.push({ ...at('products', row, 'table'), message: 'the product has neither a table nor a features text; name its table sheet here, or write features_it and features_en.' })
    }
    line.products.push(product.id)
    products.push(product)
  }
  // Rows already reported as invalid still say which line and table they mean; using that keeps
  // one mistake from showing up again as "no products" or "no product names this table", and
  // still checks the table's own cells.
  const rawProducts = sources.sheets.get('site/products')?.rows ?? []
  const rawText = (v: unknown) => (v === undefined ? '' : String(v).trim())
  for (const { cells } of rawProducts) {
    const key = `tables/${rawText(cells.line)}/${rawText(cells.table)}`
    const tableSheet = sources.sheets.get(key)
    if (rawText(cells.table) === '' || used.has(key) || !tableSheet) continue
    used.add(key)
    readProductTable(tableSheet, problems, codes)
  }
  unique(productRows, (r) => `${r.line}/${r.slug_en}`, (r) => at('products', r.row, 'slug_en'), 'product (line and English slug)', problems)
  const linesNamedByProducts = new Set(rawProducts.map(({ cells }) => rawText(cells.line)))
  for (const line of lines) {
    if (!linesNamedByProducts.has(line.id) && productRows.length > 0) {
      problems.push({ ...at('lines', lineRows.find((r) => r.value.id === line.id)?.row ?? 1, 'id'), message: `the line "${line.id}" has no products in the products sheet.` })
    }
  }

  // Codes are unique across the whole catalogue: an order names a code, not a product.
  const firstByCode = new Map<string, CodeLocation>()
  for (const c of codes) {
    const key = c.code.toUpperCase()
    const first = firstByCode.get(key)
    if (!first) {
      firstByCode.set(key, c)
      continue
    }
    const there = first.file === c.file && first.sheet === c.sheet ? `row ${first.row}` : `${first.file}${first.sheet ? ` › ${first.sheet}` : ''} › row ${first.row}`
    problems.push({ file: c.file, sheet: c.sheet, row: c.row, column: c.column, message: `${JSON.stringify(c.code)} is also used at ${there}; every code must be unique.` })
  }

  // --- everything else
  const texts = Object.fromEntries(textRows.map(({ value: t }) => [t.key, { it: t.text_it, en: t.text_en }])) as CatalogueData['texts']
  unique(textRows, (r) => r.key, (r) => at('texts', r.row, 'key'), 'text key', problems)
  for (const key of textKeys) {
    if (textRows.length > 0 && !(key in texts)) problems.push({ ...at('texts', 1), row: undefined, message: `the text "${key}" is missing; add a row with key ${key}.` })
  }

  unique(newsRows, (r) => r.id, (r) => at('news', r.row, 'id'), 'news item', problems)
  const news = newsRows.map(({ row, value: n }) => {
    fileExists(n.image, at('news', row, 'image'))
    return { id: n.id, title: { it: n.title_it, en: n.title_en }, description: { it: n.description_it, en: n.description_en }, image: n.image }
  })

  const about: AboutSection[] = []
  for (const { row, value: a } of [...aboutRows].sort((x, y) => x.value.section - y.value.section || x.row - y.row)) {
    let section = about[about.length - 1]
    if (!section || aboutRows.find((r) => r.value.section === a.section)?.row === row) {
      fileExists(a.image, at('about', row, 'image'))
      section = { image: a.image, imageAlt: { it: a.image_alt_it, en: a.image_alt_en }, content: [] }
      about.push(section)
    }
    section.content.push({ title: { it: a.title_it, en: a.title_en }, text: { it: a.text_it, en: a.text_en } })
  }

  unique(certificationRows, (r) => r.id, (r) => at('certifications', r.row, 'id'), 'certification', problems)
  const certifications = certificationRows.map(({ row, value: c }) => {
    fileExists(c.pdf, at('certifications', row, 'pdf'))
    return { id: c.id, name: { it: c.name_it, en: c.name_en }, pdf: c.pdf }
  })

  const ifu: IfuLanguage[] = []
  for (const { row, value: r } of ifuRows) {
    fileExists(r.pdf, at('ifu', row, 'pdf'))
    let language = ifu.find((l) => l.language === r.language)
    if (!language) {
      language = { language: r.language, name: { it: r.language_name_it, en: r.language_name_en }, flag: r.flag, products: [] }
      ifu.push(language)
    }
    language.products.push({ name: r.product, pdf: r.pdf })
  }

  const company = buildCompany(companyRows, (row, column) => at('company', row, column), problems)

  const companyValues = new Map<string, Bilingual>(
    companyRows.map(({ value: r }) => [r.field, companyFields[r.field] === 'neutral' ? { it: r.value, en: r.value } : { it: r.value_it, en: r.value_en }]),
  )
  const legal = {} as CatalogueData['legal']
  for (const doc of legalDocuments) {
    const texts = langs.map((lang) => {
      const source = sources.markdown.get(`legal/${doc}.${lang}`)
      if (!source || source.text.trim() === '') {
        problems.push({ file: `catalogue/legal/${doc}.${lang}.md`, message: `the ${lang === 'it' ? 'Italian' : 'English'} ${doc} text is missing or empty.` })
        return ''
      }
      return markdown(fillCompanyFields(source.text, lang, companyValues, source.file, problems))
    })
    legal[doc] = { it: texts[0]!, en: texts[1]! }
  }

  for (const s of sources.sheets.values()) {
    if (used.has(s.key)) continue
    const site = s.key.startsWith('site/')
    problems.push({
      file: s.file,
      sheet: s.sheet,
      message: site
        ? `this table is not part of the catalogue; the site tables are: ${siteSheets.join(', ')}.`
        : 'no product in catalogue/site/products names this table, so the site would not show it. Name it in the "table" column of its product, or remove it.',
    })
  }

  const routes = buildRoutes(categories, products)
  const rowById = new Map<string, number>()
  for (const r of productRows) if (!rowById.has(`${r.value.line}/${r.value.slug_en}`)) rowById.set(`${r.value.line}/${r.value.slug_en}`, r.row)
  for (const lang of langs) {
    unique(
      products.map((p) => ({ row: rowById.get(p.id) ?? 0, value: p })),
      (p) => p.path[lang],
      (r) => at('products', r.row, `slug_${lang}`),
      `web address (${lang})`,
      problems,
    )
  }

  return {
    site: { company, categories },
    catalogue: { texts, lines, products, news, about, certifications, ifu, legal },
    routes,
    codeCount: codes.length,
  }
}

function buildCompany(rows: Validated<ReturnType<typeof CompanyRow.parse>>[], at: (row: number, column?: string) => Omit<Problem, 'message'>, problems: Problem[]): Company {
  const values = new Map<CompanyField, Bilingual>()
  for (const { row, value: r } of rows) {
    if (values.has(r.field)) problems.push({ ...at(row, 'field'), message: `"${r.field}" is given twice; keep one row.` })
    if (companyFields[r.field] === 'neutral') {
      if (r.value === '') problems.push({ ...at(row, 'value'), message: `"${r.field}" needs a value in the "value" column (it reads the same in both languages).` })
      values.set(r.field, { it: r.value, en: r.value })
    } else {
      for (const lang of langs) {
        if (r[`value_${lang}`] === '') problems.push({ ...at(row, `value_${lang}`), message: `"${r.field}" is shown in both languages; its ${lang === 'it' ? 'Italian' : 'English'} text is missing.` })
      }
      values.set(r.field, { it: r.value_it, en: r.value_en })
    }
  }
  for (const field of companyFieldNames) {
    if (rows.length > 0 && !values.has(field) && companyDefaults[field] === undefined) problems.push({ ...at(1), row: undefined, message: `the company field "${field}" is missing; add a row for it.` })
  }
  const v = (f: CompanyField) => values.get(f)?.it ?? companyDefaults[f] ?? ''
  const b = (f: CompanyField) => values.get(f) ?? { it: '', en: '' }
  const num = (f: CompanyField) => {
    const n = Number(v(f).replace(',', '.'))
    const row = rows.find((r) => r.value.field === f)
    if (row && !Number.isFinite(n)) problems.push({ ...at(row.row, 'value'), message: `${JSON.stringify(v(f))} is not valid; expected a number such as 45.395.` })
    return n
  }
  const inRange = (f: CompanyField, min: number, max: number, expected: string) => {
    const n = Number(v(f).replace(',', '.'))
    const row = rows.find((r) => r.value.field === f)
    if (Number.isFinite(n) && n >= min && n <= max) return n
    if (row) problems.push({ ...at(row.row, 'value'), message: `${JSON.stringify(v(f))} is not valid for "${f}"; expected ${expected}.` })
    return Number(companyDefaults[f])
  }
  return {
    name: v('name'),
    legalAddress: v('legal_address'),
    hqAddress: v('hq_address'),
    warehouseAddress: v('warehouse_address'),
    phone: v('phone'),
    email: v('email'),
    vatNumber: v('vat_number'),
    registration: b('registration'),
    shareCapital: b('share_capital'),
    officeHours: b('office_hours'),
    founded: v('founded'),
    ordersHost: v('orders_host'),
    map: { title: b('map_title'), latitude: num('map_latitude'), longitude: num('map_longitude'), zoom: num('map_zoom') },
    packing: {
      clearanceMm: inRange('packing_clearance_mm', 0, 200, 'the room between instrument and seal in mm, from 0 to 200, e.g. 30'),
      maxFill: inRange('packing_max_fill', 0.1, 1, 'how full a pouch may be, a fraction from 0.1 to 1, e.g. 0.75 for three quarters'),
    },
  }
}

/**
 * Legal texts name the company: "{{email}}" stands for the e-mail of company.csv (any of its fields,
 * in the text's language), so each company fact is written in one place.
 */
function fillCompanyFields(text: string, lang: Lang, values: Map<string, Bilingual>, file: string, problems: Problem[]): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, field: string) => {
    const value = values.get(field)
    if (value !== undefined) return value[lang]
    // Without company rows the company sheet has already been reported; stay quiet here.
    if (values.size > 0) problems.push({ file, message: `${whole} is not a company field; write one of: ${companyFieldNames.map((f) => `{{${f}}}`).join(', ')}.` })
    return whole
  })
}

/** Reports every repeat of a key after its first appearance. */
function unique<T>(items: Validated<T>[], key: (v: T) => string, at: (r: Validated<T>) => Omit<Problem, 'message'>, what: string, problems: Problem[]) {
  const first = new Map<string, number>()
  for (const item of items) {
    const k = key(item.value)
    const seen = first.get(k)
    if (seen === undefined) first.set(k, item.row)
    else problems.push({ ...at(item), message: `${JSON.stringify(k)} is also used at row ${seen}; every ${what} must be unique.` })
  }
}

/** Both texts or neither; one alone is a missing translation. */
function pair(it: string, en: string, missing: (lang: 'it' | 'en') => void): Bilingual | undefined {
  if (it === '' && en === '') return undefined
  if (it === '') missing('it')
  if (en === '') missing('en')
  return { it, en }
}

function missingTranslation(lang: 'it' | 'en', what: string): string {
  return `the ${lang === 'it' ? 'Italian' : 'English'} ${what} is missing; a ${what} is shown in both languages, so fill both or neither.`
}

function markdown(source: string): string {
  return (marked.parse(source, { async: false, gfm: true }) as string).trim()
}
