/**
 * The shipped catalogue beside the specification: its product routes (§2.2), categories and lines
 * (§2.1, §2.3), the sample data of its tables (§3), the IFU list, the texts, company facts and
 * legal notices it names. Product managers own the catalogue and will change it, so each
 * difference is reported, never enforced: `npm run spec:compare` prints them and exits 0.
 */
import { AssertionError, deepStrictEqual, ok } from 'node:assert/strict'
import { langs } from '../../../src/catalogue/langs.ts'
import type { TableItem } from '../../../src/catalogue/productTable.ts'
import type { CatalogueData, Product, SiteData } from '../../../src/catalogue/generatedData.ts'
import type { Route } from '../../../src/catalogue/route.ts'

export interface Built {
  catalogue: CatalogueData
  site: SiteData
  routes: Route[]
}

/** Spec §2.2, written out: Italian path, English path. */
export const specProductRoutes: [it: string, en: string][] = [
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
const detailPages = [
  '/industrial/neutral-paper-reels',
  '/industrial/printed-paper-reels',
  '/industrial/paper-reels-indicators',
  '/industrial/laminated-film-reels',
]

/** One statement of the specification and how the catalogue differs from it; empty when it agrees. */
export interface Difference {
  statement: string
  difference: string
}

/** A path as the specification writes it: the site ends each with a slash ("/medical/" for "/medical"). */
const asSpec = (path: string): string => (path === '/' ? path : path.replace(/\/$/, ''))

const items = (p: Product): TableItem[] => (p.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [r.item] : []))
const groups = (p: Product | undefined): string[] => (p?.table?.rows ?? []).flatMap((r) => (r.kind === 'group' ? [r.label.en] : []))

/** Every statement checked, in the order of the specification; those the catalogue meets are left out. */
export function compareWithSpec({ catalogue, site, routes }: Built): Difference[] {
  const products = catalogue.products
  const byEnPath = (en: string): Product | undefined => products.find((x) => asSpec(x.path.en) === en)
  const lineItems = (line: string, slug: string) => {
    const p = products.find((x) => x.line === line && x.slug.en === slug)
    return p ? items(p) : []
  }
  const listedIn = (category: string) => (site.categories.find((c) => c.id === category)?.lines ?? []).map((id) => catalogue.lines.find((l) => l.id === id)!)
  const differences: Difference[] = []
  const statement = (text: string, check: () => void) => {
    try {
      check()
    } catch (e) {
      if (!(e instanceof AssertionError) && !(e instanceof TypeError)) throw e
      differences.push({
        statement: text,
        difference: e.message
          .split('\n')
          .filter((l) => l.trim() !== '')
          .slice(0, 12)
          .join('\n'),
      })
    }
  }
  const sameSet = (actual: readonly string[], expected: readonly string[]) => {
    const missing = expected.filter((x) => !actual.includes(x))
    const extra = actual.filter((x) => !expected.includes(x))
    ok(missing.length === 0 && extra.length === 0, [...missing.map((x) => `missing: ${x}`), ...extra.map((x) => `not in the specification: ${x}`)].join('\n'))
  }

  // §2.2 and §2.1: the site's addresses
  statement('the product routes are the specification’s 40, in both languages', () => {
    const generated = routes.filter((r) => r.page === 'product').map((r) => `${asSpec(r.path.it)} ${asSpec(r.path.en)}`)
    sameSet(
      generated,
      specProductRoutes.map(([it, en]) => `${it} ${en}`),
    )
  })
  statement('the category routes are the three of §2.1', () => {
    deepStrictEqual(
      routes.filter((r) => r.page === 'category').map((r) => [asSpec(r.path.it), asSpec(r.path.en)]),
      [
        ['/sanitario', '/medical'],
        ['/dentale', '/dental'],
        ['/industriale', '/industrial'],
      ],
    )
  })
  statement('every line fits its category page: no line has a page of its own', () => {
    deepStrictEqual(
      routes.filter((r) => r.page === 'line').map((r) => asSpec(r.path.en)),
      [],
    )
  })

  // §2.3: lines and categories
  statement('Medical lists its eight lines, in order', () => {
    deepStrictEqual(
      listedIn('medical').map((l) => l.name.en),
      ['Steripaper', 'Greenfit', 'Veristeril', 'Veristeril 3', 'SteriNW', 'SteriLow', 'Chemical Indicators', 'Wraps and absorbent paper'],
    )
  })
  statement('Dental lists Veristeril, Greenfit, Chemical Indicators and Dental Tray, in order', () => {
    deepStrictEqual(
      listedIn('dental').map((l) => l.name.en),
      ['Veristeril', 'Greenfit', 'Chemical Indicators', 'Dental Tray'],
    )
  })
  statement('Industrial shows six products directly under the category', () => {
    const industrial = products.filter((p) => p.category === 'industrial')
    deepStrictEqual(industrial.length, 6)
    for (const p of industrial) deepStrictEqual(asSpec(p.path.it).split('/').length, 3, p.id)
  })
  statement('pictures and PDFs follow the shared naming the asset scripts use', () => {
    for (const p of products) deepStrictEqual(p.image, `/images/products/${p.line}/${p.slug.en}.png`)
    for (const c of site.categories) deepStrictEqual(c.image, `/images/categories/${c.id}.png`)
    for (const n of catalogue.news) deepStrictEqual(n.image, `/images/news/${n.id}.png`)
    catalogue.about.forEach((s, i) => deepStrictEqual(s.image, `/images/about/${i + 1}.png`))
    deepStrictEqual(
      catalogue.certifications.map((c) => c.pdf),
      ['/pdfs/certifications/iso-9001.pdf', '/pdfs/certifications/iso-13485.pdf'],
    )
  })

  // Product content
  statement('every product has a table with codes, or (the four industrial detail pages) features and applications', () => {
    for (const p of products) {
      if (detailPages.includes(asSpec(p.path.en))) {
        deepStrictEqual(p.table, undefined, p.id)
        for (const lang of langs) ok(/<h3>.+<\/h3>[\s\S]*<li>/.test(p.features?.[lang] ?? ''), `${p.id} ${lang}: no features with headings and lists`)
      } else ok(items(p).length > 0, `${p.id}: no codes`)
    }
  })
  statement('laminated film reels name PET/PE, PET/PP and PA/PE, others on request', () => {
    const features = byEnPath('/industrial/laminated-film-reels')?.features
    for (const film of ['PET/PE', 'PET/PP', 'PA/PE']) ok(features?.it.includes(film) && features.en.includes(film), `${film} not named`)
    ok(/other structures on request/i.test(features?.en ?? ''), '"other structures on request" not said')
  })
  statement('names and descriptions differ between languages and between products', () => {
    for (const p of products) ok(p.description.it !== p.description.en, `${p.id}: the same description in both languages`)
    const seen = new Set<string>()
    for (const p of products) {
      ok(!seen.has(p.description.en), `${p.id}: a description another product has`)
      seen.add(p.description.en)
    }
  })
  statement('each line keeps one code scheme', () => {
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
    for (const p of products) for (const i of items(p)) ok(schemes[p.line]?.test(i.code), `${p.id}: ${i.code}`)
  })
  statement('pouch and roll codes spell their size: width, gusset, then length (mm for pouches, m for rolls)', () => {
    const pad = (n: number | undefined) => String(n).padStart(3, '0')
    for (const p of products.filter((x) => /^(SP|GF|VS|V3|NW|SL|IN)-/.test(items(x)[0]?.code ?? ''))) {
      for (const { code, size } of items(p)) {
        const digits = [size?.widthMm, size?.gussetMm, size?.lengthMm ?? size?.lengthM]
          .filter((n) => n !== undefined)
          .map(pad)
          .join('')
        deepStrictEqual(code.split('-')[2], digits, code)
      }
    }
  })
  statement('"other sizes available on request" on the pouch and roll ranges; Greenfit offers 70 g/m² paper on request', () => {
    const withNote = products.filter((p) => /request/i.test(p.note?.en ?? ''))
    ok(withNote.length >= 18, `${withNote.length} products with the note, not 18`)
    for (const p of withNote) ok(/richiesta/i.test(p.note?.it ?? ''), `${p.id}: no Italian note`)
    const greenfit = catalogue.lines.find((l) => l.id === 'greenfit')
    ok(greenfit?.note?.en.includes('70 g/m²') && greenfit.note.it.includes('70 g/m²'), 'Greenfit: no 70 g/m² note')
  })

  // §3: sample data
  statement('flat pouches run from 75×200 to 420×600 mm in packs of 500 to 2,000', () => {
    const all = ['steripaper', 'greenfit', 'veristeril'].flatMap((l) => lineItems(l, 'flat-pouches'))
    const sizes = all.map((i) => `${i.size?.widthMm}x${i.size?.lengthMm}`)
    ok(sizes.includes('75x200') && sizes.includes('420x600'), 'no 75×200 or no 420×600')
    for (const i of all)
      ok(
        (i.size?.widthMm ?? 0) >= 75 && (i.size?.lengthMm ?? 0) <= 600 && i.pieces >= 500 && i.pieces <= 2000,
        `${i.code}: ${i.size?.widthMm}×${i.size?.lengthMm} mm, ${i.pieces} pieces`,
      )
  })
  statement('rolls are 50 to 600 mm wide and 70, 100 or 200 m long, in packs of 1 to 8', () => {
    const rolls = products.filter((p) => p.slug.en.endsWith('-rolls')).flatMap(items)
    const widths = rolls.map((i) => i.size?.widthMm ?? 0)
    deepStrictEqual([Math.min(...widths), Math.max(...widths)], [50, 600])
    sameSet([...new Set(rolls.map((i) => String(i.size?.lengthM)))], ['70', '100', '200'])
    for (const i of rolls) ok(i.size?.lengthMm === undefined && i.pieces >= 1 && i.pieces <= 8, `${i.code}: ${i.pieces} pieces`)
  })
  statement('the narrowest flat roll is 50 mm in both languages (the old site said 5 cm in English)', () => {
    deepStrictEqual(lineItems('steripaper', 'flat-rolls').find((i) => i.code === 'SP-FR-050200')?.size, { widthMm: 50, lengthM: 200 })
  })
  statement('self-sealing pouches come in boxes of 200, the total a whole number of boxes', () => {
    // The box of 200 is the pack (pieces); the total the table gave is the carton (carton_pieces).
    for (const line of ['steripaper', 'veristeril'])
      for (const i of lineItems(line, 'self-sealing-pouches')) ok(i.pieces === 200 && (i.cartonPieces ?? 0) % 200 === 0 && (i.cartonPieces ?? 0) > 0, i.code)
  })
  statement('SteriNW pouches come in packs of 100 to 800', () => {
    const packs = lineItems('sterinw', 'flat-pouches').map((i) => i.pieces)
    deepStrictEqual([Math.min(...packs), Math.max(...packs)], [100, 800])
  })
  statement('wraps are grouped by weight: TNT 52 and 59, SMS 43 and 60, Solo 86, 100 and 120 g/m²', () => {
    deepStrictEqual(groups(byEnPath('/medical/sheets/tnt')), ['52 g/m²', '59 g/m²'])
    deepStrictEqual(groups(byEnPath('/medical/sheets/sms')), ['43 g/m²', '60 g/m²'])
    deepStrictEqual(groups(byEnPath('/medical/sheets/solo')), ['86 g/m²', '100 g/m²', '120 g/m²'])
  })
  statement('dental tray sheets: 180×280 and 280×360 mm in six colours', () => {
    const tray = items(byEnPath('/medical/dental-tray')!)
    for (const [w, l] of [
      [180, 280],
      [280, 360],
    ] as const) {
      deepStrictEqual(
        tray.filter((i) => i.size?.widthMm === w && i.size.lengthMm === l).map((i) => i.colour?.en),
        ['Orange', 'Light blue', 'White', 'Yellow', 'Green', 'Purple'],
      )
    }
  })
  statement('type 6: SC-63, SC-65 and SC-67 at 121 °C for 15 min and 134 °C for 3.5, 5 or 7 min', () => {
    deepStrictEqual(
      items(byEnPath('/medical/chemical-indicators/type-6')!).map((i) => [i.code, i.sterilisation?.en]),
      [
        ['SC-63', '121 °C – 15 min / 134 °C – 3.5 min'],
        ['SC-65', '121 °C – 15 min / 134 °C – 5 min'],
        ['SC-67', '121 °C – 15 min / 134 °C – 7 min'],
      ],
    )
  })
  statement('type 1 tapes for steam, ethylene oxide and hydrogen peroxide', () => {
    sameSet(
      [...new Set(items(byEnPath('/medical/chemical-indicators/type-1')!).map((i) => i.process?.en ?? ''))],
      ['Steam', 'Ethylene oxide (EO)', 'Hydrogen peroxide (H2O2)'],
    )
  })
  statement('Bowie & Dick test 80 per pack; hollow load test with 100 or 250 indicators', () => {
    deepStrictEqual(
      items(byEnPath('/medical/chemical-indicators/bowie-dick-test')!).map((i) => i.pieces),
      [80],
    )
    deepStrictEqual(
      items(byEnPath('/medical/chemical-indicators/hollow-load-test')!).map((i) => i.pieces),
      [100, 250],
    )
  })

  // Texts, company and documents
  statement('home: the trade-fair news item', () => {
    deepStrictEqual(catalogue.news.length, 1)
    ok(/trade fair in Germany/.test(catalogue.news[0]!.title.en) && /fiera in Germania/.test(catalogue.news[0]!.title.it), 'no trade fair in Germany')
  })
  statement('about: three sections of two blocks each, founded in 2016', () => {
    deepStrictEqual(
      catalogue.about.map((s) => s.content.length),
      [2, 2, 2],
    )
    ok(/2016/.test(catalogue.about[0]?.content[0]?.text.en ?? ''), 'the founding year is not in the first block')
  })
  statement('certifications ISO 9001 and ISO 13485', () => {
    deepStrictEqual(
      catalogue.certifications.map((c) => c.name.en),
      ['ISO 9001', 'ISO 13485'],
    )
  })
  statement('IFU entries exactly as §2.3 lists them, with country flags', () => {
    deepStrictEqual(Object.fromEntries(catalogue.ifu.map((l) => [l.language, [l.flag, l.products.map((p) => p.name)]])), {
      de: ['de', ['Steripaper', 'Greenfit', 'SteriNW', 'Veristeril']],
      fr: ['fr', ['Steripaper', 'Greenfit', 'SteriNW']],
      en: ['gb', ['Steripaper', 'Greenfit', 'Steri-Low', 'SteriNW', 'Veristeril']],
      it: ['it', ['Steripaper', 'Greenfit', 'Steri-Low', 'SteriNW', 'Veristeril']],
      es: ['es', ['Steripaper', 'Greenfit', 'SteriNW']],
      tr: ['tr', ['Steripaper', 'Greenfit', 'SteriNW']],
      pt: ['pt', ['Veristeril']],
      nl: ['nl', ['Greenfit']],
    })
  })
  statement('company: Milan legal address, San Giuliano Milanese site and warehouse, hours, capital, example contacts, map', () => {
    const c = site.company
    ok(/Milano/.test(c.legalAddress), `legal address: ${c.legalAddress}`)
    ok(/San Giuliano Milanese/.test(c.hqAddress) && /San Giuliano Milanese/.test(c.warehouseAddress), 'site and warehouse not in San Giuliano Milanese')
    for (const hours of [c.officeHours.it, c.officeHours.en]) ok(/08:30–12:30.*13:30–17:00.*08:30–12:30/.test(hours), `hours: ${hours}`)
    ok(/75,000\.00 fully paid/.test(c.shareCapital.en), `capital: ${c.shareCapital.en}`)
    ok(
      /@example\.com$/.test(c.email) && /0000 0000/.test(c.phone) && /^https:\/\/[a-z.]+\.example\.com$/.test(c.ordersHost),
      'contacts are not the example ones',
    )
    deepStrictEqual([c.founded, c.map.latitude, c.map.longitude, c.map.zoom], ['2016', 45.395, 9.256, 11])
  })
  statement('the disclaimer: healthcare professionals, not advertising under the 2010 and 2013 guidelines, a reporting address', () => {
    for (const lang of langs) {
      const html = catalogue.legal.disclaimer[lang]
      ok(
        (lang === 'it' ? /operatori sanitari/ : /healthcare professionals/).test(html) && /2010/.test(html) && /2013/.test(html),
        `${lang}: audience or guidelines not named`,
      )
      ok(html.includes(`mailto:${site.company.email}`), `${lang}: no reporting address`)
    }
  })
  statement('the privacy notice names the controller, the data, the storage keys and the third parties', () => {
    for (const lang of langs) {
      const html = catalogue.legal.privacy[lang]
      for (const needle of [
        site.company.name,
        site.company.legalAddress,
        'medicalDisclaimerAccepted',
        '<code>lang</code>',
        '<code>contactDraft</code>',
        'sessionStorage',
        'EmailJS',
        'OpenStreetMap',
        'Sentry',
      ]) {
        ok(html.includes(needle), `${lang}: ${needle} not named`)
      }
      ok((lang === 'it' ? /cognome/ : /surname/).test(html), `${lang}: the surname is not among the data`)
    }
  })
  return differences
}
