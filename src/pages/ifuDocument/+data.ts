import type { RouteContext } from '#src/pageData/prerenderPages.ts'
import { render } from 'vike/abort'
import { catalogue, ifuDocumentByRef, pageParams, site } from '#src/catalogue/data.ts'
import { coveredProducts, revisionView } from '#src/features/ifu/ifuFacts.ts'
import { dictionaries } from '#src/i18n/dictionary.ts'
import type { PageMeta } from '#src/layout/pageMeta.ts'
import { qrCodePath } from '#src/features/ifu/pageQrCode.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import { siteOrigin } from '#src/routing/siteOrigin.ts'

const { company } = site

export type Data = ReturnType<typeof data>

export function data(pageContext: RouteContext) {
  const { lang, ref } = pageParams(pageContext)
  const doc = ifuDocumentByRef(ref)
  if (!doc) throw render(404)
  const t = dictionaries[lang]
  const title = `${doc.product} — ${doc.languageName[lang]}`
  const meta: PageMeta = {
    title: `${t['ifuDoc.eyebrow']}: ${title}`,
    description: t['ifuDoc.description'].replace('{product}', doc.product).replace('{language}', doc.languageName[lang]),
  }
  const own = pathOf(`ifuDocument:${ref}`, lang)
  return {
    meta,
    back: pathOf('ifu', lang),
    /** The address a label prints, and its QR code. */
    address: siteOrigin + own,
    qrCode: qrCodePath(own),
    title,
    document: doc.document,
    docLang: doc.language,
    languageName: doc.languageName[lang],
    products: coveredProducts(doc, catalogue, lang),
    current: revisionView(doc.current, lang),
    earlier: doc.earlier.map((r) => revisionView(r, lang)),
    product: doc.product,
    languages: catalogue.ifu.map((l) => l.name[lang]),
    company: { name: company.name, legalAddress: company.legalAddress, hqAddress: company.hqAddress, phone: company.phone, email: company.email },
  }
}
