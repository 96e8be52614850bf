/**
 * What the check accepts builds, and nothing pasted into the catalogue runs: a copy of the real
 * catalogue broken one way at a time (Markdown that could run code, a company fact of the wrong
 * kind, a file that is not what it claims), each reported with its exact place and plain words,
 * and nothing written.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'
import { generateCatalogue } from '../../scripts/catalogue/generateCatalogue.ts'
import { formatProblem } from '../../scripts/catalogue/report/problems.ts'
import { type Csv, column, fingerprint, generatedCopies, readCsv, removeCopy, runCommand, writeCsv } from '../../scripts/harness/catalogueCopy.ts'

const copies = generatedCopies()
let root = ''
let before = ''
beforeEach(() => {
  ;({ root, generated: before } = copies.make())
})
afterEach(() => removeCopy(root))
afterAll(copies.remove)

const site = (name: string) => `catalogue/site/${name}.csv`

function editSite<T>(name: string, change: (csv: Csv, col: (header: string) => number) => T): T {
  const file = path.join(root, site(name))
  const csv = readCsv(file)
  const result = change(csv, (h) => column(csv, h))
  writeCsv(file, csv)
  return result
}

/** Sets a company fact; returns the start of its report line. */
function setCompany(field: string, value: string): string {
  return editSite('company', (csv, col) => {
    const i = csv.rows.findIndex((r) => r[col('field')] === field)
    csv.rows[i]![col('value')] = value
    return `${site('company')} › row ${i + 2} › value: `
  })
}

/** Puts a file under public/ and names it in the first row of a site sheet's column. */
function useFile(sheet: string, col: string, publicPath: string, bytes: Buffer | string): string {
  fs.mkdirSync(path.dirname(path.join(root, 'public', publicPath)), { recursive: true })
  fs.writeFileSync(path.join(root, 'public', publicPath), bytes)
  return editSite(sheet, (csv, c) => {
    csv.rows[0]![c(col)] = publicPath
    return `${site(sheet)} › row 2 › ${col}: `
  })
}

const realFile = (publicPath: string) => fs.readFileSync(path.join(root, 'public', publicPath))
const firstOf = (sheet: string, col: string) => readCsv(path.join(root, site(sheet))).rows[0]![column(readCsv(path.join(root, site(sheet))), col)]!

interface Case {
  name: string
  /** Breaks the copy; returns the exact report line. */
  mutate: () => string
}

const cases: Case[] = [
  // ---- Markdown
  {
    name: 'an image with onerror in a features cell',
    mutate: () =>
      editSite('products', (csv, col) => {
        const i = csv.rows.findIndex((r) => r[col('features_en')] !== '')
        csv.rows[i]![col('features_en')] = 'Strong seal <img src=x onerror=alert(1)>'
        return `${site('products')} › row ${i + 2} › features_en: "<img src=x onerror=alert(1)>" is HTML, which the site does not accept in texts (it could run code in visitors' browsers); write Markdown instead: **bold**, *italic*, "- " at the start of a line for a list, "## " for a heading, [text](https://…) for a link.`
      }),
  },
  {
    name: 'a javascript: link in a features cell',
    mutate: () =>
      editSite('products', (csv, col) => {
        const i = csv.rows.findIndex((r) => r[col('features_it')] !== '')
        csv.rows[i]![col('features_it')] = '### Caratteristiche\n- [scheda](JaVaScRiPt:alert(1))'
        return `${site('products')} › row ${i + 2} › features_it: the link "[scheda](JaVaScRiPt:alert(1))" goes to "JaVaScRiPt:alert(1)", which is not allowed; links may go to https://, http://, mailto:, tel: or a page of this site starting with "/", e.g. [privacy notice](/privacy).`
      }),
  },
  {
    name: 'a script in a legal text',
    mutate: () => {
      const file = path.join(root, 'catalogue/legal/disclaimer.en.md')
      const lines = fs.readFileSync(file, 'utf8').split('\n')
      lines.splice(4, 0, '', '<script>alert(1)</script>', '')
      fs.writeFileSync(file, lines.join('\n'))
      return `catalogue/legal/disclaimer.en.md › line 6: "<script>alert(1)</script>" is HTML, which the site does not accept in texts (it could run code in visitors' browsers); write Markdown instead: **bold**, *italic*, "- " at the start of a line for a list, "## " for a heading, [text](https://…) for a link.`
    },
  },
  {
    name: 'an svg with onload in a legal text',
    mutate: () => {
      const file = path.join(root, 'catalogue/legal/privacy.it.md')
      fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n<svg onload=alert(1)>\n`)
      const line = fs.readFileSync(file, 'utf8').split('\n').indexOf('<svg onload=alert(1)>') + 1
      return `catalogue/legal/privacy.it.md › line ${line}: "<svg onload=alert(1)>" is HTML, which the site does not accept in texts (it could run code in visitors' browsers); write Markdown instead: **bold**, *italic*, "- " at the start of a line for a list, "## " for a heading, [text](https://…) for a link.`
    },
  },
  // ---- company facts
  {
    name: 'an order host without https://',
    mutate: () =>
      `${setCompany('orders_host', 'ordini.example.com')}"ordini.example.com" is not valid; expected a full web address starting with https://, e.g. https://orders.example.com.`,
  },
  {
    name: 'an order host in plain words',
    mutate: () =>
      `${setCompany('orders_host', 'il nostro portale ordini')}"il nostro portale ordini" is not valid; expected a full web address starting with https://, e.g. https://orders.example.com.`,
  },
  {
    name: 'an order host on http://',
    mutate: () =>
      `${setCompany('orders_host', 'http://ordini.example.com')}"http://ordini.example.com" is not valid; expected a full web address starting with https://, e.g. https://orders.example.com.`,
  },
  {
    name: 'an e-mail without @',
    mutate: () => `${setCompany('email', 'info.example.com')}"info.example.com" is not valid; expected an e-mail address such as info@example.com.`,
  },
  {
    name: 'a phone in words',
    mutate: () =>
      `${setCompany('phone', 'chiamateci')}"chiamateci" is not valid; expected a phone number with "+" and the country code in front, e.g. +39 02 1234 5678 (a number without them loses its leading 0 in Excel).`,
  },
  {
    name: 'an address without its postcode',
    mutate: () =>
      `${setCompany('hq_address', 'Via Roma 21, San Giuliano Milanese')}"Via Roma 21, San Giuliano Milanese" is not valid; expected an address written as street and number, postcode and town, then the province, e.g. "Via dei Setaioli 8, 20123 Milano (MI)".`,
  },
  {
    name: 'a latitude of 145.4',
    mutate: () => `${setCompany('map_latitude', '145.4')}"145.4" is not valid; expected a number from -90 to 90 (the latitude), e.g. 45.395.`,
  },
  {
    name: 'a longitude of -200',
    mutate: () => `${setCompany('map_longitude', '-200')}"-200" is not valid; expected a number from -180 to 180 (the longitude), e.g. 9.256.`,
  },
  {
    name: 'a map zoom of 40',
    mutate: () => `${setCompany('map_zoom', '40')}"40" is not valid; expected a whole number from 1 (the whole world) to 19 (one street), e.g. 11.`,
  },
  {
    name: 'a map zoom of 11.5',
    mutate: () => `${setCompany('map_zoom', '11,5')}"11,5" is not valid; expected a whole number from 1 (the whole world) to 19 (one street), e.g. 11.`,
  },
  // ---- files
  {
    name: 'an SVG product picture',
    mutate: () =>
      `${useFile('products', 'image', '/images/products/drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')}"/images/products/drawing.svg" is an SVG drawing; the site takes PNG or JPEG pictures, from which it makes small AVIF and WebP copies for phones (an SVG file can also carry scripts). Export it again as PNG (or JPEG for photographs), at least 1600 pixels wide.`,
  },
  {
    name: 'an SVG drawing saved with a .png name',
    mutate: () =>
      `${useFile('categories', 'image', '/images/categories/medical-new.png', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')}"/images/categories/medical-new.png" is an SVG drawing; the site takes PNG or JPEG pictures, from which it makes small AVIF and WebP copies for phones (an SVG file can also carry scripts). Export it again as PNG (or JPEG for photographs), at least 1600 pixels wide.`,
  },
  {
    name: 'a product picture that is a text file',
    mutate: () =>
      `${useFile('products', 'image', '/images/products/notes.png', 'not a picture at all')}"/images/products/notes.png" is not a picture: its content is neither PNG nor JPEG (it may be damaged, or another kind of file renamed). Export it again as PNG (or JPEG for photographs), at least 1600 pixels wide.`,
  },
  {
    name: 'a picture cut short',
    mutate: () => {
      const png = realFile(firstOf('news', 'image'))
      return `${useFile('news', 'image', '/images/news/cut.png', png.subarray(0, Math.floor(png.length / 2)))}"/images/news/cut.png" is a damaged PNG picture (the IDAT section is cut short); it may not have been copied completely. Export it again as PNG (or JPEG for photographs), at least 1600 pixels wide.`
    },
  },
  {
    name: 'a WebP picture',
    mutate: () =>
      `${useFile('about', 'image', '/images/about/photo.webp', Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(32)]))}"/images/about/photo.webp" is a WebP file; the site takes PNG or JPEG pictures. Export it again as PNG (or JPEG for photographs), at least 1600 pixels wide.`,
  },
  {
    name: 'a picture outside /images',
    mutate: () => {
      const png = realFile(firstOf('products', 'image'))
      return `${useFile('products', 'image', '/pdfs/photo.png', png)}"/pdfs/photo.png" is not under /images/; pictures go in public/images, where the site makes its small copies of them, e.g. "/images/products/flat-pouch.png".`
    },
  },
  {
    name: 'a damaged picture in public/images that no row names (the build encodes it all the same)',
    mutate: () => {
      fs.mkdirSync(path.join(root, 'public/images/spare'), { recursive: true })
      fs.writeFileSync(path.join(root, 'public/images/spare/old.jpg'), realFile(firstOf('news', 'image')))
      return 'public/images/spare/old.jpg: "/images/spare/old.jpg" is a PNG picture with a ".jpg" name; rename it to end in .png, and correct the path wherever the catalogue names it.'
    },
  },
  {
    name: 'a certificate "PDF" that is a Word file',
    mutate: () =>
      `${useFile('certifications', 'pdf', '/pdfs/certifications/iso-9001-new.pdf', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]))}"/pdfs/certifications/iso-9001-new.pdf" is not a PDF (a PDF starts with "%PDF-"). Export the document as PDF again.`,
  },
  {
    name: 'an IFU "PDF" that is a picture',
    mutate: () =>
      `${useFile('ifu', 'pdf', '/pdfs/de/scan.pdf', realFile(firstOf('news', 'image')))}"/pdfs/de/scan.pdf" is not a PDF but a PNG file (a PDF starts with "%PDF-"). Export the document as PDF again.`,
  },
  {
    name: 'a PDF without pages',
    mutate: () =>
      `${useFile('ifu', 'pdf', '/pdfs/de/empty.pdf', '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')}"/pdfs/de/empty.pdf" is a PDF without pages. Export the document as PDF again.`,
  },
  {
    name: 'a PDF cut short',
    mutate: () => {
      const pdf = realFile(firstOf('certifications', 'pdf'))
      return `${useFile('certifications', 'pdf', '/pdfs/certifications/cut.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)))}"/pdfs/certifications/cut.pdf" is an incomplete PDF (its end is missing); it may not have been copied completely. Export it as PDF again.`
    },
  },
]

describe('refused by the check with its place and plain words; nothing written', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const expected = c.mutate()
    const result = generateCatalogue({ root })
    const lines = result.problems.map(formatProblem)
    expect(lines).toEqual([expected])
    // Machine-readable reports name the kind: a type-checking fact, Markdown or a file's content.
    expect(result.problems.map((p) => p.code)).toEqual([
      c.name.includes('company') || /order host|e-mail|phone|address|latitude|longitude|zoom/.test(c.name)
        ? 'invalid-value'
        : /features|legal/.test(c.name)
          ? 'unsafe-markdown'
          : 'wrong-file-content',
    ])
    expect(fingerprint(path.join(root, GENERATED_DIR))).toBe(before)
  })

  test('catalogue:check prints the same line, without a stack trace, and exits 1', async () => {
    const expected = cases.find((c) => c.name === 'an SVG product picture')!.mutate()
    const cli = await runCommand(root, '--check')
    expect(cli.code).toBe(1)
    expect(cli.stderr.split('\n')[0]).toBe(expected)
    expect(cli.stderr).not.toMatch(/^\s+at /m)
  })
})

describe('accepted', () => {
  test('a JPEG picture, links to the allowed places, and company facts written the Italian way', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer()
    useFile('products', 'image', '/images/products/photo.jpg', jpeg)
    editSite('products', (csv, col) => {
      const i = csv.rows.findIndex((r) => r[col('features_en')] !== '')
      csv.rows[i]![col('features_en')] =
        '- [ISO](https://www.iso.org) [mail](mailto:info@example.com) [call](tel:+390200000000) [privacy](/privacy) www.example.com'
    })
    setCompany('map_latitude', '45,395')
    setCompany('phone', '+39 (02) 0000-0000')
    expect(generateCatalogue({ root, check: true }).problems.map(formatProblem)).toEqual([])
  })
})

describe('the build, meeting a picture the check never saw', () => {
  test("stops with the check's kind of message, naming the file", async () => {
    const { optimizeImages } = await import('../../scripts/site/emitters/optimizeImages.ts')
    // A site of one picture, so nothing else is encoded first.
    const site = path.join(root, 'one-picture')
    fs.mkdirSync(path.join(site, 'public/images/stray'), { recursive: true })
    fs.writeFileSync(path.join(site, 'public/images/stray/left-over.png'), 'not a picture')
    await expect(optimizeImages(site, () => ({ share: new Set(), thumbnails: new Set() }))).rejects.toThrow(
      /^public\/images\/stray\/left-over\.png: the picture cannot be read \(.+\)\. Export it again as PNG \(or JPEG for photographs\), or remove it from public\/images\.$/,
    )
  })
})
