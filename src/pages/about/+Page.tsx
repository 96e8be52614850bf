import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { Paragraphs } from '#src/components/Paragraphs.tsx'
import { Picture } from '#src/components/Picture.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'
import './about.css'

export default function Page() {
  const { title, slogan, back, sections, certifications } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={title} back={back} />
      <div className="container">
        {sections.map((s, i) => (
          <section key={i} className={i % 2 === 1 ? 'about-section reverse' : 'about-section'}>
            <Picture image={s.image} alt={s.alt} sizes="(min-width: 56rem) 34rem, 92vw" priority={i === 0} />
            <div>
              {s.blocks.map((b) => (
                <div key={b.title} className="about-block">
                  <h2>{b.title}</h2>
                  <Paragraphs text={b.text} />
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
      {/* A band with no heading of its own: a <section> would need one. */}
      <div className="slogan">
        <p className="container">{slogan}</p>
      </div>
      <section className="container section certifications">
        <h2>{t('about.certifications')}</h2>
        <p>{t('about.certificationHint')}</p>
        <div className="cert-buttons">
          {certifications.map((c) => (
            <a key={c.id} className="button" href={c.pdf} target="_blank" rel="noopener">
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M12 2l2.6 2.2 3.4-.3.8 3.3 2.9 1.8-1.3 3.1 1.3 3.1-2.9 1.8-.8 3.3-3.4-.3L12 22l-2.6-2.2-3.4.3-.8-3.3-2.9-1.8L3.6 12 2.3 8.9l2.9-1.8.8-3.3 3.4.3z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
                <path d="M8.5 12l2.4 2.4 4.6-4.8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {c.name}
            </a>
          ))}
        </div>
      </section>
    </>
  )
}
