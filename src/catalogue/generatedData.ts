/**
 * The generated JSON (src/generated/) the pages read: the generator checks each file against these
 * schemas before writing it, and every type the site uses is inferred from them.
 */
import { z } from 'zod'
import { Bilingual, localised } from './bilingual.ts'
import { bdRdmTypes, sterilisationMethods } from './deviceAttributes.ts'
import { documentKinds } from './documentKinds.ts'
import { WhereToBuy } from './distributors.ts'
import { noticeKinds, safetyKinds, safetyStatuses } from './noticeKinds.ts'
import { riskClasses } from './identifiers.ts'
import { ProductTable } from './productTable.ts'
import { CategoryId, eudamedFlagColumns, TextKey } from './sheetRows.ts'

export const Category = z.object({
  id: CategoryId,
  slug: Bilingual,
  name: Bilingual,
  description: Bilingual,
  image: z.string(),
  /** Ids of the lines the category page lists (its own and those listed in it too), in page order. */
  lines: z.array(z.string()),
})
export type Category = z.infer<typeof Category>

/** A product's device attributes (deviceAttributes.ts), each only when the catalogue gives it. */
export const DeviceAttributes = z.object({
  sterile: z.boolean().optional(),
  singleUse: z.boolean().optional(),
  latexFree: z.boolean().optional(),
  pvcFree: z.boolean().optional(),
  methods: z.array(z.enum(sterilisationMethods)).optional(),
  standards: z.array(z.object({ id: z.string(), name: z.string(), title: Bilingual })).optional(),
  storage: Bilingual.optional(),
  materials: Bilingual.optional(),
})
export type DeviceAttributes = z.infer<typeof DeviceAttributes>

/** A named cycle of a sterilizer (site/cycles.csv), which a product can be validated for. */
export const SterilisationCycle = z.object({
  id: z.string(),
  method: z.enum(sterilisationMethods),
  /** The sterilizer's maker ("ASP"), model ("STERRAD 100NX") and cycle ("Express"); a trade name is the same in each language. */
  maker: z.string(),
  model: Bilingual,
  cycle: Bilingual,
  /** Steam and ethylene oxide: the cycle's temperature in °C. */
  temperatureC: z.number().optional(),
})
export type SterilisationCycle = z.infer<typeof SterilisationCycle>

/** A range of a sealing parameter; either end may be absent. */
const Range = z.object({ min: z.number().optional(), max: z.number().optional() })

/** How a product is heat-sealed (site/sealing.csv): each parameter only when the catalogue gives it. */
export const Sealing = z.object({
  temperatureC: Range.optional(),
  /** Contact pressure, N. */
  pressureN: Range.optional(),
  /** Dwell time of a band or impulse sealer, s. */
  dwellS: Range.optional(),
  /** Speed of a rotary sealer, m/min. */
  speedMPerMin: Range.optional(),
})
export type Sealing = z.infer<typeof Sealing>

/** A cycle a product is validated for (site/validations.csv): for all its codes, or those listed; the evidence where there is one. */
export const ValidatedCycle = z.object({
  cycle: z.string(),
  codes: z.array(z.string()).optional(),
  /** The test report: its PDF, and its id in the documents sheet when it is one of those. */
  evidence: z.object({ pdf: z.string(), document: z.string().optional() }).optional(),
})
export type ValidatedCycle = z.infer<typeof ValidatedCycle>

export const Product = z.object({
  id: z.string(),
  line: z.string(),
  category: CategoryId,
  slug: Bilingual,
  path: Bilingual,
  name: Bilingual,
  description: Bilingual,
  image: z.string(),
  note: Bilingual.optional(),
  /** Features and applications, as HTML made from the sheet's Markdown. */
  features: Bilingual.optional(),
  table: ProductTable.optional(),
  /** Pouches and rolls: the page offers the pouch finder. */
  pouchFinder: z.literal(true).optional(),
  /** Months from production to expiry, when the products sheet gives it. */
  shelfLifeMonths: z.number().int().optional(),
  /** The day the product stopped being sold (year-month-day): out of the lists, the search and the sitemap; its page stays. */
  withdrawn: z.string().optional(),
  /** What a hospital's tender asks for about the product; only the values given, absent when none is. */
  regulatory: z
    .object({
      basicUdiDi: z.string().optional(),
      emdn: z.string().optional(),
      /** The EMDN code's term, from the bundled nomenclature (English: the Commission's list). */
      emdnTerm: z.string().optional(),
      bdRdm: z.string().optional(),
      bdRdmType: z.enum(bdRdmTypes).optional(),
      riskClass: z.enum(riskClasses).optional(),
    })
    .optional(),
  /** The device attributes the product's codes share (a code's own value, where it has one, is in its table row); absent when none is given. */
  attributes: DeviceAttributes.optional(),
  /** The level a buyer orders, when not the pack: each "1" in the request list is one of these. */
  orderUnit: z.enum(['box', 'carton']).optional(),
  /** The named sterilisation cycles the product is validated for; absent when none is given. */
  cycles: z.array(ValidatedCycle).optional(),
  /** Its heat-sealing parameters (the line's, unless the product has its own); absent when none is given. */
  sealing: Sealing.optional(),
})
export type Product = z.infer<typeof Product>

export const Line = z.object({
  id: z.string(),
  category: CategoryId,
  alsoIn: z.array(CategoryId),
  slug: Bilingual,
  name: Bilingual,
  description: Bilingual,
  note: Bilingual.optional(),
  products: z.array(z.string()),
  /** The line's EU declaration of conformity: its PDF and the date it was issued (year-month-day). */
  declarationOfConformity: z.object({ pdf: z.string(), issued: z.string() }).optional(),
})
export type Line = z.infer<typeof Line>

export const Company = z.object({
  name: z.string(),
  legalAddress: z.string(),
  hqAddress: z.string(),
  warehouseAddress: z.string(),
  phone: z.string(),
  email: z.string(),
  vatNumber: z.string(),
  registration: Bilingual,
  shareCapital: Bilingual,
  officeHours: Bilingual,
  founded: z.string(),
  ordersHost: z.string(),
  map: z.object({ title: Bilingual, latitude: z.number(), longitude: z.number(), zoom: z.number() }),
  /** The pouch finder's rule: room between instrument and seal, and how full a pouch may be. */
  packing: z.object({ clearanceMm: z.number(), maxFill: z.number() }),
  /** EUDAMED's Single Registration Number, when the sheet gives it. */
  srn: z.string().optional(),
  /** The year (or years) of the footer's © line. */
  copyrightYear: z.string(),
})
export type Company = z.infer<typeof Company>

export const IfuLanguage = z.object({
  language: z.string(),
  name: Bilingual,
  flag: z.string(),
  /** `ref` names the document's own page ("steripaper/de"): revisions, dates, checksums. */
  products: z.array(z.object({ name: z.string(), pdf: z.string(), ref: z.string() })),
})
export type IfuLanguage = z.infer<typeof IfuLanguage>

export const IfuRevision = z.object({ revision: z.string(), issued: z.string(), pdf: z.string(), sha256: z.string(), bytes: z.number() })
export type IfuRevision = z.infer<typeof IfuRevision>

/** One IFU document in one language: its stable page, the revision in force and every earlier one. */
export const IfuDocument = z.object({
  page: z.string(),
  document: z.string(),
  language: z.string(),
  languageName: Bilingual,
  flag: z.string(),
  product: z.string(),
  /** Ids of the products covered ("steripaper/flat-pouches"). */
  products: z.array(z.string()),
  current: IfuRevision,
  /** Newest first. */
  earlier: z.array(IfuRevision),
})
export type IfuDocument = z.infer<typeof IfuDocument>

export const AboutSection = z.object({
  image: z.string(),
  imageAlt: Bilingual,
  content: z.array(z.object({ title: Bilingual, text: Bilingual })),
})
export type AboutSection = z.infer<typeof AboutSection>

/** The packing guide in one language: its introduction and its sections, each with its heading's id (catalogue/guide). */
export const PackingGuide = z.object({
  intro: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), html: z.string() })),
})
export type PackingGuide = z.infer<typeof PackingGuide>

export const legalDocuments = ['disclaimer', 'privacy'] as const
export type LegalDocument = (typeof legalDocuments)[number]

/** Small, shared by every page (header, footer, home cards): safe to ship to the browser. */
export const SiteData = z.object({
  company: Company,
  categories: z.array(Category),
})
export type SiteData = z.infer<typeof SiteData>

/**
 * What a safety notice (site/safety) adds to a notice: the lots it affects, listed or as ranges of
 * the same length ("2406A".."2406F"), and the expiry dates; with none of them, every lot.
 */
export const Safety = z.object({
  kind: z.enum(safetyKinds),
  status: z.enum(safetyStatuses),
  /** Every GTIN of every code it affects (pack, box, carton): the label page and the resolver look it up by them. */
  gtins: z.array(z.string()),
  lots: z.array(z.string()),
  lotRanges: z.array(z.object({ first: z.string(), last: z.string() })),
  /** Year-month-day, both ends included. */
  expiry: z.object({ from: z.string().optional(), to: z.string().optional() }).optional(),
  /** What users must do; empty where the sheet says nothing. */
  actions: Bilingual,
  /** The letter to customers, a PDF path, by language. */
  letter: z.object({ it: z.string().optional(), en: z.string().optional() }),
})
export type Safety = z.infer<typeof Safety>

/**
 * A product change notice, from site/notices or site/safety, or derived from a withdrawal or an IFU revision;
 * `id` is its anchor on the notices page. The codes it affects, by product, in catalogue order.
 */
export const Notice = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(noticeKinds),
  title: Bilingual,
  text: Bilingual,
  /** The lines of the products it affects: the notices page filters by them. */
  lines: z.array(z.string()),
  products: z.array(z.object({ id: z.string(), codes: z.array(z.string()) })),
  /** A safety notice's own facts. */
  safety: Safety.optional(),
})
export type Notice = z.infer<typeof Notice>

/** Everything else; read at prerender time only, each page taking its own part. */
export const CatalogueData = z.object({
  texts: z.record(TextKey, Bilingual),
  lines: z.array(Line),
  products: z.array(Product),
  news: z.array(z.object({ id: z.string(), title: Bilingual, description: Bilingual, image: z.string() })),
  about: z.array(AboutSection),
  /** validUntil: the certificate's last valid day (year-month-day), when the sheet gives it. */
  certifications: z.array(z.object({ id: z.string(), name: Bilingual, pdf: z.string(), validUntil: z.string().optional(), number: z.string().optional() })),
  /** Documents for tenders beyond declarations and certificates (site/documents): test reports, technical files, … */
  documents: z
    .array(
      z.object({
        id: z.string(),
        kind: z.enum(documentKinds),
        title: Bilingual,
        lines: z.array(z.string()),
        products: z.array(z.string()),
        codes: z.array(z.string()),
        pdf: z.string(),
        language: z.string(),
        issued: z.string(),
        validUntil: z.string().optional(),
      }),
    )
    .default([]),
  /** EUDAMED's yes/no answers for each device model, by Basic UDI-DI (site/eudamed). */
  eudamed: z.array(z.object({ basicUdiDi: z.string(), flags: z.record(z.enum(eudamedFlagColumns), z.boolean()) })).optional(),
  /** The notices shown on the build's day (`day`), newest first; one dated later is not here. */
  notices: z.array(Notice).default([]),
  /** The build's day, year-month-day (scripts/catalogue/catalogueDay.ts): the product pages' notices are those of the year before it. */
  day: z.string(),
  /** The sterilisation processes and their named cycles (site/cycles.csv), in sheet order. */
  cycles: z.array(SterilisationCycle).default([]),
  ifu: z.array(IfuLanguage),
  ifuDocuments: z.array(IfuDocument),
  /** Legal texts as HTML made from catalogue/legal/*.md. */
  legal: z.record(z.enum(legalDocuments), Bilingual),
  /** The packing and sealing guide, from catalogue/guide/packing-guide.<lang>.md. */
  guide: localised(PackingGuide),
  /** The search's synonym groups (catalogue/site/synonyms.csv), each a list of terms per language. */
  synonyms: z.array(localised(z.array(z.string()))).default([]),
  /** Where to buy: the distributors (site/distributors.csv), the company for its own sales area, and the places they serve. */
  whereToBuy: WhereToBuy.default({ distributors: [], countries: [], areas: [] }),
})
export type CatalogueData = z.infer<typeof CatalogueData>

export const SearchItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  link: z.string(),
  image: z.string(),
  /** Codes, sizes and the words of the cycles the product is validated for, lower-case, punctuation removed, space-separated: "sc63 75x200 sterrad 100nx". */
  keys: z.string(),
  /** Words the item is also known by, from the catalogue's synonym list, space-separated: "plasma h2o2". */
  synonyms: z.string().optional(),
})
export type SearchItem = z.infer<typeof SearchItem>
export const SearchIndex = z.array(SearchItem)
