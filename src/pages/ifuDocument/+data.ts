import type { RouteContext } from '@/pageData/prerenderPages'
import { render } from 'vike/abort'
import { catalogue, ifuDocumentByRef, pageParams, site } from '@/catalogue/data'
import { coveredProducts, revisionView } from '@/features/ifu/ifuFacts'
import { dictionaries } from '@/i18n/dictionary'
import type { PageMeta } from '@/layout/pageMeta'
import { qrCodePath } from '@/features/ifu/pageQrCode'
import { pathOf } from '@/routing/routeTable'
import { siteOrigin } from '@/routing/siteOrigin'

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
