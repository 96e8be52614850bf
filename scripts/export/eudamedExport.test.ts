/**
 * The EUDAMED export against EUDAMED's own schema (eudamed/xsd, version 3.0.25), checked by Java's
 * validator: the shipped catalogue's, whatever it holds, and models made from the small catalogue
 * with values that test the edges (text that looks like markup, a model without its EUDAMED
 * answers). Needs Java, as the HTML checks of the browser tests do.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { CatalogueData, Product, SiteData } from '#src/catalogue/generatedData.ts'
import { GENERATED_DIR } from '#src/catalogue/generatedDir.ts'
import { eudamedFlagColumns } from '#src/catalogue/sheetRows.ts'
import { generateCatalogue } from '../catalogue/generateCatalogue.ts'
import { makeSmallCatalogue, removeCopy } from '../harness/catalogueCopy.ts'
import { eudamedExport } from './eudamedExport.ts'
import { validateAgainstSchema } from './exportEudamed.ts'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const readFrom = (root: string, name: string): unknown => JSON.parse(fs.readFileSync(path.join(root, GENERATED_DIR, name), 'utf8'))
const config = { now: '2026-05-28T09:00:00Z', origin: 'https://www.example.it' }

/** The small catalogue's generated data, which the models below are made from. */
let site: SiteData
let catalogue: CatalogueData
beforeAll(() => {
  const root = makeSmallCatalogue()
  try {
    expect(generateCatalogue({ root }).problems).toEqual([])
    site = readFrom(root, 'site.json') as SiteData
    catalogue = readFrom(root, 'catalogue.json') as CatalogueData
  } finally {
    removeCopy(root)
  }
})

/**
 * The XML files of each case, checked in one run of the validator, whose start-up is most of its
 * time: what it says of each case's files, by case. A line it prints of no case fails them all.
 */
function validateCases(cases: Record<string, Record<string, string>>): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eudamed-'))
  try {
    const written = Object.entries(cases).flatMap(([name, files]) =>
      Object.entries(files)
        .filter(([file]) => file.endsWith('.xml'))
        .map(([file, text]) => {
          const at = path.join(dir, name, path.basename(file))
          fs.mkdirSync(path.dirname(at), { recursive: true })
          fs.writeFileSync(at, text)
          return at
        }),
    )
    const said = validateAgainstSchema(written)
      .split('\n')
      .filter((line) => line !== '')
    const of = (name: string) => said.filter((line) => line.startsWith(`${path.join(dir, name)}${path.sep}`))
    const unplaced = said.filter((line) => !Object.keys(cases).some((name) => of(name).includes(line)))
    if (unplaced.length > 0) throw new Error(`the validator said what is of no case's file:\n${unplaced.join('\n')}`)
    return Object.fromEntries(Object.keys(cases).map((name) => [name, of(name).join('\n')]))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The Basic UDI-DIs the DEVICE messages register, in order. */
const registeredModels = (files: Record<string, string>) =>
  Object.entries(files)
    .filter(([name]) => name.startsWith('eudamed/devices-'))
    .flatMap(([, xml]) => [...xml.matchAll(/<basicudi:identifier><commondi:DICode>([^<]*)</g)].map((m) => m[1]!))

/** A model every value of which EUDAMED requires is given: the first product with a Basic UDI-DI and codes with GTINs, answered "no" to everything. */
function completeCatalogue(): { site: SiteData; catalogue: CatalogueData; id: string } {
  const product = catalogue.products.find((p) => p.regulatory?.basicUdiDi && p.table?.rows.some((r) => r.kind === 'item'))!
  const items = product.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  const flags = Object.fromEntries(eudamedFlagColumns.map((f) => [f, false]))
  const edited = {
    ...product,
    name: { it: 'Buste <b>"&', en: 'Pouches <b>"&' },
    regulatory: { ...product.regulatory, basicUdiDi: product.regulatory!.basicUdiDi, riskClass: 'I' as const, emdn: 'S01010101' },
    attributes: { ...product.attributes, sterile: false, singleUse: true, latexFree: true },
    table: {
      ...product.table!,
      rows: items.map((item, i) => ({ kind: 'item' as const, item: { ...item, gtin: item.gtin ?? `0${String(2099000000000 + i)}` } })),
    },
  }
  return {
    site: { ...site, company: { ...site.company, srn: 'IT-MF-000000001' } },
    catalogue: {
      ...catalogue,
      products: [edited],
      eudamed: [{ basicUdiDi: edited.regulatory.basicUdiDi!, flags: flags as NonNullable<CatalogueData['eudamed']>[number]['flags'] }],
    },
    id: product.id,
  }
}

/** What the validator said of each case, checked once for all the tests below. */
let said: Record<string, string>
const shipped = () => ({ site: readFrom(repoRoot, 'site.json') as SiteData, catalogue: readFrom(repoRoot, 'catalogue.json') as CatalogueData })
beforeAll(() => {
  said = validateCases({
    shipped: eudamedExport(shipped(), config).files,
    complete: eudamedExport(completeCatalogue(), config).files,
    broken: {
      'eudamed/devices-1.xml': eudamedExport(completeCatalogue(), config).files['eudamed/devices-1.xml']!.replace(/<udidi:sterile>[^<]*<\/udidi:sterile>/, ''),
    },
    levels: eudamedExport(withLevels({ box: BOX, carton: CARTON }), config).files,
    family: eudamedExport(withFamily(), config).files,
  })
}, 180_000)

describe("the EUDAMED export passes EUDAMED's schema", () => {
  test("the shipped catalogue's: every message it writes", () => {
    const { site, catalogue } = shipped()
    const result = eudamedExport({ site, catalogue }, config)
    expect(said.shipped).toBe('')
    // Every model (a Basic UDI-DI, which products of one family may share) is either registered once or listed with what it lacks.
    const models = new Set(catalogue.products.flatMap((p) => (p.regulatory?.basicUdiDi ? [p.regulatory.basicUdiDi] : [])))
    const leftOut = new Set(result.lacking.filter((l) => l.required).map((l) => l.basicUdiDi))
    const registered = registeredModels(result.files)
    expect(registered).toHaveLength(result.devices)
    expect(new Set(registered).size).toBe(registered.length)
    expect(registered.filter((m) => leftOut.has(m))).toEqual([])
    expect(new Set([...registered, ...leftOut])).toEqual(models)
  })

  test('a complete model, with text that looks like markup, is written and valid', () => {
    const data = completeCatalogue()
    const result = eudamedExport(data, config)
    expect(result.devices).toBe(1)
    expect(result.lacking.filter((l) => l.required)).toEqual([])
    expect(result.files['eudamed/devices-1.xml']).toContain('Pouches &lt;b&gt;&quot;&amp;')
    expect(said.complete).toBe('')
  })

  test('a file that breaks the schema is refused: the check can fail', () => {
    expect(said.broken).toMatch(/sterile/)
  })
})

/** The complete model with its first code packed in packs, boxes of 5 packs and cartons of 4 boxes; `gtins` says which levels above the pack have a GTIN. */
function withLevels(gtins: { box?: string; carton?: string }) {
  const data = completeCatalogue()
  const product = data.catalogue.products[0]!
  const rows = product.table!.rows.map((r, i) => {
    if (r.kind !== 'item' || i > 0) return r
    const pieces = r.item.pieces
    return {
      kind: 'item' as const,
      item: {
        ...r.item,
        boxPieces: pieces * 5,
        cartonPieces: pieces * 20,
        ...(gtins.box ? { boxGtin: gtins.box } : {}),
        ...(gtins.carton ? { cartonGtin: gtins.carton } : {}),
      },
    }
  })
  const first = rows.find((r) => r.kind === 'item')!
  return {
    ...data,
    catalogue: { ...data.catalogue, products: [{ ...product, table: { ...product.table!, rows } }] },
    item: first.kind === 'item' ? first.item : undefined!,
  }
}

const BOX = '19521234100260'
const CARTON = '29521234100267'

describe("a code's box and carton, with their GTINs, are EUDAMED's packaging levels", () => {
  const packagesOf = (xml: string) => /<udidi:packages>(.*?)<\/udidi:packages>/.exec(xml)?.[1]
  const packageOf = (gtin: string, child: string, items: number) =>
    `<udidi:package><udidi:identifier><commondi:DICode>${gtin}</commondi:DICode><commondi:issuingEntityCode>GS1</commondi:issuingEntityCode></udidi:identifier><udidi:status><commondi:code>ON_THE_MARKET</commondi:code></udidi:status><udidi:child><commondi:DICode>${child}</commondi:DICode><commondi:issuingEntityCode>GS1</commondi:issuingEntityCode></udidi:child><udidi:numberOfItems>${items}</udidi:numberOfItems></udidi:package>`

  test('box and carton: the box holds 5 packs (the UDI-DI), the carton 4 boxes; valid against the schema', () => {
    const data = withLevels({ box: BOX, carton: CARTON })
    const result = eudamedExport(data, config)
    expect(packagesOf(result.files['eudamed/devices-1.xml']!)).toBe(packageOf(BOX, data.item.gtin!, 5) + packageOf(CARTON, BOX, 4))
    expect(result.lacking.filter((l) => l.field === 'udidi:packages')).toEqual([])
    expect(said.levels).toBe('')
  })

  test('a box without a GTIN: the carton holds 20 packs, and the box is listed as lacking its GTIN', () => {
    const data = withLevels({ carton: CARTON })
    const result = eudamedExport(data, config)
    expect(packagesOf(result.files['eudamed/devices-1.xml']!)).toBe(packageOf(CARTON, data.item.gtin!, 20))
    const lacking = result.lacking.filter((l) => l.field === 'udidi:packages')
    expect(lacking).toHaveLength(1)
    expect(lacking[0]!.why).toContain(`box level of ${data.item.code} `)
    expect(lacking[0]!.why).toContain('box_gtin')
  })

  test('a code packed in packs only has no packages, and lacks none', () => {
    const result = eudamedExport(completeCatalogue(), config)
    expect(result.files['eudamed/devices-1.xml']).not.toContain('<udidi:packages>')
    expect(result.lacking.filter((l) => l.field === 'udidi:packages')).toEqual([])
  })
})

/** The complete model and a second product of its family: its own name, address and codes, the same Basic UDI-DI. */
function withFamily(change: (p: Product) => Product = (p) => p) {
  const data = completeCatalogue()
  const first = data.catalogue.products[0]!
  const items = first.table!.rows.flatMap((r) => (r.kind === 'item' ? [r.item] : []))
  const second = change({
    ...first,
    id: `${first.id}-extra`,
    name: { it: 'Buste extra', en: 'Extra pouches' },
    path: { it: `${first.path.it}extra/`, en: `${first.path.en}extra/` },
    table: {
      ...first.table!,
      rows: items.map((item, i) => ({ kind: 'item' as const, item: { ...item, code: `${item.code}-X`, gtin: `0${String(2098000000000 + i)}` } })),
    },
  })
  return { ...data, catalogue: { ...data.catalogue, products: [first, second] }, first, second, codes: items.length }
}

describe('a model that products of one family share', () => {
  test('is one device: its Basic UDI-DI registered once, with the codes of both products as its UDI-DIs; valid', () => {
    const data = withFamily()
    const result = eudamedExport(data, config)
    expect(result.devices).toBe(1)
    expect(registeredModels(result.files)).toEqual([data.first.regulatory!.basicUdiDi])
    expect(result.udiDis).toBe(2 * data.codes)
    const udiDis = Object.entries(result.files)
      .filter(([name]) => name.endsWith('.xml'))
      .map(([, xml]) => xml)
      .join('')
    for (const p of [data.first, data.second])
      for (const r of p.table!.rows) if (r.kind === 'item') expect(udiDis).toContain(`<udidi:referenceNumber>${r.item.code}</udidi:referenceNumber>`)
    // Each code under its own product's name.
    expect(udiDis).toContain('<lsn:textValue>Extra pouches</lsn:textValue>')
    expect(said.family).toBe('')
  })

  test("is left out while its products give different values of the model's own, the difference named", () => {
    const result = eudamedExport(
      withFamily((p) => ({ ...p, regulatory: { ...p.regulatory, riskClass: 'IIa' } })),
      config,
    )
    expect(result.devices).toBe(0)
    const required = result.lacking.filter((l) => l.required)
    expect(required).toEqual([expect.objectContaining({ field: 'basicudi:riskClass' })])
    expect(required[0]!.why).toContain('I, IIa')
  })
})

describe('what the catalogue lacks is listed by name, never invented', () => {
  test('a model without its EUDAMED answers, SRN or GTINs is left out, each missing field named', () => {
    const data = completeCatalogue()
    const product = data.catalogue.products[0]!
    const withoutGtin = {
      ...product,
      table: {
        ...product.table!,
        rows: product.table!.rows.map((r, i) => (i === 0 && r.kind === 'item' ? { kind: 'item' as const, item: { ...r.item, gtin: undefined } } : r)),
      },
    }
    const result = eudamedExport(
      { site: { ...data.site, company: { ...data.site.company, srn: undefined } }, catalogue: { ...data.catalogue, products: [withoutGtin], eudamed: [] } },
      config,
    )
    expect(result.devices).toBe(0)
    expect(Object.keys(result.files)).toEqual(['eudamed/lacking.csv'])
    const required = result.lacking.filter((l) => l.required).map((l) => l.field)
    expect(required).toEqual(expect.arrayContaining(['basicudi:MFActorCode', 'udidi:identifier', expect.stringContaining('basicudi:animalTissuesCells')]))
    expect(result.files['eudamed/lacking.csv']).toContain('basicudi:MFActorCode')
  })

  test('fields EUDAMED takes that the catalogue does not hold are listed for every model', () => {
    const result = eudamedExport(completeCatalogue(), config)
    expect(result.lacking.filter((l) => !l.required).map((l) => l.field)).toEqual(
      expect.arrayContaining(['udidi:storageHandlingConditions', 'udidi:marketInfos']),
    )
  })

  test("only fields that apply: a class I model needs no notified body's certificate, a class IIa model does", () => {
    const certificates = (riskClass: 'I' | 'IIa') => {
      const data = completeCatalogue()
      const product = data.catalogue.products[0]!
      const edited = { ...product, regulatory: { ...product.regulatory, riskClass } }
      return eudamedExport({ ...data, catalogue: { ...data.catalogue, products: [edited] } }, config).lacking.filter(
        (l) => l.field === 'basicudi:certificateLinks',
      )
    }
    expect(certificates('I')).toEqual([])
    expect(certificates('IIa')).toHaveLength(1)
  })
})
