import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { PaperCopyForm } from '#src/features/ifu/PaperCopyForm.tsx'
import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'
import './ifuDocument.css'

/** The stable page of one IFU document in one language: the address a label or QR code carries. */
export default function Page() {
  const { back, address, qrCode, title, product, document, docLang, languageName, languages, products, current, earlier, company } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={title} back={back} eyebrow={t('ifuDoc.eyebrow')} />
      <div className="container section ifu-doc">
        <dl className="ifu-doc-facts">
          <dt>{t('ifuDoc.document')}</dt>
          <dd>{document}</dd>
          <dt>{t('ifuDoc.language')}</dt>
          <dd>{languageName}</dd>
          <dt>{t('ifuDoc.revision')}</dt>
          <dd className="ifu-doc-revision">{current.revision}</dd>
          <dt>{t('ifuDoc.issued')}</dt>
          <dd>
            <time dateTime={current.issued}>{current.issuedText}</time>
          </dd>
          <dt>{t('ifuDoc.products')}</dt>
          <dd>
            <ul className="ifu-doc-products">
              {products.map((p) => (
                <li key={p.href}>
                  <a href={p.href}>{p.name}</a>
                </li>
              ))}
            </ul>
          </dd>
        </dl>

        <section className="ifu-doc-download" aria-labelledby="ifu-doc-pdf">
          <h2 id="ifu-doc-pdf">{t('ifuDoc.pdfTitle')}</h2>
          <a className="button" href={current.pdf} hrefLang={docLang} type="application/pdf">
            {t('ifuDoc.download')} <span className="pdf-size">({current.sizeText})</span>
          </a>
          <p>{t('ifuDoc.reader')}</p>
          <p className="ifu-doc-hash-label">{t('ifuDoc.sha256')}</p>
          <code className="ifu-doc-hash" data-pdf={current.pdf}>
            {current.sha256}
          </code>
          <p className="ifu-doc-help">{t('ifuDoc.sha256Help')}</p>
        </section>

        <section aria-labelledby="ifu-doc-earlier">
          <h2 id="ifu-doc-earlier">{t('ifuDoc.earlier')}</h2>
          {earlier.length === 0 ? (
            <p>{t('ifuDoc.noEarlier')}</p>
          ) : (
            <ul className="ifu-doc-history">
              {earlier.map((r) => (
                <li key={r.pdf}>
                  <a href={r.pdf} hrefLang={docLang} type="application/pdf">
                    {t('ifuDoc.rev')} {r.revision}
                  </a>{' '}
                  — <time dateTime={r.issued}>{r.issuedText}</time>
                  <br />
                  <span className="ifu-doc-help">
                    SHA-256{' '}
                    <code className="ifu-doc-hash" data-pdf={r.pdf}>
                      {r.sha256}
                    </code>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="ifu-doc-qr" aria-labelledby="ifu-doc-qr">
          <h2 id="ifu-doc-qr">{t('ifuDoc.qrTitle')}</h2>
          <img src={qrCode} width="132" height="132" alt={fillText(t('ifuDoc.qrAlt'), { address })} />
          <div>
            <p>{t('ifuDoc.qrHelp')}</p>
            <p className="ifu-doc-address">
              <code>{address}</code>
            </p>
            <a href={qrCode} download={`qr-${document}-${docLang}.svg`.replace(/[^\w.-]+/g, '-')}>
              {t('ifuDoc.qrDownload')}
            </a>
          </div>
        </section>

        <PaperCopyForm product={`${product} (${document})`} language={languageName} languages={languages} />

        <section aria-labelledby="ifu-doc-maker">
          <h2 id="ifu-doc-maker">{t('ifuDoc.manufacturer')}</h2>
          <address className="ifu-doc-maker">
            <strong>{company.name}</strong>
            <br />
            {t('contact.legalAddress')}: {company.legalAddress}
            <br />
            {t('contact.hqAddress')}: {company.hqAddress}
            <br />
            <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a> · <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </section>
      </div>
    </>
  )
}
