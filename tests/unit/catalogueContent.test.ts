/**
 * The shipped catalogue against the specification: every product route of §2.2 in both languages,
 * a table (or a features text) for every product, the sample data of §3, the IFU list of §2.3,
 * the texts, company facts and legal notices, and one search item per product with its codes.
 */
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { buildCatalogue } from '../../scripts/catalogue/buildCatalogue.ts'
import { buildSearchIndex } from '../../scripts/catalogue/buildSearchIndex.ts'
import { CheckedFiles } from '../../scripts/catalogue/checkFiles.ts'
import { crossCheck } from '../../scripts/catalogue/crossCheck.ts'
import { readSources } from '../../scripts/catalogue/readSources.ts'
import { validateSheets } from '../../scripts/catalogue/validateSheets.ts'
import type { Product, TableItem } from '../../src/catalogue/schema.ts'
import { compactCode } from '../../src/search/normalize.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The generator's steps but the writing, on the sources as read (or as a test changed them). */
function build(read = readSources(root)) {
  const sheets = validateSheets(read.value)
  const files = new CheckedFiles(root)
  const built = buildCatalogue(read.value, sheets.value, files)
  const checked = crossCheck(read.value, sheets.value, built.value, files)
  return { problems: [...read.problems, ...sheets.problems, ...built.problems, ...checked.problems], sources: read.value, built: checked.value }
}
const { problems, built } = build()
const { catalogue, site, routes } = built
const products = catalogue.products

const MISSING_FILE = /^the file "(\/[^"]+)" does not exist/

/** Spec §2.2, written out: Italian path, English path. */
const specProductRoutes: [it: string, en: string][] = [
  ['/sanitario/steripaper/buste-piatte', '/medical/steripaper/flat-pouches'],
  ['/sanitario/steripaper/buste-con-soffietto', '/medical/steripaper/gusseted-pouches'],
  ['/sanitario/steripaper/buste-autosigillanti', '/medical/steripaper/self-sealing-pouches'],
  ['/sanitario/steripaper/rotoli-piatti', '/medical/steripaper/flat-rolls'],
  ['/sanitario/steripaper/rotoli-con-soffietto', '/medical/steripaper/gusseted-rolls'],
  ['/sanitario/greenfit/buste-piatte', '/medical/greenfit/flat-pouches'],
  ['/sanitario/greenfit/buste-con-soffietto', '/medical/greenfit/gusseted-pouches'],
  ['/sanitario/greenfit/rotoli-piatti', '/medical/greenfit/flat-rolls'],
  ['/sanitario/greenfit/rotoli-con-soffietto', '/medical/greenfit/gusseted-rolls'],
  ['/sanitario/veristeril/buste-piatte', '/medical/veristeril/flat-pouches'],
  ['/sanitario/veristeril/buste-con-soffietto', '/medical/veristeril/gusseted-pouches'],
  ['/sanitario/veristeril/buste-autosigillanti', '/medical/veristeril/self-sealing-pouches'],
  ['/sanitario/veristeril/rotoli-piatti', '/medical/veristeril/flat-rolls'],
  ['/sanitario/veristeril/rotoli-con-soffietto', '/medical/veristeril/gusseted-rolls'],
  ['/sanitario/veristeril3/rotoli-piatti', '/medical/veristeril3/flat-rolls'],
  ['/sanitario/veristeril3/rotoli-soffiati', '/medical/veristeril3/gusseted-rolls'],
  ['/sanitario/sterinw/buste-piatte', '/medical/sterinw/flat-pouches'],
  ['/sanitario/sterinw/rotoli-piatti', '/medical/sterinw/flat-rolls'],
  ['/sanitario/sterilow/buste-piatte', '/medical/sterilow/flat-pouches'],
  ['/sanitario/sterilow/rotoli-piatti', '/medical/sterilow/flat-rolls'],
  ['/sanitario/indicatori-chimici/indicatori-tipo-1', '/medical/chemical-indicators/type-1'],
  ['/sanitario/indicatori-chimici/test-bowie-dick', '/medical/chemical-indicators/bowie-dick-test'],
  ['/sanitario/indicatori-chimici/test-hollow-load', '/medical/chemical-indicators/hollow-load-test'],
  ['/sanitario/indicatori-chimici/indicatori-tipo-4', '/medical/chemical-indicators/type-4'],
  ['/sanitario/indicatori-chimici/indicatori-tipo-4-h', '/medical/chemical-indicators/type-4-h'],
  ['/sanitario/indicatori-chimici/indicatori-tipo-5', '/medical/chemical-indicators/type-5'],
  ['/sanitario/indicatori-chimici/indicatori-tipo-5-h', '/medical/chemical-indicators/type-5-h'],
  ['/sanitario/indicatori-chimici/indicatori-tipo-6', '/medical/chemical-indicators/type-6'],
  ['/sanitario/fogli/carta-crespata', '/medical/sheets/crepe-paper'],
  ['/sanitario/fogli/tnt', '/medical/sheets/tnt'],
  ['/sanitario/fogli/sms', '/medical/sheets/sms'],
  ['/sanitario/fogli/solo', '/medical/sheets/solo'],
  ['/sanitario/fogli/carta-assorbente', '/medical/sheets/absorbent-paper'],
  ['/sanitario/dental-tray', '/medical/dental-tray'],
  ['/industriale/bobine-carta-neutra', '/industrial/neutral-paper-reels'],
  ['/industriale/bobine-carta-stampata', '/industrial/printed-paper-reels'],
  ['/industriale/bobine-carta-indicatori', '/industrial/paper-reels-indicators'],
  ['/industriale/bobine-film-laminati', '/industrial/laminated-film-reels'],
  ['/industriale/buste-tyvek', '/industrial/tyvek-pouches'],
  ['/industriale/buste-neutre', '/industrial/neutral-pouches'],
]

/** The four industrial pages that show features and applications instead of a table (spec §2.3). */
const detailPages = ['/industrial/neutral-paper-reels', '/industrial/printed-paper-reels', '/industrial/paper-reels-indicators', '/industrial/laminated-film-reels']

const items = (p: Product): TableItem[] => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))
const groups = (p: Product): string[] => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'group' ? [r.label.en] : []))
const byEnPath = (en: string): Product => {
  const p = products.find((x) => x.path.en === en)
  if (!p) throw new Error(`no product at ${en}`)
  return p
}
const lineItems = (line: string, slug: string) => items(byEnPath(products.find((p) => p.line === line && p.slug.en === slug)!.path.en))

describe('the catalogue as a whole', () => {
  test('has no problems other than files still to be added under public/', () => {
    const others = problems.filter((p) => !MISSING_FILE.test(p.message))
    expect(others).toEqual([])
  })

  test('every referenced image and PDF follows the shared naming, so the asset scripts can find it', () => {
    for (const p of products) expect(p.image).toBe(`/images/products/${p.line}/${p.slug.en}.png`)
    for (const c of site.categories) expect(c.image).toBe(`/images/categories/${c.id}.png`)
    for (const n of catalogue.news) expect(n.image).toBe(`/images/news/${n.id}.png`)
    catalogue.about.forEach((s, i) => expect(s.image).toBe(`/images/about/${i + 1}.png`))
    for (const l of catalogue.ifu) for (const p of l.products) expect(p.pdf).toBe(`/pdfs/${l.language}/${p.name.toLowerCase().replace(/-/g, '')}.pdf`)
    expect(catalogue.certifications.map((c) => c.pdf)).toEqual(['/pdfs/certifications/iso-9001.pdf', '/pdfs/certifications/iso-13485.pdf'])
  })
})

describe('product routes (spec §2.2)', () => {
  const generated = routes.filter((r) => r.page === 'product').map((r): [string, string] => [r.path.it, r.path.en])

  test('are exactly the specification’s, in both languages: no more, no fewer', () => {
    const key = ([it, en]: [string, string]) => `${it} ${en}`
    expect(generated.map(key).sort()).toEqual(specProductRoutes.map(key).sort())
    expect(specProductRoutes).toHaveLength(40)
  })

  test('category routes are the three of §2.1', () => {
    const categories = routes.filter((r) => r.page === 'category').map((r) => [r.path.it, r.path.en])
    expect(categories).toEqual([
      ['/sanitario', '/medical'],
      ['/dentale', '/dental'],
      ['/industriale', '/industrial'],
    ])
  })
})

describe('lines and categories (spec §2.3)', () => {
  const listedIn = (category: string) => catalogue.lines.filter((l) => l.category === category || l.alsoIn.includes(category as never))

  test('Medical lists its eight lines, in order', () => {
    expect(listedIn('medical').map((l) => l.name.en)).toEqual([
      'Steripaper',
      'Greenfit',
      'Veristeril',
      'Veristeril 3',
      'SteriNW',
      'SteriLow',
      'Chemical Indicators',
      'Wraps and absorbent paper',
    ])
  })

  test('Dental lists Veristeril, Greenfit, Chemical Indicators and Dental Tray', () => {
    expect(listedIn('dental').map((l) => l.name.en).sort()).toEqual(['Chemical Indicators', 'Dental Tray', 'Greenfit', 'Veristeril'])
  })

  test('Industrial shows six products directly under the category', () => {
    const industrial = products.filter((p) => p.category === 'industrial')
    expect(industrial).toHaveLength(6)
    for (const p of industrial) expect(p.path.it.split('/')).toHaveLength(3)
  })
})

describe('product content', () => {
  test('every product has a table with codes, or (the four industrial detail pages) features and applications', () => {
    for (const p of products) {
      if (detailPages.includes(p.path.en)) {
        expect(p.table, p.id).toBeUndefined()
        for (const lang of ['it', 'en'] as const) {
          expect(p.features?.[lang], `${p.id} ${lang}`).toMatch(/<h3>.+<\/h3>[\s\S]*<li>/)
        }
      } else {
        expect(items(p).length, p.id).toBeGreaterThan(0)
      }
    }
  })

  test('laminated film reels name PET/PE, PET/PP and PA/PE, others on request', () => {
    const { features } = byEnPath('/industrial/laminated-film-reels')
    for (const film of ['PET/PE', 'PET/PP', 'PA/PE']) {
      expect(features?.it).toContain(film)
      expect(features?.en).toContain(film)
    }
    expect(features?.en).toMatch(/other structures on request/i)
  })

  test('names and descriptions differ between languages and between products of a line', () => {
    for (const p of products) expect(p.description.it, p.id).not.toBe(p.description.en)
    const seen = new Set<string>()
    for (const p of products) {
      expect(seen.has(p.description.en), p.id).toBe(false)
      seen.add(p.description.en)
    }
  })

  test('each line keeps one code scheme', () => {
    const schemes: Record<string, RegExp> = {
      steripaper: /^SP-(FP|SS|FR)-\d{6}$|^SP-(GP|GR)-\d{9}$/,
      greenfit: /^GF-(FP|FR)-\d{6}$|^GF-(GP|GR)-\d{9}$/,
      veristeril: /^VS-(FP|SS|FR)-\d{6}$|^VS-(GP|GR)-\d{9}$/,
      veristeril3: /^V3-FR-\d{6}$|^V3-GR-\d{9}$/,
      sterinw: /^NW-(FP|FR)-\d{6}$/,
      sterilow: /^SL-(FP|FR)-\d{6}$/,
      'chemical-indicators': /^SC-\d{2}(-\d+)?$/,
      sheets: /^WR-[A-Z]{2}(\d{2,3})?-\d{6}(-[WGB])?$/,
      'dental-tray': /^DT-\d{4}-(OR|LB|WH|YE|GR|PU)$/,
      industrial: /^IN-(TY|NP)-\d{6}$/,
    }
    for (const p of products) for (const i of items(p)) expect(i.code, p.id).toMatch(schemes[p.line]!)
  })

  test('pouch and roll codes spell their size: width, gusset, then length (mm for pouches, m for rolls)', () => {
    const pad = (n: number | undefined) => String(n).padStart(3, '0')
    for (const p of products.filter((x) => /^(SP|GF|VS|V3|NW|SL|IN)-/.test(items(x)[0]?.code ?? ''))) {
      for (const { code, size } of items(p)) {
        const digits = [size?.widthMm, size?.gussetMm, size?.lengthMm ?? size?.lengthM].filter((n) => n !== undefined).map(pad).join('')
        expect(code.split('-')[2], code).toBe(digits)
      }
    }
  })

  test('"other sizes available on request" on the pouch and roll ranges; Greenfit offers 70 g/m² paper on request', () => {
    // The wording is the product managers'; that the note is there, in both languages, is the specification's.
    const withNote = products.filter((p) => /request/i.test(p.note?.en ?? ''))
    expect(withNote.length).toBeGreaterThanOrEqual(18)
    for (const p of withNote) expect(p.note?.it).toMatch(/richiesta/i)
    const greenfit = catalogue.lines.find((l) => l.id === 'greenfit')
    expect(greenfit?.note?.en).toContain('70 g/m²')
    expect(greenfit?.note?.it).toContain('70 g/m²')
  })
})

describe('tables agree with the sample data of spec §3', () => {
  const pouchLines = ['steripaper', 'greenfit', 'veristeril']

  test('flat pouches run from 75×200 to 420×600 mm in packs of 500 to 2,000', () => {
    const all = pouchLines.flatMap((l) => lineItems(l, 'flat-pouches'))
    const sizes = all.map((i) => `${i.size?.widthMm}x${i.size?.lengthMm}`)
    expect(sizes).toContain('75x200')
    expect(sizes).toContain('420x600')
    for (const i of all) {
      expect(i.size?.widthMm).toBeGreaterThanOrEqual(75)
      expect(i.size?.lengthMm).toBeLessThanOrEqual(600)
      expect(i.pieces).toBeGreaterThanOrEqual(500)
      expect(i.pieces).toBeLessThanOrEqual(2000)
    }
  })

  test('rolls are 50 to 600 mm wide and 70, 100 or 200 m long, in packs of 1 to 8', () => {
    const rolls = products.filter((p) => p.slug.en.endsWith('-rolls')).flatMap(items)
    expect(rolls.length).toBeGreaterThan(50)
    const widths = rolls.map((i) => i.size?.widthMm ?? 0)
    expect(Math.min(...widths)).toBe(50)
    expect(Math.max(...widths)).toBe(600)
    expect(new Set(rolls.map((i) => i.size?.lengthM))).toEqual(new Set([70, 100, 200]))
    for (const i of rolls) {
      expect(i.size?.lengthMm, i.code).toBeUndefined()
      expect(i.pieces).toBeGreaterThanOrEqual(1)
      expect(i.pieces).toBeLessThanOrEqual(8)
    }
  })

  test('the narrowest flat roll is 50 mm in both languages (the old site said 5 cm in English)', () => {
    const roll = lineItems('steripaper', 'flat-rolls').find((i) => i.code === 'SP-FR-050200')
    expect(roll?.size).toEqual({ widthMm: 50, lengthM: 200 })
  })

  test('self-sealing pouches come in boxes of 200, the total a whole number of boxes', () => {
    for (const line of ['steripaper', 'veristeril']) {
      for (const i of lineItems(line, 'self-sealing-pouches')) {
        expect(i.boxPieces).toBe(200)
        expect(i.pieces % 200).toBe(0)
      }
    }
  })

  test('SteriNW pouches come in packs of 100 to 800', () => {
    const packs = lineItems('sterinw', 'flat-pouches').map((i) => i.pieces)
    expect(Math.min(...packs)).toBe(100)
    expect(Math.max(...packs)).toBe(800)
  })

  test('wraps are grouped by weight: TNT 52 and 59, SMS 43 and 60, Solo 86, 100 and 120 g/m²', () => {
    expect(groups(byEnPath('/medical/sheets/tnt'))).toEqual(['52 g/m²', '59 g/m²'])
    expect(groups(byEnPath('/medical/sheets/sms'))).toEqual(['43 g/m²', '60 g/m²'])
    expect(groups(byEnPath('/medical/sheets/solo'))).toEqual(['86 g/m²', '100 g/m²', '120 g/m²'])
  })

  test('dental tray sheets: 180×280 and 280×360 mm in six colours', () => {
    const tray = items(byEnPath('/medical/dental-tray'))
    const colours = ['Orange', 'Light blue', 'White', 'Yellow', 'Green', 'Purple']
    for (const [w, l] of [[180, 280], [280, 360]] as const) {
      const ofSize = tray.filter((i) => i.size?.widthMm === w && i.size.lengthMm === l)
      expect(ofSize.map((i) => i.colour?.en)).toEqual(colours)
    }
    expect(tray).toHaveLength(12)
  })

  test('type 6: SC-63, SC-65 and SC-67 at 121 °C for 15 min and 134 °C for 3.5, 5 or 7 min', () => {
    const type6 = items(byEnPath('/medical/chemical-indicators/type-6'))
    expect(type6.map((i) => [i.code, i.sterilisation?.en])).toEqual([
      ['SC-63', '121 °C – 15 min / 134 °C – 3.5 min'],
      ['SC-65', '121 °C – 15 min / 134 °C – 5 min'],
      ['SC-67', '121 °C – 15 min / 134 °C – 7 min'],
    ])
    expect(type6[0]?.sterilisation?.it).toBe('121 °C – 15 min / 134 °C – 3,5 min')
  })

  test('type 1 tapes for steam, ethylene oxide and hydrogen peroxide', () => {
    const processes = new Set(items(byEnPath('/medical/chemical-indicators/type-1')).map((i) => i.process?.en))
    expect(processes).toEqual(new Set(['Steam', 'Ethylene oxide (EO)', 'Hydrogen peroxide (H2O2)']))
  })

  test('Bowie & Dick test 80 per pack; hollow load test with 100 or 250 indicators', () => {
    expect(items(byEnPath('/medical/chemical-indicators/bowie-dick-test')).map((i) => i.pieces)).toEqual([80])
    expect(items(byEnPath('/medical/chemical-indicators/hollow-load-test')).map((i) => i.pieces)).toEqual([100, 250])
  })

  test('codes are unique across the catalogue', () => {
    const codes = products.flatMap(items).map((i) => i.code.toUpperCase())
    expect(new Set(codes).size).toBe(codes.length)
  })
})

describe('search indexes', () => {
  for (const lang of ['it', 'en'] as const) {
    test(`${lang}: one item per product, linking to its page, with all its codes`, () => {
      const index = buildSearchIndex(catalogue, lang)
      expect(index.map((i) => i.id).sort()).toEqual(products.map((p) => p.id).sort())
      for (const p of products) {
        const item = index.find((i) => i.id === p.id)!
        expect(item.link).toBe(p.path[lang])
        expect(item.name).toBe(p.name[lang])
        const keys = item.keys.split(' ')
        for (const i of items(p)) expect(keys, p.id).toContain(compactCode(i.code))
      }
    })
  }
})

describe('site texts, company and documents', () => {
  test('home: hero, call to action, categories title, the trade-fair news item, why choose us', () => {
    // Wording is the product managers' to change: only that each text is there, in both languages.
    for (const key of ['hero.title', 'hero.subtitle', 'hero.cta', 'categories.title', 'why.title', 'why.text'] as const) {
      expect(catalogue.texts[key].it, key).not.toBe('')
      expect(catalogue.texts[key].it, key).not.toBe(catalogue.texts[key].en)
    }
    expect(catalogue.news).toHaveLength(1)
    expect(catalogue.news[0]?.title.en).toMatch(/trade fair in Germany/)
    expect(catalogue.news[0]?.title.it).toMatch(/fiera in Germania/)
  })

  test('about: three sections of two blocks each', () => {
    expect(catalogue.about.map((s) => s.content.length)).toEqual([2, 2, 2])
    // The founding year is a fact of the specification; the rest of the wording is editable.
    expect(catalogue.about[0]!.content[0]!.text.en).toMatch(/2016/)
  })

  test('certifications ISO 9001 and ISO 13485', () => {
    expect(catalogue.certifications.map((c) => c.name.en)).toEqual(['ISO 9001', 'ISO 13485'])
  })

  test('IFU entries exactly as §2.3 lists them, with country flags', () => {
    const expected: Record<string, [flag: string, products: string[]]> = {
      de: ['de', ['Steripaper', 'Greenfit', 'SteriNW', 'Veristeril']],
      fr: ['fr', ['Steripaper', 'Greenfit', 'SteriNW']],
      en: ['gb', ['Steripaper', 'Greenfit', 'Steri-Low', 'SteriNW', 'Veristeril']],
      it: ['it', ['Steripaper', 'Greenfit', 'Steri-Low', 'SteriNW', 'Veristeril']],
      es: ['es', ['Steripaper', 'Greenfit', 'SteriNW']],
      tr: ['tr', ['Steripaper', 'Greenfit', 'SteriNW']],
      pt: ['pt', ['Veristeril']],
      nl: ['nl', ['Greenfit']],
    }
    expect(Object.fromEntries(catalogue.ifu.map((l) => [l.language, [l.flag, l.products.map((p) => p.name)]]))).toEqual(expected)
    expect(catalogue.ifu.flatMap((l) => l.products)).toHaveLength(25)
  })

  test('company: Milan legal address, San Giuliano Milanese site and warehouse, hours, capital, example contacts, map', () => {
    const c = site.company
    expect(c.legalAddress).toMatch(/Milano/)
    expect(c.hqAddress).toMatch(/San Giuliano Milanese/)
    expect(c.warehouseAddress).toMatch(/San Giuliano Milanese/)
    for (const hours of [c.officeHours.it, c.officeHours.en]) expect(hours).toMatch(/08:30–12:30.*13:30–17:00.*08:30–12:30/)
    expect(c.shareCapital.en).toMatch(/75,000\.00 fully paid/)
    expect(c.email).toMatch(/@example\.com$/)
    expect(c.phone).toMatch(/0000 0000/)
    expect(c.ordersHost).toMatch(/^https:\/\/[a-z.]+\.example\.com$/)
    expect(c.founded).toBe('2016')
    expect(c.map).toMatchObject({ latitude: 45.395, longitude: 9.256, zoom: 11 })
  })

  test('the disclaimer: healthcare professionals, not advertising under the 2010 and 2013 guidelines, a reporting address', () => {
    for (const lang of ['it', 'en'] as const) {
      const html = catalogue.legal.disclaimer[lang]
      expect(html).toMatch(lang === 'it' ? /operatori sanitari/ : /healthcare professionals/)
      expect(html).toMatch(/2010/)
      expect(html).toMatch(/2013/)
      expect(html).toContain(`mailto:${site.company.email}`)
    }
  })

  test('the privacy notice names the controller, the data, the storage keys and the third parties', () => {
    for (const lang of ['it', 'en'] as const) {
      const html = catalogue.legal.privacy[lang]
      for (const needle of [site.company.name, site.company.legalAddress, 'medicalDisclaimerAccepted', '<code>lang</code>', '<code>contactDraft</code>', 'sessionStorage', 'EmailJS', 'OpenStreetMap', 'Sentry']) {
        expect(html, `${lang}: ${needle}`).toContain(needle)
      }
      expect(html).toMatch(lang === 'it' ? /cognome/ : /surname/)
      expect(html).not.toContain('{{')
    }
  })

  test('a legal text naming an unknown company field is reported with its file', () => {
    const read = readSources(root)
    const en = read.value.markdown.get('legal/privacy.en')!
    read.value.markdown.set('legal/privacy.en', { ...en, text: `${en.text}\nWrite to {{mail}}.` })
    const { problems } = build(read)
    const reported = problems.filter((p) => !MISSING_FILE.test(p.message))
    expect(reported).toEqual([{ file: 'catalogue/legal/privacy.en.md', message: expect.stringMatching(/^\{\{mail\}\} is not a company field; write one of: .*\{\{email\}\}/) }])
  })
})
