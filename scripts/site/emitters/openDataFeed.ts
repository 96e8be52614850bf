/**
 * The open data feed: every code of the catalogue with its attributes, as one JSON file a buyer's
 * system imports without scraping the pages (/data/products.json), and the JSON Schema it follows
 * beside it (/data/products.schema.json), made from the same zod schema, so the two cannot drift.
 * Each code's attributes are resolved (its own where its table row gives one, else its product's),
 * so a reader needs no rule to combine them. An emitter: a pure function (catalogue, config) → files.
 */
import { z } from 'zod'
import { bdRdmTypes, sterilisationMethods } from '../../../src/catalogue/deviceAttributes.ts'
import { levelsOf, orderUnitOf } from '../../../src/catalogue/orderUnit.ts'
import { packLevels } from '../../../src/catalogue/packLevels.ts'
import type { CatalogueData, SiteData } from '../../../src/catalogue/generatedData.ts'
import { riskClasses } from '../../../src/catalogue/identifiers.ts'
import { langs } from '../../../src/catalogue/langs.ts'
import { OPEN_DATA_FEED_PATH, OPEN_DATA_SCHEMA_PATH } from '../../../src/features/openData/openDataPaths.ts'

const text = z.object(Object.fromEntries(langs.map((l) => [l, z.string()])) as Record<(typeof langs)[number], z.ZodString>)
const describe = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description })

const FeedCode = z.object({
  code: describe(z.string(), "The manufacturer's product code (catalogue number), unique in the catalogue."),
  gtin: describe(z.string().regex(/^\d{14}$/), 'The GTIN of the pack, its UDI-DI, as 14 digits.').optional(),
  variant: describe(text, 'What distinguishes the code within its product, in Italian and English.').optional(),
  widthMm: describe(z.number(), 'Width in millimetres.').optional(),
  gussetMm: describe(z.number(), 'Gusset in millimetres.').optional(),
  lengthMm: describe(z.number(), 'Length in millimetres.').optional(),
  lengthM: describe(z.number(), 'Length of a roll in metres.').optional(),
  grammageGsm: describe(z.number(), 'Paper weight in g/m².').optional(),
  packaging: describe(
    z.array(
      z.object({
        level: describe(
          z.enum(packLevels),
          'pack: the smallest unit sold; box: a whole number of packs; carton: a whole number of boxes (or of packs, without boxes).',
        ),
        pieces: describe(z.number().int(), 'Pieces in one unit of this level.'),
        gtin: describe(
          z.string().regex(/^\d{14}$/),
          "This level's GTIN, as 14 digits: the pack's is the code's UDI-DI, a box's or carton's the UDI-DI of that packaging level.",
        ).optional(),
      }),
    ),
    'The levels the code is packed in, smallest first: the pack always, the box and the carton where the catalogue gives them.',
  ),
  orderUnit: describe(
    z.object({ level: z.enum(packLevels), pieces: z.number().int() }),
    'The unit the code is ordered in, and the pieces one unit holds.',
  ).optional(),
  bdRdmType: describe(z.enum(bdRdmTypes), "Type of the registration in Italy's medical device database, as e-invoices give it (CodiceTipo)").optional(),
  bdRdm: describe(z.string(), "Registration number in Italy's medical device database (BD/RDM), as e-invoices give it (CodiceValore)").optional(),
  sterile: describe(z.boolean(), 'Supplied sterile.').optional(),
  singleUse: describe(z.boolean(), 'For single use.').optional(),
  latexFree: describe(z.boolean(), 'Free of natural rubber latex.').optional(),
  pvcFree: describe(z.boolean(), 'Free of PVC and DEHP.').optional(),
  sterilisationMethods: describe(z.array(z.enum(sterilisationMethods)), 'The sterilisation methods the code suits.').optional(),
  validatedCycles: describe(
    z.array(
      z.object({
        method: z.enum(sterilisationMethods),
        maker: describe(z.string(), "The sterilizer's maker."),
        model: describe(z.string(), "The sterilizer's model, in English where it is not a trade name."),
        cycle: describe(z.string(), 'The cycle, as the maker names it, in English where it is not a trade name.'),
        temperatureC: describe(z.number(), "The cycle's temperature, in °C.").optional(),
        evidence: describe(z.string(), 'The test report that shows the validation: its address.').optional(),
      }),
    ),
    'The named sterilisation cycles the code is validated for.',
  ).optional(),
})

const range = (unit: string) =>
  describe(z.object({ min: z.number().optional(), max: z.number().optional() }), `A range in ${unit}; either end may be absent.`).optional()

const FeedProduct = z.object({
  id: describe(z.string(), 'The product: its line and English name, stable across versions of the feed.'),
  line: z.string(),
  name: text,
  url: describe(text, 'The product page, in Italian and English.'),
  basicUdiDi: describe(z.string(), 'The Basic UDI-DI of the device model (GS1 Global Model Number).').optional(),
  emdn: describe(z.string(), 'The code of the European Medical Device Nomenclature.').optional(),
  emdnTerm: describe(z.string(), 'The EMDN term, in English.').optional(),
  riskClass: z.enum(riskClasses).optional(),
  standards: describe(z.array(z.object({ name: z.string(), title: text })), 'The standards the product meets.').optional(),
  storage: describe(text, 'Storage conditions.').optional(),
  shelfLifeMonths: describe(z.number().int(), 'Shelf life: months from production to expiry.').optional(),
  sealing: describe(
    z.object({
      temperatureC: range('°C'),
      pressureN: range('N (contact pressure)'),
      dwellS: range('s (dwell time)'),
      speedMPerMin: range('m/min (rotary sealers)'),
    }),
    'Heat-sealing parameters, each with its unit in its name.',
  ).optional(),
  declarationOfConformity: describe(
    z.object({ pdf: z.string(), issued: z.string() }),
    'The EU declaration of conformity: its address and the day it was signed.',
  ).optional(),
  codes: z.array(FeedCode),
})

export const OpenDataFeed = z.object({
  $schema: z.string(),
  manufacturer: z.object({
    name: z.string(),
    legalAddress: z.string(),
    vatNumber: z.string(),
    srn: describe(z.string(), "EUDAMED's Single Registration Number of the manufacturer.").optional(),
    certificates: z.array(z.object({ name: text, pdf: z.string(), number: z.string().optional(), validUntil: z.string().optional() })),
  }),
  products: z.array(FeedProduct),
})
export type OpenDataFeed = z.infer<typeof OpenDataFeed>

export interface OpenDataConfig {
  /** The site's public address, which every address in the feed starts with. */
  origin: string
}

const given = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

export function openDataFeed({ site, catalogue }: { site: SiteData; catalogue: CatalogueData }, { origin }: OpenDataConfig): OpenDataFeed {
  const { company } = site
  const products = catalogue.products.map((p) => {
    const a = p.attributes
    const r = p.regulatory
    const line = catalogue.lines.find((l) => l.id === p.line)
    // The cycles of the product that cover a code: those for all its codes, and those listing it.
    const cyclesOf = (code: string) => {
      const cycles = (p.cycles ?? []).flatMap((v) => {
        const c = catalogue.cycles.find((x) => x.id === v.cycle)
        return c && (!v.codes || v.codes.includes(code))
          ? [
              given({
                method: c.method,
                maker: c.maker,
                model: c.model.en,
                cycle: c.cycle.en,
                temperatureC: c.temperatureC,
                evidence: v.evidence && origin + v.evidence.pdf,
              }),
            ]
          : []
      })
      return cycles.length > 0 ? cycles : undefined
    }
    const codes = (p.table?.rows ?? []).flatMap((row) => {
      if (row.kind !== 'item') return []
      const i = row.item
      return [
        given({
          code: i.code,
          gtin: i.gtin,
          variant: i.variant,
          ...i.size,
          grammageGsm: i.grammageGsm,
          packaging: levelsOf(i),
          orderUnit: orderUnitOf(p, i),
          bdRdmType: i.bdRdmType ?? r?.bdRdmType,
          bdRdm: i.bdRdm ?? r?.bdRdm,
          sterile: i.sterile ?? a?.sterile,
          singleUse: i.singleUse ?? a?.singleUse,
          latexFree: i.latexFree ?? a?.latexFree,
          pvcFree: i.pvcFree ?? a?.pvcFree,
          sterilisationMethods: i.methods ?? a?.methods,
          validatedCycles: cyclesOf(i.code),
        }),
      ]
    })
    const doc = line?.declarationOfConformity
    return given({
      id: p.id,
      line: p.line,
      name: p.name,
      url: { it: origin + p.path.it, en: origin + p.path.en },
      basicUdiDi: r?.basicUdiDi,
      emdn: r?.emdn,
      emdnTerm: r?.emdnTerm,
      riskClass: r?.riskClass,
      standards: a?.standards?.map((s) => ({ name: s.name, title: s.title })),
      storage: a?.storage,
      shelfLifeMonths: p.shelfLifeMonths,
      sealing: p.sealing,
      declarationOfConformity: doc && { pdf: origin + doc.pdf, issued: doc.issued },
      codes,
    })
  })
  return {
    $schema: origin + OPEN_DATA_SCHEMA_PATH,
    manufacturer: given({
      name: company.name,
      legalAddress: company.legalAddress,
      vatNumber: company.vatNumber,
      srn: company.srn || undefined,
      certificates: catalogue.certifications.map((c) => given({ name: c.name, pdf: origin + c.pdf, number: c.number, validUntil: c.validUntil })),
    }),
    products,
  }
}

/** The feed's JSON Schema, from the zod schema the feed is checked against. */
function openDataSchema({ origin }: OpenDataConfig): object {
  return {
    ...z.toJSONSchema(OpenDataFeed, { target: 'draft-2020-12' }),
    $id: origin + OPEN_DATA_SCHEMA_PATH,
    title: 'Product data: every code with its attributes',
  }
}

/** The emitter: the feed, parsed against its schema (a feed that breaks it is a bug here, and stops the build), and the schema. */
export function openDataFiles(data: { site: SiteData; catalogue: CatalogueData }, config: OpenDataConfig): Record<string, string> {
  const feed = OpenDataFeed.parse(openDataFeed(data, config))
  return {
    [OPEN_DATA_FEED_PATH.slice(1)]: `${JSON.stringify(feed)}\n`,
    [OPEN_DATA_SCHEMA_PATH.slice(1)]: `${JSON.stringify(openDataSchema(config), null, 1)}\n`,
  }
}
