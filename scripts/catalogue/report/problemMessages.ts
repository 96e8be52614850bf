/**
 * The sentence of each kind of problem, written from its facts: one function per code, so a
 * wording is changed in one place and never decides a code. The place (file › sheet › row ›
 * column) is printed before the sentence, so a sentence says what is wrong and what to do.
 */
import type { Lang } from '../../../src/catalogue/langs.ts'
import type { ProblemCode } from './problemCodes.ts'

/** How messages name the site's languages. */
const languageNames: Record<Lang, string> = { it: 'Italian', en: 'English' }

/** Quotes a cell value for a message: strings in quotes, numbers as they are, long texts shortened. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'an empty cell'
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)
  return String(value)
}

const quote = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}…` : s)
const list = (items: readonly string[]) => items.join(', ')

const EXPORT_PICTURE = 'Export it again as PNG (or JPEG for photographs), at least 1600 pixels wide'
const PICTURE_EXAMPLE = '"/images/products/flat-pouch.png"'
const WRITE_INSTEAD = 'write Markdown instead: **bold**, *italic*, "- " at the start of a line for a list, "## " for a heading, [text](https://…) for a link'
const LINK_HINT = 'links may go to https://, http://, mailto:, tel: or a page of this site starting with "/", e.g. [privacy notice](/privacy)'

/** A part of a cycle's name, as cycles.csv writes it: its column, and that column per language (model_it, model_en). */
export type NamePart = 'model' | 'cycle'

/** How a cycle row writes each part of its name: a trade name once, or a generic name per language. */
const NAME_EXAMPLES: Record<NamePart, { trade: string } & Record<Lang, string>> = {
  model: { trade: '"STERRAD 100NX"', it: '"Sterilizzatrice a vapore"', en: '"Steam sterilizer"' },
  cycle: { trade: '"Express"', it: '"Prevuoto 134 °C"', en: '"Prevacuum 134 °C"' },
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`
const RENEW = (what: 'certificate' | 'document') => `Put the renewed ${what}'s PDF in place and write its new valid_until date`

/** What is wrong with a file under public/, as checkFiles.ts finds it from its bytes. */
export type FileFault =
  | { fault: 'wrong-case'; onDisk: string; named: string }
  | { fault: 'not-under-images' }
  | { fault: 'svg' }
  | { fault: 'not-a-picture' }
  | { fault: 'other-picture-format'; format: string }
  | { fault: 'wrong-extension'; format: string; extension: string; expected: string }
  | { fault: 'damaged-picture'; format: string; damage: string }
  | { fault: 'ifu-not-pdf-name' }
  | { fault: 'not-pdf'; format?: string }
  | { fault: 'incomplete-pdf' }
  | { fault: 'pdf-without-pages' }

/** What is unsafe in a Markdown text, as safeMarkdown.ts finds it. */
export type MarkdownFault = { fault: 'html' | 'html-comment' | 'html-like' | 'picture'; text: string } | { fault: 'link'; text: string; href: string }

function fileFault(path: string, f: FileFault): string {
  const shown = JSON.stringify(path)
  switch (f.fault) {
    case 'wrong-case':
      return `the file is named ${JSON.stringify(f.onDisk)} on disk, not ${JSON.stringify(f.named)}; write the name with the same capitals, since web servers tell them apart.`
    case 'not-under-images':
      return `${shown} is not under /images/; pictures go in public/images, where the site makes its small copies of them, e.g. ${PICTURE_EXAMPLE}.`
    case 'svg':
      return `${shown} is an SVG drawing; the site takes PNG or JPEG pictures, from which it makes small AVIF and WebP copies for phones (an SVG file can also carry scripts). ${EXPORT_PICTURE}.`
    case 'not-a-picture':
      return `${shown} is not a picture: its content is neither PNG nor JPEG (it may be damaged, or another kind of file renamed). ${EXPORT_PICTURE}.`
    case 'other-picture-format':
      return `${shown} is a ${f.format} file; the site takes PNG or JPEG pictures. ${EXPORT_PICTURE}.`
    case 'wrong-extension':
      return `${shown} is a ${f.format} picture with a "${f.extension}" name; rename it to end in ${f.expected}, and correct the path wherever the catalogue names it.`
    case 'damaged-picture':
      return `${shown} is a damaged ${f.format} picture (${f.damage}); it may not have been copied completely. ${EXPORT_PICTURE}.`
    case 'ifu-not-pdf-name':
      return `${shown} is not a PDF; instructions for use are published as PDF files ending in ".pdf", readable with any free PDF reader.`
    case 'not-pdf':
      return `${shown} is not a PDF${f.format ? ` but a ${f.format} file` : ''} (a PDF starts with "%PDF-"). Export the document as PDF again.`
    case 'incomplete-pdf':
      return `${shown} is an incomplete PDF (its end is missing); it may not have been copied completely. Export it as PDF again.`
    case 'pdf-without-pages':
      return `${shown} is a PDF without pages. Export the document as PDF again.`
  }
}

function markdownFault(f: MarkdownFault): string {
  switch (f.fault) {
    case 'html-comment':
      return `${quote(f.text)} is an HTML comment; texts take no HTML. Delete it.`
    case 'html':
      return `${quote(f.text)} is HTML, which the site does not accept in texts (it could run code in visitors' browsers); ${WRITE_INSTEAD}.`
    case 'html-like':
      return `${quote(f.text)} looks like HTML, which the site does not accept in texts; ${WRITE_INSTEAD}.`
    case 'picture':
      return `${quote(f.text)} is a picture; texts cannot show pictures. Delete it, or link to the file with [text](https://…).`
    case 'link':
      return `the link ${quote(f.text)} goes to ${quote(f.href)}, which is not allowed; ${LINK_HINT}.`
  }
}

/** The number a cell typed with its unit starts with: "180°C" → 180, "3,5 s" → 3,5. */
const leadingNumber = (value: unknown) => /^-?\d+(?:[.,]\d+)?/.exec(String(value).trim())?.[0] ?? String(value)

const KEEPS_ITS_ROW = 'A product no longer sold keeps its row in site/products, with the day in its "withdrawn" column.'

/** The sheets of catalogue/site, in the words of a message. */
const siteSheetsHint = (tables: readonly string[]) => `the site tables are: ${list(tables)}`

export const problemMessages = {
  // ---------------------------------------------------------------- files
  'file-format': () => 'this file is not part of the catalogue format: save tables as Excel workbooks (.xlsx) or as "CSV UTF-8" (.csv), or move the file out of catalogue/.',
  'file-empty': () => 'the file is empty (0 bytes); it may not have been saved completely. Save it again from Excel or LibreOffice.',
  'file-too-large': (f: { megabytes: string; limitMegabytes: number }) =>
    `the file is ${f.megabytes} MB; a catalogue file may be at most ${f.limitMegabytes} MB, and the whole catalogue is far smaller. Check that this is the right file; in a workbook, delete pictures and the formatting of empty rows and columns.`,
  'not-utf8': (f: { csv: boolean; example?: string }) =>
    f.csv
      ? `the file is saved in Windows encoding (Excel's plain "CSV"), not UTF-8, so accented letters would come out wrong${f.example ? ` (${JSON.stringify(f.example)} is one)` : ''}; nothing in it was read. Save it again as UTF-8: in Excel, File › Save As › "CSV UTF-8 (comma delimited)"; in LibreOffice Calc, File › Save As, tick "Edit filter settings", then character set "Unicode (UTF-8)".`
      : 'the file is not UTF-8 text. Save it with the encoding "UTF-8".',
  'not-xlsx': () => 'this is not an Excel workbook (.xlsx). Open it in Excel or LibreOffice and save it as "Excel Workbook (.xlsx)".',
  'workbook-unreadable': (f: { reason: string }) => `the workbook cannot be opened (${f.reason}). Open it in Excel, check it, and save it again as .xlsx.`,
  'xlsx-named-csv': () => 'this is an Excel workbook with a .csv name. Rename it to .xlsx, or open it in Excel and save it as "CSV UTF-8".',
  'csv-unreadable': (f: { reason: string }) => `the CSV file cannot be read (${f.reason}).`,
  'duplicate-table': (f: { other: string }) => `the same table is also in ${f.other}; keep only one of them.`,
  'missing-table': (f: { table: string }) => `the table "${f.table}" (catalogue/site/${f.table}.csv, or a sheet "${f.table}" in catalogue/site.xlsx) is missing.`,
  'unused-table': (f: { siteTables?: readonly string[] }) =>
    f.siteTables
      ? `this table is not part of the catalogue; ${siteSheetsHint(f.siteTables)}.`
      : 'no product in catalogue/site/products names this table, so the site would not show it. Write its name in the "table" column of its product (was the sheet or the product\'s "table" cell renamed?).',
  'missing-legal-text': (f: { lang: Lang; document: string }) => `the ${languageNames[f.lang]} ${f.document} text is missing or empty.`,
  'missing-guide-text': (f: { lang: Lang }) => `the ${languageNames[f.lang]} packing guide is missing or empty.`,
  'guide-section-id': (f: { heading: string }) =>
    `the section heading "${f.heading}" needs its id at the end, in braces, e.g. "## Storage {#storage}": lower-case letters, digits and hyphens, starting with a letter. Other pages link to the section by it, so keep it when the heading changes.`,
  'duplicate-guide-section': (f: { id: string; firstLine: number }) => `the section id {#${f.id}} is also used at line ${f.firstLine}; every section needs its own.`,
  'missing-guide-section': (f: { id: string }) => `the section {#${f.id}} is missing; the site links to it, or shows a drawing or the label symbols in it. Give one of the "## " headings this id, e.g. "## … {#${f.id}}".`,
  'guide-sections-differ': (f: { id: string; other: string }) =>
    `${f.other} has a section {#${f.id}} and this text has none; both languages need the same sections, with the same ids.`,
  'text-too-long': (f: { chars: number; max: number }) =>
    `the text has ${f.chars} characters; a legal text may have at most ${f.max}. Check that this is the right file, and that nothing was pasted into it twice.`,

  // ---------------------------------------------------------------- sheets and columns
  'sheet-empty': (f: { productTable?: { required: readonly string[] } }) =>
    f.productTable
      ? `the sheet is empty: row 1 must hold the column headers (at least ${f.productTable.required.map((c) => `"${c}"`).join(' and ')}) and the rows below them the product codes.`
      : 'the sheet is empty: row 1 must hold the column headers, and the rows below it the data.',
  'duplicate-header': () => 'this column header appears twice; every column must have its own header.',
  'unknown-column': (f: { known: readonly string[]; productTable?: boolean }) =>
    f.productTable ? `this column is not known in a product table. The possible columns are: ${list(f.known)}.` : `this column is not known here. The columns of this sheet are: ${list(f.known)}.`,
  'missing-column': (f: { column: string; productTable?: boolean; pairOf?: string }) =>
    f.pairOf
      ? `the column "${f.column}" is missing; "${f.pairOf}" needs an Italian and an English column.`
      : f.productTable
        ? `the column "${f.column}" is missing; every product table needs it.`
        : `the column "${f.column}" is missing; add it with that header in row 1.`,
  'value-without-header': (f: { value: unknown; headerRow: number }) => `${showValue(f.value)} is in a column without a header; write the column's name in row ${f.headerRow}, or clear the column.`,
  'no-rows': (f: { what: 'rows' | 'codes' | 'headings-only' }) =>
    ({
      rows: 'the sheet has headers but no rows of data.',
      codes: 'the table has headers but no product codes below them.',
      'headings-only': 'the table has group headings but no product codes.',
    })[f.what],

  // ---------------------------------------------------------------- cells
  'formula-error': (f: { shown: string }) => `the cell shows the formula error ${f.shown}; type the value itself instead of a formula that fails.`,
  'date-cell': (f: { date: string; dateColumn?: boolean }) =>
    f.dateColumn
      ? `the cell holds a date in the spreadsheet's own date format (${f.date}), which reads differently from one computer to the next. Format the cell as Text and type the date as year-month-day: ${f.date}.`
      : `the cell holds a date (${f.date}), which the catalogue never uses: Excel turned what was typed into a date. Format the cell as Text or Number and type the value again.`,
  'size-in-one-cell': (f: { value: unknown }) => `${showValue(f.value)} is not valid; a size is written one number per column, without "x" or units: e.g. 75 in width_mm and 200 in length_mm.`,
  'duplicate-code': (f: { value: string; firstAt: string }) => `${JSON.stringify(f.value)} is also used at ${f.firstAt}; every code must be unique.`,
  'duplicate-value': (f: { value: string; firstRow: number; what: string }) => `${JSON.stringify(f.value)} is also used at row ${f.firstRow}; every ${f.what} must be unique.`,
  'missing-slug': (f: { lang: Lang }) =>
    `the ${languageNames[f.lang]} web address part is missing; every page has an address in each language, e.g. "buste-piatte" and "flat-pouches".`,
  'missing-translation': (f: { lang: Lang; what?: string; required?: boolean; field?: string }) =>
    f.field
      ? `"${f.field}" is shown in both languages; its ${languageNames[f.lang]} text is missing.`
      : f.required
      ? `the ${languageNames[f.lang]} text is missing; the site shows it on its ${languageNames[f.lang]} pages, so both languages are required.`
      : `the ${languageNames[f.lang]} ${f.what ?? 'text'} is missing; ${f.what ? `a ${f.what}` : 'it'} is shown in both languages, so write the ${languageNames[f.lang]} one too.`,
  'half-slug': () => 'leave both slugs empty (products directly under the category) or fill both.',
  'missing-code': () => 'the code is missing. Every row needs a code, or, for a group heading, only the group_it and group_en texts.',
  'group-row-with-values': () =>
    'a group heading row holds only the group texts; this row has no code, so either add its code or move the other values to a row of their own.',
  'group-row-with-code': () => 'a row with a code cannot also be a group heading; put the group texts on a row of their own above the codes.',
  'unknown-line': (f: { value: string; lines: readonly string[] }) => `${JSON.stringify(f.value)} is not a line of the lines sheet; expected one of: ${list(f.lines)}.`,
  'unknown-sheet': (f: { value: string; line: string; sheets: readonly string[] }) =>
    `${JSON.stringify(f.value)} is not a sheet of catalogue/tables/${f.line}.xlsx (nor a file catalogue/tables/${f.line}/${f.value}.csv).${f.sheets.length > 0 ? ` It has: ${list(f.sheets)}.` : ''} Was the sheet renamed?`,
  'no-table': () => 'the product has neither a table nor a features text; name its table sheet here, or write features_it and features_en.',
  'line-without-products': (f: { line: string }) => `the line "${f.line}" has no products in the products sheet.`,
  'missing-file': (f: { path: string }) => `the file ${JSON.stringify(f.path)} does not exist: put it at public${f.path}, or correct the path.`,
  'missing-category': (f: { category: string; categories: readonly string[] }) => `the category "${f.category}" is missing; the site has three categories: ${list(f.categories)}.`,
  'missing-text': (f: { key: string }) => `the text "${f.key}" is missing; add a row with key ${f.key}.`,
  'duplicate-company-field': (f: { field: string }) => `"${f.field}" is given twice; keep one row.`,
  'missing-company-field': (f: { field: string }) => `the company field "${f.field}" is missing; add a row for it.`,
  'unknown-company-field': (f: { written: string; fields: readonly string[] }) => `${f.written} is not a company field; write one of: ${list(f.fields.map((field) => `{{${field}}}`))}.`,
  'unsafe-markdown': (f: MarkdownFault) => markdownFault(f),
  'wrong-file-content': (f: { path: string } & FileFault) => fileFault(f.path, f),
  'invalid-value': (f: { value: unknown; expected: string }) => `${showValue(f.value)} is not valid; ${f.expected}.`,
  'missing-value': (f: { expected: string }) => `${f.expected}.`,
  'size-part-missing': (f: { column: string; given: readonly string[]; unit: string }) =>
    `this size has ${f.given.join(' and ')} but no ${f.column}, which the other sizes of this sheet give; write its ${f.column} in ${f.unit}, or the page would show only part of the size.`,

  // ---------------------------------------------------------------- instructions for use
  'future-date': (f: { value: string; today: string }) => `${f.value} is in the future (today is ${f.today}); add a revision on the day it is issued, not before.`,
  'future-withdrawal': (f: { value: string; today: string }) =>
    `${f.value} is in the future (today is ${f.today}); write the day it stopped being sold, on that day or later, and leave the cell empty until then.`,
  'no-code-sold': (f: { table: string }) =>
    `every code of the table "${f.table}" has a "withdrawn" date; write the day in this product's "withdrawn" column too, so that it leaves the lists and the search (its page, its GTINs and its instructions for use stay).`,
  'ifu-page-changed': (f: { document: string; page: string; firstRow: number }) =>
    `the document ${f.document} has the page "${f.page}" at row ${f.firstRow}; every revision of a document keeps the same page, so its web address never changes.`,
  'ifu-page-taken': (f: { page: string; document: string; firstRow: number }) =>
    `the page "${f.page}" belongs to the document ${f.document} (row ${f.firstRow}); give this document a page of its own.`,
  'duplicate-revision': (f: { revision: string; document: string; language: string; firstRow: number }) =>
    `revision ${f.revision} of ${f.document} in "${f.language}" is also at row ${f.firstRow}; each revision has one row, a new revision gets a new number.`,
  'unknown-product': (f: { value: string; productsOnly?: boolean; one?: boolean; line?: string }) =>
    f.line !== undefined
      ? `${JSON.stringify(f.value)} is not a product of the line "${f.line}" in site/products; write the product's slug_en as products.csv has it (e.g. "flat-pouches"), or leave the cell empty for the whole line. ${KEEPS_ITS_ROW}`
      : f.one
      ? `${JSON.stringify(f.value)} is not a product of site/products; write one product as line/slug_en, e.g. "steripaper/flat-pouches". ${KEEPS_ITS_ROW}`
      : f.productsOnly
      ? `${JSON.stringify(f.value)} is not a product of site/products; write products as line/slug_en (e.g. "steripaper/flat-pouches"), separated by commas, and a whole line's id in "lines". A product no longer sold keeps its row in site/products, with the day in its "withdrawn" column.`
      : `${JSON.stringify(f.value)} is neither a product nor a line of the catalogue; write a line id (e.g. "steripaper", all its products) or a product id as line/slug_en (e.g. "steripaper/flat-pouches"), separated by commas. A product no longer sold keeps its row in site/products, with the day in its "withdrawn" column, so that its instructions for use stay on the site.`,
  'two-current-revisions': (f: { revision: string; document: string; language: string; other: string; otherRow: number }) =>
    `revision ${f.revision} of ${f.document} in "${f.language}" is marked current, and so is revision ${f.other} at row ${f.otherRow}; only one revision is in force: clear "current" on the earlier one.`,
  'no-current-revision': (f: { document: string; language: string }) =>
    `no revision of ${f.document} in "${f.language}" is marked current; write "yes" in "current" on the revision in force.`,
  'ifu-pdf-reused': (f: { path: string; revision: string; document: string; firstRow: number; thisRevision: string }) =>
    `${JSON.stringify(f.path)} is already the PDF of revision ${f.revision} of ${f.document} (row ${f.firstRow}); each revision is published as a file of its own, and a published file is never overwritten. Put this revision's PDF under a new name, e.g. "${f.path.replace(/(-rev\w+)?(\.pdf)$/i, `-rev${f.thisRevision}$2`)}", and write that name here.`,
  'ifu-language-uncovered': (f: { product: string; language: string }) =>
    `the product "${f.product}" is sold in "${f.language}" but no current instructions for use in that language cover it; add its row to site/ifu: the document in "${f.language}", with the product (or its line) in "products" and "yes" in "current".`,

  // ---------------------------------------------------------------- regulatory data
  'gtin-check-digit': (f: { value: unknown }) =>
    `${showValue(f.value)} is not a valid GTIN: its last digit, the check digit, does not match the digits before it, so a digit is mistyped or two are swapped. Copy the GTIN again from the product's record with GS1 Italy, or from its label.`,
  'gtin-restricted-prefix': (f: { value: unknown }) =>
    `${showValue(f.value)} is not a GTIN a device can carry: it starts with a GS1 prefix for restricted circulation (020–029, 040–049, 200–299), numbers each country's GS1 office gives to shops and companies for their own use, which mean something else elsewhere. Copy the GTIN GS1 Italy assigned to the code, which starts with the company's GS1 company prefix.`,
  'gtin-isbn-prefix': (f: { value: unknown }) =>
    `${showValue(f.value)} is not a GTIN a device can carry: it starts with 977, 978 or 979, GS1's prefixes for books and periodicals (ISBN, ISSN). Copy the GTIN GS1 Italy assigned to the code, which starts with the company's GS1 company prefix.`,
  'gtin-all-zeros': (f: { value: unknown }) => `${showValue(f.value)} is only zeros, which is no GTIN; write the code's GTIN, or leave the cell empty.`,
  'duplicate-gtin': (f: { value: string; code: string; firstAt: string }) =>
    `the GTIN ${JSON.stringify(f.value)} is also the GTIN of ${f.code} at ${f.firstAt}; every code has a GTIN of its own.`,
  'basic-udi-di-check': (f: { value: unknown }) =>
    `${showValue(f.value)} is not a valid Basic UDI-DI: its last two characters, the check pair, do not match the characters before them (GS1's check for a Global Model Number), so a character is mistyped. Copy it again from the device's EUDAMED registration, or from GS1 Italy.`,
  'basic-udi-di-prefix': (f: { value: string; gtin: string; code: string; at: string }) =>
    `the Basic UDI-DI ${JSON.stringify(f.value)} does not start with the GS1 company prefix of the product's GTINs: ${f.code} has the GTIN ${f.gtin} (${f.at}). GS1 issues a Basic UDI-DI with the company prefix of the manufacturer, as its GTINs have it; copy the Basic UDI-DI from the device's EUDAMED registration, or the GTIN from GS1 Italy.`,
  'half-declaration': (f: { missing: 'doc_pdf' | 'doc_issued' }) =>
    f.missing === 'doc_pdf'
      ? 'the declaration of conformity has its date but no PDF; write its file in doc_pdf, e.g. "/pdfs/declarations/steripaper.pdf".'
      : 'the declaration of conformity has its PDF but no date; write the date it was signed in doc_issued, as year-month-day, e.g. 2025-09-15.',
  'certificate-expired': (f: { value: string; today: string; days: number }) =>
    `the certificate expired on ${f.value}, ${days(f.days)} ago (today is ${f.today}), and the tender dossier marks it expired to buyers. ${RENEW('certificate')} (a certification the company no longer holds comes out of the sheet).`,
  'certificate-expiring': (f: { value: string; today: string; days: number }) =>
    `the certificate is valid until ${f.value}, ${f.days === 0 ? 'which is today' : `${days(f.days)} from today`} (${f.today}); from the day after, the tender dossier marks it expired to buyers. ${RENEW('certificate')} as soon as it arrives.`,

  // ---------------------------------------------------------------- documents for tenders
  'unknown-code': (f: { value: string }) =>
    `${JSON.stringify(f.value)} is not a code of any product table; write codes as the tables write them in their "code" column, separated by commas. A code no longer sold keeps its row in its table, with the day in its "withdrawn" column.`,
  'unknown-gtin': (f: { value: string }) =>
    `${f.value} is not a GTIN of any code in the product tables; write a code as its table writes it in its "code" column, or one of its GTINs (pack, box or carton), separated by commas.`,
  'malformed-lot': (f: { value: string; reason: string }) =>
    `${JSON.stringify(f.value)} is not a lot or a range of lots: ${f.reason}. Write each lot as the label prints it after (10), and a range as its first and last lot joined by two dots, both of the same length (e.g. "2406A..2406F"), separated by commas.`,
  'expiry-range-reversed': (f: { value: string; from: string }) =>
    `${f.value} is before the first expiry date of the range (${f.from}, in "expiry_from"); write the last expiry date affected, year-month-day.`,
  'recall-without-actions': (f: { missing: string[] }) =>
    `an open recall must tell users what to do in both languages: write it in ${f.missing.map((c) => `"${c}"`).join(' and ')}, in a sentence or two (e.g. "Stop using the packs of these lots and return them to your distributor.").`,
  'notice-id-taken': (f: { value: string; other: string }) =>
    `${JSON.stringify(f.value)} is already the id of a notice in ${f.other}; the id is the notice's address on the notices page, so each notice needs its own.`,
  'notice-affects-nothing': () =>
    'the notice affects nothing: write at least one line id in "lines" (e.g. "steripaper"), a product in "products" (e.g. "steripaper/flat-pouches") or a product code in "codes", each list separated by commas.',
  'document-covers-nothing': () =>
    'the document covers nothing: write at least one line id in "lines" (e.g. "steripaper"), a product in "products" (e.g. "steripaper/flat-pouches") or a product code in "codes", each list separated by commas.',
  'valid-until-before-issued': (f: { value: string; issued: string }) =>
    `${f.value} is before the day the document was issued (${f.issued}, in "issued"); write the last day it is valid, year-month-day, or leave the cell empty if it has none.`,
  'document-expired': (f: { value: string; today: string; days: number }) =>
    `the document expired on ${f.value}, ${days(f.days)} ago (today is ${f.today}), and the tender dossier marks it expired to buyers. ${RENEW('document')} (a document that is no longer issued comes out of the sheet).`,
  'document-expiring': (f: { value: string; today: string; days: number }) =>
    `the document is valid until ${f.value}, ${f.days === 0 ? 'which is today' : `${days(f.days)} from today`} (${f.today}); from the day after, the tender dossier marks it expired to buyers. ${RENEW('document')} as soon as it arrives.`,

  // ---------------------------------------------------------------- device attributes, ordering unit, nomenclature
  'unknown-emdn': (f: { value: string; nearest?: { code: string; term: string } }) =>
    `${JSON.stringify(f.value)} is not a code of the European Medical Device Nomenclature (EMDN)${f.nearest ? `; the nearest code above it is ${f.nearest.code}, "${f.nearest.term}"` : ''}. Copy the code from the device's EUDAMED or BD/RDM registration.`,
  'emdn-not-terminal': (f: { value: string; term: string; children: readonly { code: string; term: string }[] }) =>
    `${JSON.stringify(f.value)} is the EMDN group "${f.term}", not a terminal term; a device is registered under one of the ${f.children.length} terms below it: ${f.children
      .slice(0, 6)
      .map((c) => `${c.code} "${c.term}"`)
      .join(', ')}${f.children.length > 6 ? ', …' : ''}.`,
  'unknown-standard': (f: { value: string; known: readonly string[] }) =>
    `${JSON.stringify(f.value)} is not a standard of site/standards; write ids from its "id" column, separated by commas (${f.known.length > 0 ? list(f.known) : 'the sheet has none yet'}), or add the standard there first.`,
  'pack-levels': (f: { value: number; level: 'box' | 'carton'; below: number; belowColumn: string }) =>
    `${f.value} pieces per ${f.level} is not a whole number of ${f.belowColumn === 'pieces' ? 'packs' : 'boxes'} of ${f.below} (${f.belowColumn}); a ${f.level} holds more pieces than the level inside it, a whole number of times. If this table gave the total per carton in "pieces", write the pieces of one pack there and the total in carton_pieces.`,
  'missing-order-level': (f: { level: string; column: string; codes: readonly string[] }) =>
    `the product is ordered by the ${f.level} (order_unit), but ${f.codes.length === 1 ? `the code ${f.codes[0]} has` : `${f.codes.length} codes (${list(f.codes.slice(0, 5))}${f.codes.length > 5 ? ', …' : ''}) have`} no ${f.column}; fill it in the product's table, or choose another order_unit.`,
  'level-gtin-without-pieces': (f: { value: string; level: 'box' | 'carton'; column: string }) =>
    `the code has a GTIN for its ${f.level} (${f.value}) but no ${f.column}, so the ${f.level} it names is not a level of this code; write how many pieces one ${f.level} holds in ${f.column}, or clear the GTIN. A scanned ${f.level}, the ordering unit and EUDAMED's packaging levels all need its pieces.`,
  'bd-rdm-without-type': (f: { codes?: readonly string[] }) =>
    f.codes
      ? `the codes ${list(f.codes.slice(0, 5))}${f.codes.length > 5 ? ', …' : ''} have a BD/RDM number but no type; write DM1 or DM2 in bd_rdm_type here (the product's) or in the table's rows.`
      : 'the BD/RDM number has no type; write DM1 (a device in the database) or DM2 (registered as part of an assembly) in bd_rdm_type, as the e-invoice needs both.',

  // ---------------------------------------------------------------- sterilisation cycles, validations, sealing
  'unit-in-number': (f: { value: unknown }) =>
    `${showValue(f.value)} has its unit typed in; write the number alone, ${leadingNumber(f.value)}: the unit is in the column's name.`,
  'missing-cycle-name': (f: { part: NamePart }) =>
    `the ${f.part} is missing; write a trade name here, the same in every language (e.g. ${NAME_EXAMPLES[f.part].trade}), or a generic name in ${f.part}_it and ${f.part}_en (e.g. ${NAME_EXAMPLES[f.part].it} and ${NAME_EXAMPLES[f.part].en}).`,
  'trade-and-generic-name': (f: { part: NamePart; value: string }) =>
    `${quote(f.value)} is written as a trade name, the same in every language, and ${f.part}_it or ${f.part}_en gives a name per language too; keep one way: a trade name in ${f.part} alone (e.g. ${NAME_EXAMPLES[f.part].trade}), or a generic name in ${f.part}_it and ${f.part}_en with ${f.part} empty.`,
  'generic-name-one-language': (f: { part: NamePart; lang: Lang; given: string }) =>
    `the ${languageNames[f.lang]} ${f.part} is missing: ${quote(f.given)} is a generic name, which ${languageNames[f.lang]} pages show in ${languageNames[f.lang]}; write it in ${f.part}_${f.lang} (e.g. ${NAME_EXAMPLES[f.part][f.lang]}). A trade name, the same in every language, goes in ${f.part} alone, with ${f.part}_it and ${f.part}_en empty.`,
  'unknown-cycle': (f: { value: string; known: readonly string[] }) =>
    `${JSON.stringify(f.value)} is not a cycle of site/cycles; write an id from its "id" column${f.known.length > 0 ? ` (${list(f.known.slice(0, 8))}${f.known.length > 8 ? ', …' : ''})` : ''}, or add the cycle there first.`,
  'code-not-of-product': (f: { value: string; product: string; owner?: string }) =>
    `${JSON.stringify(f.value)} is not a code of the product "${f.product}"${f.owner ? ` (it is a code of "${f.owner}")` : ''}; write codes of its table, separated by commas, or leave the cell empty for all its codes.`,
  'unknown-evidence': (f: { value: string }) =>
    `${JSON.stringify(f.value)} is neither a document of site/documents nor a PDF; write the id of the test report's row in documents.csv (e.g. "en-868-5-steripaper"), or the path of its PDF under /pdfs/ (e.g. "/pdfs/documents/sterrad-validation.pdf"), or leave the cell empty.`,
  'cycle-method-not-listed': (f: { cycle: string; method: string; listed: readonly string[]; code?: string }) =>
    `the cycle "${f.cycle}" needs the method ${f.method}, and ${f.code ? `the code ${f.code}'s methods cell` : "the product's methods column"} lists ${f.listed.length > 0 ? list(f.listed) : 'none'}; a product is validated only for cycles of a method it lists. Add ${f.method} to ${f.code ? "the code's methods cell in its table" : 'its methods in products.csv'}, or name another cycle.`,
  'minimum-above-maximum': (f: { value: number; max: number; maxColumn: string }) =>
    `the minimum ${f.value} is above the maximum ${f.max} (${f.maxColumn}); write the lower value here and the higher one in ${f.maxColumn}.`,
  'sealing-temperature-range': (f: { value: number; low: number; high: number }) =>
    `${f.value} °C is not a sealing temperature; heat sealers seal sterile barrier materials between ${f.low} and ${f.high} °C. Write the temperature in degrees Celsius, the number alone, e.g. 180.`,
  'sealing-without-values': () =>
    'the row gives no sealing value; write at least one number (e.g. 170 in temperature_min_c and 200 in temperature_max_c), or delete the row.',

  // ---------------------------------------------------------------- where to buy
  'unknown-country': (f: { value: string; named?: string }) =>
    `${JSON.stringify(f.value)} is not an ISO 3166-1 country code; ${f.named ? `write ${f.named} for that country` : 'write the two capital letters of the country, e.g. IT, DE, FR, ES, CH'}.`,
  'unknown-area': (f: { value: string; country: string; prefixed?: string; examples: readonly string[] }) =>
    f.prefixed
      ? `${JSON.stringify(f.value)} needs its country in front: write ${f.prefixed}.`
      : `${JSON.stringify(f.value)} is not an ISO 3166-2 subdivision of ${f.country}; write codes such as ${list(f.examples)}, separated by commas, or leave the cell empty for the whole country.`,
  'point-outside-country': (f: { latitude: number; longitude: number; country: string; swapped: boolean }) =>
    f.swapped
      ? `latitude ${f.latitude} and longitude ${f.longitude} are outside ${f.country}: latitude and longitude swapped? Write ${f.longitude} in latitude and ${f.latitude} in longitude.`
      : `latitude ${f.latitude} and longitude ${f.longitude} are outside ${f.country}; copy the point from a map of the distributor's address (latitude first, north positive; longitude second, east positive), or correct the country.`,

  'unexpected': (f: { reason: string }) =>
    `The catalogue could not be processed: ${f.reason}\nNothing was written; the previous data is unchanged. If the message does not point to a file you changed, ask a developer.`,
} satisfies { [C in ProblemCode]: (facts: never) => string }

/** The facts a problem of this code is written from. */
export type ProblemFacts<C extends ProblemCode> = Parameters<(typeof problemMessages)[C]>[0] extends undefined ? Record<string, never> : Parameters<(typeof problemMessages)[C]>[0]
