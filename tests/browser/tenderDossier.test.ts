/**
 * The tender dossier of a request list of ten codes from three lines, made on the list page in one
 * language and read back: the tender sheet's rows, each declaration, certificate and IFU in force
 * byte for byte as the site serves it, a technical sheet per product whose text holds each listed
 * code with its size and GTIN, under the logo and beside the product's picture, each made from the
 * file the site serves to its print size, and an index that lists every file. Codes are picked by shape. Which
 * files a dossier holds, under which names in each language, is dossierPlan.test.ts's; an expired
 * certificate and a missing declaration are edited/dossier.test.ts's.
 */
import sharp from 'sharp'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Product } from '#src/catalogue/generatedData.ts'
import { LOGO_BOX, PICTURE_BOX } from '#src/features/requestList/dossier/pdfFlow.ts'
import { printPixels } from '#src/features/requestList/dossier/printImage.ts'
import { LOGO_PATH } from '#src/features/structuredData/logoPath.ts'
import { catalogue, itemsOf } from '../../scripts/harness/builtSite.ts'
import { codesOfLines, fileLike, lineOf, makeDossier, pdfImages, pdfText, sameBytes, served, sheetRows } from './dossier.ts'
import { expect, test } from './siteTest.ts'

const picked = codesOfLines(10, 3)
const products = [...new Set(picked.map((p) => p.product))]
const lang: Lang = 'en'

/** The IFU PDFs in force the dossier in `lang` carries: the product's in that language, else every one it has. */
function ifuInForce(product: Product): string[] {
  const covering = catalogue.ifuDocuments.filter((d) => d.products.includes(product.id))
  const own = covering.filter((d) => d.language === lang)
  return (own.length > 0 ? own : covering).map((d) => d.current.pdf)
}

test('ten codes of three lines: the dossier made on the list page, saved and read back', async ({ page, context }) => {
  expect(new Set(picked.map((p) => p.product.line)).size).toBe(3)
  await context.addInitScript((list) => window.localStorage.setItem('requestList', list), JSON.stringify(picked.map((p) => ({ code: p.code, packs: 2 }))))
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  let shownFacts: string[] = []
  const made = await makeDossier(page, lang, async () => {
    // What the list shows of each code: the technical sheets say the same.
    await expect(page.locator('.request-item__facts')).toHaveCount(picked.length)
    shownFacts = await page.locator('.request-item__facts').allTextContents()
    expect(
      requested.filter((p) => p.includes('/sheets/')),
      'nothing of the dossier comes with the page',
    ).toEqual([])
  })
  expect(requested.filter((p) => p.includes('/sheets/')).length, 'the technical sheets’ data, fetched on the click').toBeGreaterThan(0)
  const names = Object.keys(made.zip)
  expect(made.name).toMatch(/^tender-dossier-\d{4}-\d{2}-\d{2}\.zip$/)
  expect(made.files, 'the page counts the files the ZIP holds').toBe(names.length)

  // Documents the site serves: in the ZIP byte for byte, each once.
  const lines = [...new Set(products.map(lineOf))]
  const documents = catalogue.documents.filter((d) =>
    picked.some(({ product, code }) => d.codes.includes(code) || d.products.includes(product.id) || d.lines.includes(product.line)),
  )
  const servedFiles = [
    ...lines.flatMap((l) => (l.declarationOfConformity ? [l.declarationOfConformity.pdf] : [])),
    ...catalogue.certifications.map((c) => c.pdf),
    ...documents.map((d) => d.pdf),
    ...new Set(products.flatMap(ifuInForce)),
  ]
  // The page names each document past its last day, and each line without a declaration.
  const today = await page.evaluate(() =>
    [new Date().getFullYear(), new Date().getMonth() + 1, new Date().getDate()].map((n) => String(n).padStart(2, '0')).join('-'),
  )
  const expired = [...catalogue.certifications, ...documents].filter((d) => d.validUntil !== undefined && d.validUntil < today)
  expect(made.warnings).toHaveLength(expired.length + lines.filter((l) => !l.declarationOfConformity).length)
  for (const url of servedFiles) {
    const bytes = await served(url)
    expect(
      names.filter((n) => sameBytes(made.zip[n]!, bytes)),
      url,
    ).toHaveLength(1)
  }
  // Index (PDF and sheet), tender sheet, a technical sheet per product, and those documents: nothing else.
  expect(names).toHaveLength(3 + products.length + servedFiles.length)
  expect(
    names.filter((n) => !/^[^\\:*?"<>|]+\.(pdf|xlsx)$/.test(n) || /[0-9a-f]{8}/.test(n)),
    'names a buyer can read',
  ).toEqual([])

  const [, tender] = fileLike(made.zip, /^01 Tender sheet\.xlsx$/)
  expect(
    sheetRows(tender)
      .slice(1)
      .map((r) => r[0]),
  ).toEqual(picked.map((p) => p.code))

  const sheets = names.filter((n) => n.startsWith('02 Technical sheets/'))
  expect(sheets).toHaveLength(products.length)
  const texts = sheets.map((n) => pdfText(made.zip[n]!))
  picked.forEach(({ product, code }, n) => {
    const text = texts.find((t) => t.includes(product.name[lang]) && t.includes(code))
    expect(text, `the technical sheet of ${product.id}`).toBeDefined()
    const row = text!.split('\n').find((l) => l.includes(code))!
    // "75 × 200 mm · Unit: …", or the unit alone where the code has no size.
    const parts = shownFacts[n]!.split(' · ')
    if (parts.length === 2) expect(row, code).toContain(parts[0])
    const gtin = itemsOf(product).find((i) => i.code === code)!.gtin
    if (gtin) expect(row, code).toContain(gtin)
  })
  // The logo at the top of every page, the product's picture on the first: the served files, decoded and made to the size they print at.
  const sizeOf = async (url: string) => sharp(await served(url)).metadata()
  const logo = await sizeOf(LOGO_PATH)
  const drawn = (page: number, enc: string, { width, height }: { width: number; height: number }) => `page ${page}: ${enc} ${width}×${height}`
  for (const product of products) {
    const code = picked.find((p) => p.product === product)!.code
    const n = texts.findIndex((t) => t.includes(product.name[lang]) && t.includes(code))
    const pages = texts[n]!.split('\f').length - 1
    const picture = await sizeOf(product.image)
    expect(
      pdfImages(made.zip[sheets[n]!]!)
        .filter((i) => i.type === 'image')
        .map((i) => drawn(i.page, i.enc, i))
        .toSorted(),
      product.id,
    ).toEqual(
      [
        ...Array.from({ length: pages }, (_, i) => drawn(i + 1, 'image', printPixels(LOGO_BOX, logo.width, logo.height))),
        drawn(1, 'jpeg', printPixels(PICTURE_BOX, picture.width, picture.height)),
      ].toSorted(),
    )
  }

  const [, indexSheet] = fileLike(made.zip, /^00 Dossier index\.xlsx$/)
  const listed = sheetRows(indexSheet)
    .slice(1)
    .map((r) => r[0])
  expect(listed.toSorted()).toEqual(names.toSorted())
  const [, indexPdf] = fileLike(made.zip, /^00 Dossier index\.pdf$/)
  const indexText = pdfText(indexPdf)
  for (const { code } of picked) expect(indexText).toContain(code)
})
