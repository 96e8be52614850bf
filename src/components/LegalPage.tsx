import { PageHeader } from './PageHeader'

/** Disclaimer and privacy: long texts from catalogue/legal, as HTML made at build time. */
export function LegalPage({ title, html, back }: { title: string; html: string; back: string }) {
  return (
    <>
      <PageHeader title={title} back={back} />
      <div className="container section">
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  )
}
