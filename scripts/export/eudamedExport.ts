/**
 * The catalogue's devices as EUDAMED's bulk upload takes them: XML messages of its data exchange
 * (schema version 3.0.25, bundled in eudamed/xsd with where it comes from). A model is a Basic
 * UDI-DI, which the products of one family may share. One message registers each model once, its
 * Basic UDI-DI with the UDI-DI of its first code (service DEVICE, POST);
 * the next adds its other codes' UDI-DIs (service UDI_DI, POST); EUDAMED takes at most 300 entities
 * a message, so each is split in parts. Every value comes from the catalogue: a model lacking one
 * EUDAMED requires is left out and listed, field by field, in lacking.csv, and the fields EUDAMED
 * takes that the catalogue does not hold are listed there too, never invented.
 * An emitter: a pure function (catalogue, config) → files.
 */
import { createHash } from 'node:crypto'
import { langs } from '../../src/catalogue/langs.ts'
import { levelFields, levelsOf, type PackagingLevel } from '../../src/catalogue/orderUnit.ts'
import type { CatalogueData, EudamedFlag, Product, SiteData, TableItem } from '../../src/catalogue/schema.ts'

/** What the export needs besides the catalogue: the moment the messages are made, and the site's public address. */
export interface EudamedConfig {
  /** ISO date-time written as each message's creationDateTime. */
  now: string
  origin: string
}

/** The version of EUDAMED's data exchange schema the messages follow (MessageType.xsd fixes it). */
const EUDAMED_SCHEMA_VERSION = '3.0.25'
/** EUDAMED's limit of entities in one message's payload (CoreEntityPayloadType). */
const PER_MESSAGE = 300

/** A field EUDAMED takes that a model lacks, by the name the data exchange gives it. */
interface Lacking {
  basicUdiDi: string
  product: string
  /** The XSD element (and the data dictionary's field) the catalogue gives no value for. */
  field: string
  /** required: the model is left out of the messages; optional: it is registered without. */
  required: boolean
  why: string
}

export interface EudamedExport {
  files: Record<string, string>
  lacking: Lacking[]
  devices: number
  udiDis: number
}

const NS = {
  m: 'https://ec.europa.eu/tools/eudamed/dtx/servicemodel/Message/v1',
  s: 'https://ec.europa.eu/tools/eudamed/dtx/servicemodel/Service/v1',
  device: 'https://ec.europa.eu/tools/eudamed/dtx/datamodel/Entity/Device/v1',
  basicudi: 'https://ec.europa.eu/tools/eudamed/dtx/datamodel/Entity/Device/BasicUDI/v1',
  udidi: 'https://ec.europa.eu/tools/eudamed/dtx/datamodel/Entity/UDIDI/v1',
  commondi: 'https://ec.europa.eu/tools/eudamed/dtx/datamodel/Entity/Device/CommonDevice/v1',
  lsn: 'https://ec.europa.eu/tools/eudamed/dtx/datamodel/Entity/Common/LanguageSpecific/v1',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** Markup made here, told apart from text from the catalogue, which is always escaped. */
interface Xml {
  xml: string
}
/** An element: its children, or its text. */
const el = (name: string, content: Xml | string | number | boolean, attributes = ''): Xml => ({
  xml: `<${name}${attributes}>${typeof content === 'object' ? content.xml : esc(String(content))}</${name}>`,
})
const all = (...parts: (Xml | false | undefined | '')[]): Xml => ({ xml: parts.map((p) => (typeof p === 'object' ? p.xml : '')).join('') })

/** MDR's classes as EUDAMED names them (RiskClassEnum). */
const riskClassCodes: Record<string, string> = {
  I: 'CLASS_I',
  Is: 'CLASS_I',
  Im: 'CLASS_I',
  Ir: 'CLASS_I',
  IIa: 'CLASS_IIA',
  IIb: 'CLASS_IIB',
  III: 'CLASS_III',
}

/** Which catalogue field each EUDAMED answer of site/eudamed is, and the element it becomes. */
const flagElements: Record<EudamedFlag, string> = {
  active: 'commondi:active',
  implantable: 'commondi:implantable',
  administers_medicine: 'commondi:administeringMedicine',
  animal_tissues: 'basicudi:animalTissuesCells',
  human_tissues: 'basicudi:humanTissuesCells',
  medicinal_substance: 'basicudi:medicinalProductCheck',
  human_blood_substance: 'basicudi:humanProductCheck',
  reprocessed: 'udidi:reprocessed',
  sterilise_before_use: 'udidi:sterilization',
  cmr_substances: 'udidi:substances',
  endocrine_substances: 'udidi:substances',
}

/** MDR classes whose conformity assessment involves a notified body, so EUDAMED asks for its certificates: all but plain class I. */
const needsCertificate = (riskClass: string | undefined) => riskClass !== undefined && riskClass !== 'I'

/**
 * Fields EUDAMED takes (optional there) that the catalogue does not hold as data, for a model: only
 * those that apply to it. Neither the XSD nor its data dictionary has a field for the shelf life
 * (shelf_life_months): it is not exported, and not missing.
 */
function notHeld(product: Product): { field: string; why: string }[] {
  return [
    {
      field: 'udidi:storageHandlingConditions',
      why: product.attributes?.storage
        ? "the catalogue gives storage conditions as text; EUDAMED's coded values (SHC…) are not held"
        : 'storage and handling conditions are not held',
    },
    { field: 'udidi:criticalWarnings', why: "EUDAMED's coded warnings (CW…) are not held" },
    { field: 'udidi:marketInfos', why: 'the countries where each device is made available are not held' },
    { field: 'udidi:productionIdentifier', why: 'which production identifiers the label carries (lot, expiry, serial) is not held' },
    ...(needsCertificate(product.regulatory?.riskClass)
      ? [{ field: 'basicudi:certificateLinks', why: `notified body certificates are not held (class ${product.regulatory!.riskClass})` }]
      : []),
  ]
}

/** A device model: the products that share one Basic UDI-DI, the first of which names it, and the codes of them all. */
interface Model {
  basicUdiDi: string
  product: Product
  products: Product[]
  items: { product: Product; item: TableItem }[]
}

/** The catalogue's products with a Basic UDI-DI, one model per Basic UDI-DI, in the order of their first product. */
function modelsOf(products: readonly Product[]): Model[] {
  const models = new Map<string, Model>()
  for (const product of products) {
    const basicUdiDi = product.regulatory?.basicUdiDi
    if (!basicUdiDi) continue
    const model = models.get(basicUdiDi) ?? { basicUdiDi, product, products: [], items: [] }
    model.products.push(product)
    model.items.push(...(product.table?.rows ?? []).flatMap((r) => (r.kind === 'item' ? [{ product, item: r.item }] : [])))
    models.set(basicUdiDi, model)
  }
  return [...models.values()]
}

/** A value of the Basic UDI-DI's own that the products of one model give differently: the model cannot be registered until they agree. */
function disagreement(model: Model, field: string, column: string, value: (p: Product) => unknown): { field: string; why: string }[] {
  const values = [...new Set(model.products.map((p) => String(value(p) ?? '')))]
  return values.length > 1 ? [{ field, why: `the products of this model give different values (products.csv: ${column}): ${values.join(', ')}` }] : []
}

function language(texts: { it: string; en: string }): Xml {
  return all(...langs.map((lang) => el('lsn:name', all(el('lsn:language', lang.toUpperCase()), el('lsn:textValue', texts[lang])))))
}

/** What a model lacks of what EUDAMED requires of the model itself, each by its element's name. */
function modelGaps(model: Model, catalogue: CatalogueData, srn: string | undefined): { field: string; why: string }[] {
  const flags = catalogue.eudamed?.find((e) => e.basicUdiDi === model.basicUdiDi)?.flags
  const gaps: { field: string; why: string }[] = []
  if (!srn) gaps.push({ field: 'basicudi:MFActorCode', why: "the manufacturer's SRN (company.csv: srn)" })
  if (!flags) gaps.push({ field: Object.values(flagElements).join(', '), why: "the model's row in site/eudamed" })
  gaps.push(...disagreement(model, 'basicudi:riskClass', 'risk_class', (p) => p.regulatory?.riskClass))
  gaps.push(...disagreement(model, 'commondi:reusable', 'single_use', (p) => p.attributes?.singleUse))
  return gaps
}

/** What one product of a model lacks of what EUDAMED requires, each by its element's name. */
function productGaps(product: Product, items: readonly TableItem[]): { field: string; why: string }[] {
  const r = product.regulatory
  const a = product.attributes
  const gaps: { field: string; why: string }[] = []
  if (!r?.riskClass) gaps.push({ field: 'basicudi:riskClass', why: 'products.csv: risk_class' })
  if (!r?.emdn) gaps.push({ field: 'udidi:MDNCodes', why: 'products.csv: emdn' })
  if (a?.sterile === undefined) gaps.push({ field: 'udidi:sterile', why: 'products.csv: sterile' })
  if (a?.singleUse === undefined) gaps.push({ field: 'udidi:numberOfReuses', why: 'products.csv: single_use' })
  if (a?.latexFree === undefined) gaps.push({ field: 'udidi:latex', why: 'products.csv: latex_free' })
  const withoutGtin = items.filter((i) => !i.gtin).map((i) => i.code)
  if (withoutGtin.length > 0) gaps.push({ field: 'udidi:identifier', why: `the GTIN (UDI-DI) of ${withoutGtin.join(', ')}` })
  if (items.length === 0) gaps.push({ field: 'device:MDRUDIDIData', why: 'the product has no codes' })
  return gaps
}

function basicUdi(model: Model, catalogue: CatalogueData, srn: string): Xml {
  const { product } = model
  const r = product.regulatory!
  const flags = catalogue.eudamed!.find((e) => e.basicUdiDi === r.basicUdiDi)!.flags
  return el(
    'device:MDRBasicUDI',
    all(
      el('basicudi:riskClass', riskClassCodes[r.riskClass!]!),
      el('basicudi:modelName', el('commondi:name', product.name.en)),
      gs1Identifier('basicudi:identifier', r.basicUdiDi!),
      el('basicudi:animalTissuesCells', flags.animal_tissues),
      el('basicudi:humanTissuesCells', flags.human_tissues),
      el('basicudi:MFActorCode', srn),
      el('basicudi:humanProductCheck', flags.human_blood_substance),
      el('basicudi:medicinalProductCheck', flags.medicinal_substance),
      el('basicudi:type', 'DEVICE'),
      el('commondi:active', flags.active),
      el('commondi:administeringMedicine', flags.administers_medicine),
      el('commondi:implantable', flags.implantable),
      el('commondi:measuringFunction', r.riskClass === 'Im'),
      el('commondi:reusable', product.attributes!.singleUse === false),
    ),
    ` xsi:type="device:MDRBasicUDIType"`,
  )
}

/** A GTIN as EUDAMED identifies a device or a package: its code and GS1, the entity that issued it. */
const gs1Identifier = (name: string, gtin: string) => el(name, all(el('commondi:DICode', gtin), el('commondi:issuingEntityCode', 'GS1')))

/**
 * The code's packaging levels above the pack that have a GTIN, as EUDAMED's package structure
 * (FLD-UDID-124, -121): each package names the level inside it (the UDI-DI, the pack's GTIN, for
 * the first) and how many of those it holds. A level without a GTIN of its own is skipped, its
 * contents counted in the next one up, and listed in lacking.csv.
 */
function packages(item: TableItem): Xml | undefined {
  let inside = levelsOf(item)[0]!
  const written: Xml[] = []
  for (const level of levelsOf(item).slice(1)) {
    if (level.gtin === undefined) continue
    written.push(
      el(
        'udidi:package',
        all(
          gs1Identifier('udidi:identifier', level.gtin),
          el('udidi:status', el('commondi:code', 'ON_THE_MARKET')),
          gs1Identifier('udidi:child', inside.gtin!),
          el('udidi:numberOfItems', level.pieces / inside.pieces),
        ),
      ),
    )
    inside = level
  }
  return written.length > 0 ? el('udidi:packages', all(...written)) : undefined
}

/** The levels above the pack of a model's codes that have no GTIN, by level: the codes lacking each. */
function levelsWithoutGtin(items: readonly TableItem[]): Map<PackagingLevel['level'], string[]> {
  const lacking = new Map<PackagingLevel['level'], string[]>()
  for (const item of items)
    for (const l of levelsOf(item).slice(1)) if (l.gtin === undefined) lacking.set(l.level, [...(lacking.get(l.level) ?? []), item.code])
  return lacking
}

/** Sheet columns as product managers know them: cartonGtin → carton_gtin. */
const sheetColumn = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** A code's UDI-DI, with the values of its own product. */
function udiDi(model: Model, { product, item }: Model['items'][number], catalogue: CatalogueData, origin: string, element: string): Xml {
  const r = product.regulatory!
  const a = product.attributes!
  const flags = catalogue.eudamed!.find((e) => e.basicUdiDi === r.basicUdiDi)!.flags
  const singleUse = item.singleUse ?? a.singleUse
  return el(
    element,
    all(
      gs1Identifier('udidi:identifier', item.gtin!),
      el('udidi:status', el('commondi:code', 'ON_THE_MARKET')),
      gs1Identifier('udidi:basicUDIIdentifier', r.basicUdiDi!),
      el('udidi:MDNCodes', r.emdn!),
      el('udidi:referenceNumber', item.code),
      el('udidi:sterile', item.sterile ?? a.sterile!),
      el('udidi:sterilization', flags.sterilise_before_use),
      el('udidi:tradeNames', language(product.name)),
      // The "URL for additional information": the product page.
      el('udidi:website', origin + product.path.en),
      packages(item),
      el('udidi:numberOfReuses', singleUse ? 0 : -1),
      el('udidi:baseQuantity', item.pieces),
      el('udidi:latex', !(item.latexFree ?? a.latexFree!)),
      el('udidi:reprocessed', flags.reprocessed),
    ),
    ` xsi:type="device:MDRUDIDIDataType"`,
  )
}

/** A stable identifier for a message, made from its content: the same catalogue gives the same file. */
const idOf = (text: string, salt: string) => {
  const h = createHash('sha256').update(salt).update(text).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

function message(service: 'DEVICE' | 'UDI_DI', payload: Xml, srn: string, now: string): string {
  const endpoint = (node: string, nodeID?: string) =>
    all(
      el('m:node', all(el('s:nodeActorCode', node), nodeID && el('s:nodeID', nodeID))),
      el('m:service', all(el('s:serviceID', service), el('s:serviceOperation', 'POST'))),
    )
  const namespaces = Object.entries(NS)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<m:Push${namespaces} version="${EUDAMED_SCHEMA_VERSION}">`,
    all(
      el('m:conversationID', idOf(payload.xml, 'conversation')),
      el('m:correlationID', idOf(payload.xml, 'correlation')),
      el('m:creationDateTime', now),
      el('m:messageID', idOf(payload.xml, 'message')),
      el('m:recipient', endpoint('EUDAMED', 'eDelivery:EUDAMED')),
      el('m:payload', payload),
      el('m:sender', endpoint(srn)),
    ).xml,
    '</m:Push>',
    '',
  ].join('\n')
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)

/** The codes of one product of a model. */
const itemsOf = (model: Model, product: Product) => model.items.filter((i) => i.product === product).map((i) => i.item)

/** What a model lacks: required (it is left out) and optional, each with the product it concerns. */
function lackingOf(model: Model, catalogue: CatalogueData, srn: string | undefined): Lacking[] {
  const base = { basicUdiDi: model.basicUdiDi, product: model.product.id }
  const lacking: Lacking[] = [
    ...modelGaps(model, catalogue, srn).map((g) => ({ ...base, ...g, required: true })),
    ...model.products.flatMap((p) => productGaps(p, itemsOf(model, p)).map((g) => ({ ...base, product: p.id, ...g, required: true }))),
  ]
  const flags = catalogue.eudamed?.find((e) => e.basicUdiDi === model.basicUdiDi)?.flags
  if (flags?.cmr_substances || flags?.endocrine_substances) {
    lacking.push({
      ...base,
      field: 'udidi:substances',
      required: false,
      why: 'the model contains CMR or endocrine-disrupting substances, whose names, CAS and EC numbers are not held',
    })
  }
  for (const product of model.products) {
    const own = { ...base, product: product.id }
    for (const [level, codes] of levelsWithoutGtin(itemsOf(model, product))) {
      const column = sheetColumn(levelFields[level].gtin)
      lacking.push({ ...own, field: 'udidi:packages', required: false, why: `the ${level} level of ${codes.join(', ')} has no GTIN of its own (${column})` })
    }
    lacking.push(...notHeld(product).map((n) => ({ ...own, ...n, required: false })))
  }
  return lacking
}

export function eudamedExport({ site, catalogue }: { site: SiteData; catalogue: CatalogueData }, { now, origin }: EudamedConfig): EudamedExport {
  const srn = site.company.srn || undefined
  const lacking: Lacking[] = []
  const complete: Model[] = []
  for (const model of modelsOf(catalogue.products)) {
    const own = lackingOf(model, catalogue, srn)
    lacking.push(...own)
    if (!own.some((l) => l.required)) complete.push(model)
  }
  const files: Record<string, string> = {}
  if (srn && complete.length > 0) {
    const devices = complete.map((m) =>
      el(
        'device:Device',
        all(basicUdi(m, catalogue, srn), udiDi(m, m.items[0]!, catalogue, origin, 'device:MDRUDIDIData')),
        ` xsi:type="device:MDRDeviceType"`,
      ),
    )
    chunks(devices, PER_MESSAGE).forEach((part, i) => (files[`eudamed/devices-${i + 1}.xml`] = message('DEVICE', all(...part), srn, now)))
    const more = complete.flatMap((m) => m.items.slice(1).map((item) => udiDi(m, item, catalogue, origin, 'device:UDIDIData')))
    chunks(more, PER_MESSAGE).forEach((part, i) => (files[`eudamed/udi-dis-${i + 1}.xml`] = message('UDI_DI', all(...part), srn, now)))
  }
  files['eudamed/lacking.csv'] = [
    ['basic_udi_di', 'product', 'field', 'required', 'why'].join(','),
    ...lacking.map((l) => [l.basicUdiDi, l.product, l.field, l.required ? 'yes: model left out' : 'no', l.why].map(csvCell).join(',')),
    '',
  ].join('\n')
  return { files, lacking, devices: complete.length, udiDis: complete.reduce((n, m) => n + m.items.length, 0) }
}
