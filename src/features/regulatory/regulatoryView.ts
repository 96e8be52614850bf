/**
 * What a hospital tender asks of a product, in the page language: built at prerender time from the
 * generated catalogue, so the block needs no catalogue code in the browser.
 */
import type { Lang } from '#src/catalogue/langs.ts'
import type { CatalogueData, IfuDocument, Line, Product } from '#src/catalogue/generatedData.ts'
import { methodNames } from '#src/catalogue/deviceAttributes.ts'
import { formatDate } from '#src/catalogue/formatDate.ts'
import { yesNoWords } from '#src/catalogue/yesNoWords.ts'
import { cycleName, sealingFacts } from '#src/catalogue/cycleText.ts'

export interface RegulatoryView {
  basicUdiDi?: string
  emdn?: string
  /** The EMDN term, in English (the nomenclature bundled is the Commission's English list). */
  emdnTerm?: string
  bdRdm?: string
  bdRdmType?: string
  /** Some code of the table has a BD/RDM number of its own, shown in the table. */
  bdRdmPerCode?: boolean
  riskClass?: string
  /** Yes/no attributes, as the page language writes them. */
  sterile?: string
  singleUse?: string
  latexFree?: string
  pvcFree?: string
  methods?: string[]
  /** The named cycles it is validated for: the sterilizer's maker, the cycle's name, the codes where not all, the test report. */
  cycles?: { name: string; maker: string; codes?: string[]; evidence?: string }[]
  /** Its sealing parameters, each with its unit ("Temperatura di saldatura": "170–200 °C"). */
  sealing?: { name: string; text: string }[]
  standards?: { name: string; title: string }[]
  storage?: string
  /** Months from production to expiry (products.csv: shelf_life_months). */
  shelfLifeMonths?: number
  /** The manufacturer's, shown with every product: EUDAMED's SRN and the ISO 13485 certificate. */
  srn?: string
  certificate?: { name: string; number?: string; pdf: string; validUntil?: string; validUntilText?: string }
  /** The open data feed, for a buyer's system. */
  feed?: string
  /** The line's EU declaration of conformity; `issuedText` is its date as the page language writes it. */
  doc?: { pdf: string; issued: string; issuedText: string }
  /** The IFU documents covering the product, each with its languages; `ref` names a document page ("steripaper/de"). */
  ifu: { document: string; languages: { ref: string; language: string; name: string }[] }[]
}

/**
 * The product's IFU documents by document number, each language a link: the page language first,
 * since that is the one a buyer reads, then the others by name, as a reader looks for one.
 */
function ifuOf(productId: string, documents: readonly IfuDocument[], lang: Lang): RegulatoryView['ifu'] {
  const covering = documents.filter((d) => d.products.includes(productId))
  const numbers = [...new Set(covering.map((d) => d.document))]
  const byName = new Intl.Collator(lang)
  return numbers.map((document) => ({
    document,
    languages: covering
      .filter((d) => d.document === document)
      .map((d) => ({ ref: `${d.page}/${d.language}`, language: d.language, name: d.languageName[lang] }))
      .sort((a, b) => Number(b.language === lang) - Number(a.language === lang) || byName.compare(a.name, b.name)),
  }))
}

/** The manufacturer's facts every product page shows beside its own: the SRN, and the ISO 13485 certificate (the certification named so). */
export interface CompanyRegulatory {
  srn?: string
  certifications: CatalogueData['certifications']
  feed?: string
  /** The catalogue's named cycles, which a product's validations name. */
  cycles?: CatalogueData['cycles']
}

/** Drops the fields whose value is absent or an empty list. */
const given = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T

/** The cycles the product is validated for, named as the catalogue's cycles sheet names them in the page's language. */
function cyclesOf(product: Product, cycles: CatalogueData['cycles'], lang: Lang): RegulatoryView['cycles'] {
  return (product.cycles ?? []).flatMap((v) => {
    const c = cycles.find((x) => x.id === v.cycle)
    return c ? [{ name: cycleName(c, lang), maker: c.maker, ...(v.codes ? { codes: v.codes } : {}), ...(v.evidence ? { evidence: v.evidence.pdf } : {}) }] : []
  })
}

/** The product's regulatory data, or null when it has none, so its page shows nothing new. */
export function regulatoryView(
  product: Product,
  line: Line,
  documents: readonly IfuDocument[],
  lang: Lang,
  company?: CompanyRegulatory,
): RegulatoryView | null {
  const doc = line.declarationOfConformity
  const a = product.attributes
  const yesNo = (v: boolean | undefined) => (v === undefined ? undefined : yesNoWords[lang][v ? 0 : 1])
  const ownFacts = given({
    ...product.regulatory,
    bdRdmPerCode: product.table?.columns.includes('bdRdm') || undefined,
    sterile: yesNo(a?.sterile),
    singleUse: yesNo(a?.singleUse),
    latexFree: yesNo(a?.latexFree),
    pvcFree: yesNo(a?.pvcFree),
    methods: a?.methods?.map((m) => methodNames[m][lang]),
    cycles: cyclesOf(product, company?.cycles ?? [], lang),
    sealing: sealingFacts(product.sealing, lang).map(({ name, text }) => ({ name, text })),
    standards: a?.standards?.map((s) => ({ name: s.name, title: s.title[lang] })),
    storage: a?.storage?.[lang],
    shelfLifeMonths: product.shelfLifeMonths,
  })
  const ifu = ifuOf(product.id, documents, lang)
  if (ifu.length === 0 && !doc && Object.keys(ownFacts).length === 0) return null
  // The manufacturer's facts only beside the product's own: a product with none (industrial) shows no block.
  const certificate = company?.certifications.find((c) => /13485/.test(c.id + c.name.en))
  return {
    ...ownFacts,
    ...(doc ? { doc: { ...doc, issuedText: formatDate(doc.issued, lang) } } : {}),
    ...given({ srn: company?.srn || undefined, feed: company?.feed }),
    ...(certificate
      ? {
          certificate: given({
            name: certificate.name[lang],
            number: certificate.number,
            pdf: certificate.pdf,
            validUntil: certificate.validUntil,
            validUntilText: certificate.validUntil && formatDate(certificate.validUntil, lang),
          }),
        }
      : {}),
    ifu,
  }
}
