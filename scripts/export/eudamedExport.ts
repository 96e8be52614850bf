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
import { levelsOf } from '../../src/catalogue/orderUnit.ts'
import type { TableItem } from '../../src/catalogue/productTable.ts'
import type { CatalogueData, SiteData } from '../../src/catalogue/generatedData.ts'
import { type Lacking, lackingOf } from './eudamedLacking.ts'
import { type Model, modelsOf } from './eudamedModels.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

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

/** Markup made here, told apart from text from the catalogue, which is always escaped. */
interface Xml {
  xml: string
}
/** An element: its children, or its text. */
const el = (name: string, content: Xml | string | number | boolean, attributes = ''): Xml => ({
  xml: `<${name}${attributes}>${typeof content === 'object' ? content.xml : escapeHtml(String(content))}</${name}>`,
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

function language(texts: { it: string; en: string }): Xml {
  return all(...langs.map((lang) => el('lsn:name', all(el('lsn:language', lang.toUpperCase()), el('lsn:textValue', texts[lang])))))
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
