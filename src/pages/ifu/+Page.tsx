import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { IfuLookup } from '#src/features/ifu/IfuLookup.tsx'
import { PaperCopyForm } from '#src/features/ifu/PaperCopyForm.tsx'
import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'
import './ifu.css'

export default function Page() {
  const { back, languages, scan } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={t('ifu.title')} back={back} lead={t('ifu.lead')} />
      <div className="container section">
        <IfuLookup />
        {/* Loaded afresh: the scan page's own headers allow the camera. */}
        <a className="button button-outline" href={scan} data-vike="false">
          {t('nav.scan')}
        </a>
        <ul className="ifu-grid">
          {languages.map((l) => (
            <li key={l.code} className="ifu-card" lang={l.code}>
              <h2>
                <img src={l.flag} alt="" width="32" height="24" />
                {l.name}
              </h2>
              <ul className="ifu-documents">
                {l.products.map((p) => (
                  <li key={p.pdf}>
                    <a className="button button-outline" href={p.pdf} target="_blank" rel="noopener" hrefLang={l.code}>
                      {p.name}
                      <span className="pdf-tag">PDF</span>
                    </a>
                    {/* The document's own page: what a label prints, with its revisions and checksum. */}
                    <a className="ifu-revisions" href={p.page} aria-label={fillText(t('ifu.revisionsOf'), { product: p.name, language: l.name })}>
                      {t('ifu.revisions')}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <PaperCopyForm languages={languages.map((l) => l.name)} />
      </div>
    </>
  )
}
