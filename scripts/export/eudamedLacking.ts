/**
 * What a device model lacks of what EUDAMED takes, by the name of the element the data exchange
 * gives it: a value EUDAMED requires leaves the model out of the messages; an optional one the
 * catalogue does not hold is listed too, never invented.
 */
import { levelFields, levelsOf, type PackagingLevel } from '../../src/catalogue/orderUnit.ts'
import type { EudamedFlag } from '../../src/catalogue/sheetRows.ts'
import type { TableItem } from '../../src/catalogue/productTable.ts'
import type { CatalogueData, Product } from '../../src/catalogue/generatedData.ts'
import { itemsOf, type Model } from './eudamedModels.ts'

/** A field EUDAMED takes that a model lacks, by the name the data exchange gives it. */
export interface Lacking {
  basicUdiDi: string
  product: string
  /** The XSD element (and the data dictionary's field) the catalogue gives no value for. */
  field: string
  /** required: the model is left out of the messages; optional: it is registered without. */
  required: boolean
  why: string
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

/** A value of the Basic UDI-DI's own that the products of one model give differently: the model cannot be registered until they agree. */
function disagreement(model: Model, field: string, column: string, value: (p: Product) => unknown): { field: string; why: string }[] {
  const values = [...new Set(model.products.map((p) => String(value(p) ?? '')))]
  return values.length > 1 ? [{ field, why: `the products of this model give different values (products.csv: ${column}): ${values.join(', ')}` }] : []
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

/** The levels above the pack of a model's codes that have no GTIN, by level: the codes lacking each. */
function levelsWithoutGtin(items: readonly TableItem[]): Map<PackagingLevel['level'], string[]> {
  const lacking = new Map<PackagingLevel['level'], string[]>()
  for (const item of items)
    for (const l of levelsOf(item).slice(1)) if (l.gtin === undefined) lacking.set(l.level, [...(lacking.get(l.level) ?? []), item.code])
  return lacking
}

/** Sheet columns as product managers know them: cartonGtin → carton_gtin. */
const sheetColumn = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** What a model lacks: required (it is left out) and optional, each with the product it concerns. */
export function lackingOf(model: Model, catalogue: CatalogueData, srn: string | undefined): Lacking[] {
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
