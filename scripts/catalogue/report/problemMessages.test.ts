import { describe, expect, test } from 'vitest'
import { type ProblemCode, problemCodes } from './problemCodes.ts'
import { problemMessages } from './problemMessages.ts'
import { problem } from './problems.ts'

/**
 * One wording per code: the facts a check hands over, and what a product manager reads. Written
 * out by hand, so a change of wording is a deliberate change of this table.
 */
const wordings: { [C in ProblemCode]: [facts: Parameters<(typeof problemMessages)[C]>[0], says: string | RegExp] } = {
  'file-format': [undefined as never, /^this file is not part of the catalogue format: save tables as Excel workbooks \(\.xlsx\) or as "CSV UTF-8"/],
  'file-empty': [undefined as never, 'the file is empty (0 bytes); it may not have been saved completely. Save it again from Excel or LibreOffice.'],
  'file-too-large': [{ megabytes: '5.1', limitMegabytes: 5 }, /^the file is 5\.1 MB; a catalogue file may be at most 5 MB/],
  'not-utf8': [{ csv: true }, /^the file is saved in Windows encoding \(Excel's plain "CSV"\), not UTF-8.*"CSV UTF-8 \(comma delimited\)".*"Unicode \(UTF-8\)"\.$/],
  'not-xlsx': [undefined as never, 'this is not an Excel workbook (.xlsx). Open it in Excel or LibreOffice and save it as "Excel Workbook (.xlsx)".'],
  'workbook-unreadable': [{ reason: 'bad zip' }, 'the workbook cannot be opened (bad zip). Open it in Excel, check it, and save it again as .xlsx.'],
  'xlsx-named-csv': [undefined as never, 'this is an Excel workbook with a .csv name. Rename it to .xlsx, or open it in Excel and save it as "CSV UTF-8".'],
  'csv-unreadable': [{ reason: 'quote not closed' }, 'the CSV file cannot be read (quote not closed).'],
  'duplicate-table': [{ other: 'catalogue/tables/a.xlsx › b' }, 'the same table is also in catalogue/tables/a.xlsx › b; keep only one of them.'],
  'missing-table': [{ table: 'news' }, 'the table "news" (catalogue/site/news.csv, or a sheet "news" in catalogue/site.xlsx) is missing.'],
  'unused-table': [{ siteTables: ['lines', 'products'] }, 'this table is not part of the catalogue; the site tables are: lines, products.'],
  'missing-legal-text': [{ lang: 'en', document: 'privacy' }, 'the English privacy text is missing or empty.'],
  'missing-guide-text': [{ lang: 'it' }, 'the Italian packing guide is missing or empty.'],
  'guide-section-id': [{ heading: '## Storage' }, /^the section heading "## Storage" needs its id at the end, in braces, e\.g\. "## Storage \{#storage\}"/],
  'duplicate-guide-section': [{ id: 'size', firstLine: 4 }, 'the section id {#size} is also used at line 4; every section needs its own.'],
  'missing-guide-section': [{ id: 'storage' }, /^the section \{#storage\} is missing; the site links to it, or shows a drawing or the label symbols in it\./],
  'guide-sections-differ': [
    { id: 'opening', other: 'catalogue/guide/packing-guide.it.md' },
    'catalogue/guide/packing-guide.it.md has a section {#opening} and this text has none; both languages need the same sections, with the same ids.',
  ],
  'text-too-long': [{ chars: 120000, max: 100000 }, 'the text has 120000 characters; a legal text may have at most 100000. Check that this is the right file, and that nothing was pasted into it twice.'],
  'sheet-empty': [{ productTable: { required: ['code', 'pieces'] } }, 'the sheet is empty: row 1 must hold the column headers (at least "code" and "pieces") and the rows below them the product codes.'],
  'duplicate-header': [undefined as never, 'this column header appears twice; every column must have its own header.'],
  'unknown-column': [{ known: ['id', 'name_it'] }, 'this column is not known here. The columns of this sheet are: id, name_it.'],
  'missing-column': [{ column: 'colour_en', pairOf: 'colour' }, 'the column "colour_en" is missing; "colour" needs an Italian and an English column.'],
  'value-without-header': [{ value: 12, headerRow: 1 }, "12 is in a column without a header; write the column's name in row 1, or clear the column."],
  'no-rows': [{ what: 'headings-only' }, 'the table has group headings but no product codes.'],
  'formula-error': [{ shown: '#N/A' }, 'the cell shows the formula error #N/A; type the value itself instead of a formula that fails.'],
  'date-cell': [{ date: '2024-03-01' }, /^the cell holds a date \(2024-03-01\), which the catalogue never uses: .*Format the cell as Text or Number/],
  'size-in-one-cell': [{ value: '75 x 200' }, '"75 x 200" is not valid; a size is written one number per column, without "x" or units: e.g. 75 in width_mm and 200 in length_mm.'],
  'duplicate-code': [{ value: 'SP-1', firstAt: 'catalogue/tables/a.xlsx › b › row 3' }, '"SP-1" is also used at catalogue/tables/a.xlsx › b › row 3; every code must be unique.'],
  'duplicate-value': [{ value: 'iso', firstRow: 4, what: 'certification' }, '"iso" is also used at row 4; every certification must be unique.'],
  'missing-slug': [{ lang: 'it' }, 'the Italian web address part is missing; every page has an address in each language, e.g. "buste-piatte" and "flat-pouches".'],
  'missing-translation': [{ lang: 'en', what: 'note' }, 'the English note is missing; a note is shown in both languages, so write the English one too.'],
  'half-slug': [undefined as never, 'leave both slugs empty (products directly under the category) or fill both.'],
  'missing-code': [undefined as never, 'the code is missing. Every row needs a code, or, for a group heading, only the group_it and group_en texts.'],
  'group-row-with-values': [undefined as never, /^a group heading row holds only the group texts; this row has no code/],
  'group-row-with-code': [undefined as never, 'a row with a code cannot also be a group heading; put the group texts on a row of their own above the codes.'],
  'unknown-line': [{ value: 'steri', lines: ['steripaper', 'greenfit'] }, '"steri" is not a line of the lines sheet; expected one of: steripaper, greenfit.'],
  'unknown-sheet': [{ value: 'flat', line: 'steripaper', sheets: ['flat-pouches'] }, '"flat" is not a sheet of catalogue/tables/steripaper.xlsx (nor a file catalogue/tables/steripaper/flat.csv). It has: flat-pouches. Was the sheet renamed?'],
  'no-table': [undefined as never, 'the product has neither a table nor a features text; name its table sheet here, or write features_it and features_en.'],
  'line-without-products': [{ line: 'sterilow' }, 'the line "sterilow" has no products in the products sheet.'],
  'missing-file': [{ path: '/images/a.png' }, 'the file "/images/a.png" does not exist: put it at public/images/a.png, or correct the path.'],
  'missing-category': [{ category: 'dental', categories: ['medical', 'dental'] }, 'the category "dental" is missing; the site has three categories: medical, dental.'],
  'missing-text': [{ key: 'hero.title' }, 'the text "hero.title" is missing; add a row with key hero.title.'],
  'duplicate-company-field': [{ field: 'email' }, '"email" is given twice; keep one row.'],
  'missing-company-field': [{ field: 'phone' }, 'the company field "phone" is missing; add a row for it.'],
  'unknown-company-field': [{ written: '{{mail}}', fields: ['name', 'email'] }, '{{mail}} is not a company field; write one of: {{name}}, {{email}}.'],
  'unsafe-markdown': [{ fault: 'link', text: '[x](javascript:y)', href: 'javascript:y' }, /^the link "\[x\]\(javascript:y\)" goes to "javascript:y", which is not allowed; links may go to https:\/\//],
  'wrong-file-content': [{ path: '/images/a.png', fault: 'svg' }, /^"\/images\/a\.png" is an SVG drawing; the site takes PNG or JPEG pictures/],
  'invalid-value': [{ value: 'mille', expected: 'expected a whole number' }, '"mille" is not valid; expected a whole number.'],
  'missing-value': [{ expected: 'this cell must not be empty' }, 'this cell must not be empty.'],
  'size-part-missing': [{ column: 'length_mm', given: ['width_mm'], unit: 'millimetres' }, 'this size has width_mm but no length_mm, which the other sizes of this sheet give; write its length_mm in millimetres, or the page would show only part of the size.'],
  'future-date': [{ value: '2030-01-01', today: '2026-11-25' }, '2030-01-01 is in the future (today is 2026-11-25); add a revision on the day it is issued, not before.'],
  'future-withdrawal': [{ value: '2030-01-01', today: '2026-11-25' }, '2030-01-01 is in the future (today is 2026-11-25); write the day it stopped being sold, on that day or later, and leave the cell empty until then.'],
  'no-code-sold': [{ table: 'flat-pouches' }, /^every code of the table "flat-pouches" has a "withdrawn" date; write the day in this product's "withdrawn" column too/],
  'ifu-page-changed': [{ document: 'IFU-1', page: 'buste', firstRow: 2 }, 'the document IFU-1 has the page "buste" at row 2; every revision of a document keeps the same page, so its web address never changes.'],
  'ifu-page-taken': [{ page: 'buste', document: 'IFU-1', firstRow: 2 }, 'the page "buste" belongs to the document IFU-1 (row 2); give this document a page of its own.'],
  'duplicate-revision': [{ revision: '02', document: 'IFU-1', language: 'it', firstRow: 3 }, 'revision 02 of IFU-1 in "it" is also at row 3; each revision has one row, a new revision gets a new number.'],
  'unknown-product': [{ value: 'steripaper/x' }, /^"steripaper\/x" is neither a product nor a line of the catalogue; write a line id.*keeps its row in site\/products, with the day in its "withdrawn" column/],
  'two-current-revisions': [{ revision: '02', document: 'IFU-1', language: 'it', other: '01', otherRow: 2 }, /^revision 02 of IFU-1 in "it" is marked current, and so is revision 01 at row 2; only one revision is in force/],
  'no-current-revision': [{ document: 'IFU-1', language: 'en' }, 'no revision of IFU-1 in "en" is marked current; write "yes" in "current" on the revision in force.'],
  'ifu-language-uncovered': [{ product: 'steripaper/flat-pouches', language: 'de' }, /^the product "steripaper\/flat-pouches" is sold in "de" but no current instructions for use in that language cover it; add its row to site\/ifu: the document in "de", .*"yes" in "current"\.$/],
  'ifu-pdf-reused': [{ path: '/pdfs/it/greenfit.pdf', revision: '01', document: 'IFU-GF', firstRow: 4, thisRevision: '02' }, /^"\/pdfs\/it\/greenfit.pdf" is already the PDF of revision 01 of IFU-GF \(row 4\); .* never overwritten\. Put this revision's PDF under a new name, e\.g\. "\/pdfs\/it\/greenfit-rev02\.pdf"/],
  'gtin-check-digit': [{ value: 2012345678904 }, /^2012345678904 is not a valid GTIN: its last digit, the check digit, does not match the digits before it, so a digit is mistyped or two are swapped\. Copy the GTIN again/],
  'gtin-restricted-prefix': [{ value: '2012345678903' }, /^"2012345678903" is not a GTIN a device can carry: it starts with a GS1 prefix for restricted circulation \(020–029, 040–049, 200–299\)/],
  'gtin-isbn-prefix': [{ value: '9788804123456' }, /^"9788804123456" is not a GTIN a device can carry: it starts with 977, 978 or 979, GS1's prefixes for books and periodicals/],
  'gtin-all-zeros': [{ value: '00000000' }, '"00000000" is only zeros, which is no GTIN; write the code\'s GTIN, or leave the cell empty.'],
  'duplicate-gtin': [{ value: '2012345678903', code: 'SP-1', firstAt: 'catalogue/tables/a.xlsx › b › row 3' }, 'the GTIN "2012345678903" is also the GTIN of SP-1 at catalogue/tables/a.xlsx › b › row 3; every code has a GTIN of its own.'],
  'basic-udi-di-check': [{ value: '872003953HF-236PX7' }, /^"872003953HF-236PX7" is not a valid Basic UDI-DI: its last two characters, the check pair, do not match the characters before them \(GS1's check for a Global Model Number\)/],
  'basic-udi-di-prefix': [{ value: '9521234SP-FPLM', gtin: '09529999000015', code: 'SP-1', at: 'catalogue/tables/a.xlsx › b › row 3' }, /^the Basic UDI-DI "9521234SP-FPLM" does not start with the GS1 company prefix of the product's GTINs: SP-1 has the GTIN 09529999000015 \(catalogue\/tables\/a.xlsx › b › row 3\)/],
  'half-declaration': [{ missing: 'doc_issued' }, 'the declaration of conformity has its PDF but no date; write the date it was signed in doc_issued, as year-month-day, e.g. 2025-09-15.'],
  'certificate-expired': [{ value: '2026-03-31', today: '2026-11-25', days: 239 }, /^the certificate expired on 2026-03-31, 239 days ago \(today is 2026-11-25\), and the tender dossier marks it expired to buyers\. Put the renewed certificate's PDF in place and write its new valid_until date/],
  'certificate-expiring': [{ value: '2026-12-25', today: '2026-11-25', days: 30 }, "the certificate is valid until 2026-12-25, 30 days from today (2026-11-25); from the day after, the tender dossier marks it expired to buyers. Put the renewed certificate's PDF in place and write its new valid_until date as soon as it arrives."],
  'unknown-code': [{ value: 'SP-X' }, /^"SP-X" is not a code of any product table; write codes as the tables write them in their "code" column, separated by commas\./],
  'document-covers-nothing': [undefined as never, /^the document covers nothing: write at least one line id in "lines" \(e\.g\. "steripaper"\), a product in "products" .* or a product code in "codes"/],
  'unknown-gtin': [{ value: '09520000000016' }, /^09520000000016 is not a GTIN of any code in the product tables; write a code as its table writes it/],
  'malformed-lot': [{ value: '2406F..2406A', reason: 'its last lot comes before its first' }, /^"2406F\.\.2406A" is not a lot or a range of lots: its last lot comes before its first\. Write each lot as the label prints it after \(10\), and a range as its first and last lot joined by two dots/],
  'expiry-range-reversed': [{ value: '2027-01-31', from: '2027-06-30' }, '2027-01-31 is before the first expiry date of the range (2027-06-30, in "expiry_from"); write the last expiry date affected, year-month-day.'],
  'recall-without-actions': [{ missing: ['actions_en'] }, /^an open recall must tell users what to do in both languages: write it in "actions_en", in a sentence or two/],
  'notice-id-taken': [{ value: 'type-5-lots', other: 'site/notices' }, /^"type-5-lots" is already the id of a notice in site\/notices; the id is the notice's address on the notices page/],
  'notice-affects-nothing': [undefined as never, /^the notice affects nothing: write at least one line id in "lines" .* or a product code in "codes"/],
  'valid-until-before-issued': [{ value: '2024-01-31', issued: '2025-01-31' }, '2024-01-31 is before the day the document was issued (2025-01-31, in "issued"); write the last day it is valid, year-month-day, or leave the cell empty if it has none.'],
  'document-expired': [{ value: '2026-11-24', today: '2026-11-25', days: 1 }, /^the document expired on 2026-11-24, 1 day ago \(today is 2026-11-25\), .*Put the renewed document's PDF in place and write its new valid_until date/],
  'document-expiring': [{ value: '2026-11-25', today: '2026-11-25', days: 0 }, /^the document is valid until 2026-11-25, which is today \(2026-11-25\); from the day after, the tender dossier marks it expired to buyers\. Put the renewed document's PDF in place/],
  'unknown-emdn': [{ value: 'S01019901', nearest: { code: 'S0101', term: 'STERILISATION POUCHES' } }, /^"S01019901" is not a code of the European Medical Device Nomenclature \(EMDN\); the nearest code above it is S0101, "STERILISATION POUCHES"/],
  'emdn-not-terminal': [{ value: 'S0101', term: 'STERILISATION POUCHES', children: [{ code: 'S010101', term: 'A' }, { code: 'S010199', term: 'B' }] }, /^"S0101" is the EMDN group "STERILISATION POUCHES", not a terminal term; a device is registered under one of the 2 terms below it: S010101 "A", S010199 "B"\.$/],
  'unknown-standard': [{ value: 'en-868-9', known: ['en-868-5'] }, /^"en-868-9" is not a standard of site\/standards/],
  'pack-levels': [{ value: 200, level: 'box', below: 2000, belowColumn: 'pieces' }, /^200 pieces per box is not a whole number of packs of 2000 \(pieces\)/],
  'level-gtin-without-pieces': [{ value: '19521234100260', level: 'box', column: 'box_pieces' }, /^the code has a GTIN for its box \(19521234100260\) but no box_pieces/],
  'missing-order-level': [{ level: 'carton', column: 'carton_pieces', codes: ['A-1'] }, /^the product is ordered by the carton \(order_unit\), but the code A-1 has no carton_pieces/],
  'bd-rdm-without-type': [{}, /^the BD\/RDM number has no type; write DM1/],
  'unit-in-number': [{ value: '180°C' }, '"180°C" has its unit typed in; write the number alone, 180: the unit is in the column\'s name.'],
  'missing-cycle-name': [{ part: 'model' }, 'the model is missing; write a trade name here, the same in every language (e.g. "STERRAD 100NX"), or a generic name in model_it and model_en (e.g. "Sterilizzatrice a vapore" and "Steam sterilizer").'],
  'trade-and-generic-name': [{ part: 'cycle', value: 'Express' }, /^"Express" is written as a trade name, the same in every language, and cycle_it or cycle_en gives a name per language too; keep one way: a trade name in cycle alone .*, or a generic name in cycle_it and cycle_en with cycle empty\.$/],
  'generic-name-one-language': [
    { part: 'model', lang: 'en', given: 'Sterilizzatrice a vapore' },
    /^the English model is missing: "Sterilizzatrice a vapore" is a generic name, which English pages show in English; write it in model_en \(e\.g\. "Steam sterilizer"\)\. A trade name, the same in every language, goes in model alone/,
  ],
  'unknown-cycle': [{ value: 'sterrad-200', known: ['sterrad-100s'] }, /^"sterrad-200" is not a cycle of site\/cycles; write an id from its "id" column \(sterrad-100s\), or add the cycle there first\.$/],
  'code-not-of-product': [{ value: 'SP-1', product: 'steripaper/flat-rolls', owner: 'steripaper/flat-pouches' }, /^"SP-1" is not a code of the product "steripaper\/flat-rolls" \(it is a code of "steripaper\/flat-pouches"\); write codes of its table/],
  'unknown-evidence': [{ value: 'report-9' }, /^"report-9" is neither a document of site\/documents nor a PDF; write the id of the test report's row in documents\.csv/],
  'cycle-method-not-listed': [{ cycle: 'sterrad-100nx-express', method: 'hydrogen_peroxide', listed: ['steam', 'ethylene_oxide'] }, /^the cycle "sterrad-100nx-express" needs the method hydrogen_peroxide, and the product's methods column lists steam, ethylene_oxide; .*Add hydrogen_peroxide to its methods in products\.csv, or name another cycle\.$/],
  'minimum-above-maximum': [{ value: 200, max: 170, maxColumn: 'temperature_max_c' }, 'the minimum 200 is above the maximum 170 (temperature_max_c); write the lower value here and the higher one in temperature_max_c.'],
  'sealing-temperature-range': [{ value: 356, low: 60, high: 260 }, /^356 °C is not a sealing temperature; heat sealers seal sterile barrier materials between 60 and 260 °C\. Write the temperature in degrees Celsius/],
  'sealing-without-values': [undefined as never, /^the row gives no sealing value; write at least one number/],
  'unknown-country': [{ value: 'Germany', named: 'DE' }, '"Germany" is not an ISO 3166-1 country code; write DE for that country.'],
  'unknown-area': [{ value: 'XX-1', country: 'IT', examples: ['IT-21 (Piemonte)'] }, /^"XX-1" is not an ISO 3166-2 subdivision of IT; write codes such as IT-21 \(Piemonte\), separated by commas/],
  'point-outside-country': [{ latitude: 7.68, longitude: 45.07, country: 'IT', swapped: true }, /^latitude 7\.68 and longitude 45\.07 are outside IT: latitude and longitude swapped\? Write 45\.07 in latitude and 7\.68 in longitude\.$/],
  unexpected: [{ reason: 'ENOSPC' }, /^The catalogue could not be processed: ENOSPC\nNothing was written/],
}

describe('the sentence of each problem code', () => {
  test('every code has its sentence and a wording below, and is listed once', () => {
    expect(Object.keys(problemMessages).sort()).toEqual([...problemCodes].sort())
    expect(Object.keys(wordings).sort()).toEqual([...problemCodes].sort())
    expect(new Set(problemCodes).size).toBe(problemCodes.length)
  })

  test('a date typed in a date column says how to keep it as text', () => {
    expect(problem('date-cell', { file: 'catalogue/site/ifu.csv' }, { date: '2025-09-15', dateColumn: true }).message).toBe(
      "the cell holds a date in the spreadsheet's own date format (2025-09-15), which reads differently from one computer to the next. Format the cell as Text and type the date as year-month-day: 2025-09-15.",
    )
  })

  test('an unknown product of the documents sheet asks for a product, not a line', () => {
    expect(problem('unknown-product', { file: 'catalogue/site/documents.csv' }, { value: 'steripaper', productsOnly: true }).message).toMatch(
      /^"steripaper" is not a product of site\/products; write products as line\/slug_en \(e\.g\. "steripaper\/flat-pouches"\), separated by commas, and a whole line's id in "lines"\./,
    )
  })

  test('a code of a cycle not listed in its own methods cell says to add it there', () => {
    expect(problem('cycle-method-not-listed', { file: 'catalogue/site/validations.csv' }, { cycle: 'eo-55', method: 'ethylene_oxide', listed: ['steam'], code: 'SC-1' }).message).toMatch(
      /^the cycle "eo-55" needs the method ethylene_oxide, and the code SC-1's methods cell lists steam; .*Add ethylene_oxide to the code's methods cell in its table/,
    )
  })

  test('an unknown product of the sealing sheet names its line', () => {
    expect(problem('unknown-product', { file: 'catalogue/site/sealing.csv' }, { value: 'flat', line: 'steripaper' }).message).toMatch(/^"flat" is not a product of the line "steripaper" in site\/products; write the product's slug_en/)
  })

  test.each(problemCodes.map((code) => [code] as const))('%s', (code) => {
    const [facts, says] = wordings[code]
    const made = problem(code, { file: 'catalogue/site/x.csv', row: 2, column: 'c' }, facts as never)
    expect(made).toMatchObject({ file: 'catalogue/site/x.csv', row: 2, column: 'c', code })
    if (typeof says === 'string') expect(made.message).toBe(says)
    else expect(made.message).toMatch(says)
  })
})
