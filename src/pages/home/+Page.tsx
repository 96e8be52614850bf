import type { MouseEvent } from 'react'
import { useData } from 'vike-react/useData'
import { Picture } from '#src/components/Picture.tsx'
import { Paragraphs } from '#src/components/Paragraphs.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'
import './home.css'

const CATEGORIES_ID = 'categories'

/** Smooth scroll on click; without JavaScript the link jumps to the section. */
function scrollToCategories(e: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(CATEGORIES_ID)
  if (!target) return
  e.preventDefault()
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

export default function Page() {
  const { hero, categoriesTitle, categories, newsTitle, news, why } = useData<Data>()
  const t = useT()
  return (
    <>
      <section className={hero.image ? 'hero has-image' : 'hero'}>
        {hero.image && <Picture className="hero-image" image={hero.image} alt="" sizes="100vw" priority />}
        <div className="container hero-content">
          <h1>{hero.title}</h1>
          <p>{hero.subtitle}</p>
          <a className="button" href={`#${CATEGORIES_ID}`} onClick={scrollToCategories}>
            {hero.cta}
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M12 5v14M6 13l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </div>
      </section>

      <section id={CATEGORIES_ID} className="section">
        <div className="container">
          <h2>{categoriesTitle}</h2>
          <ul className="tile-grid category-grid">
            {categories.map((c) => (
              <li key={c.id}>
                <a className="card" href={c.href}>
                  <Picture image={c.image} alt="" sizes="(min-width: 72rem) 23rem, (min-width: 48rem) 45vw, 92vw" />
                  <div className="card-body">
                    <h3>{c.name}</h3>
                    <p>{c.description}</p>
                    <span className="card-more">{t('home.categoryLink')} →</span>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2>{newsTitle}</h2>
          {news.map((n) => (
            <article key={n.id} className="news-item">
              <Picture image={n.image} alt="" sizes="(min-width: 48rem) 22rem, 92vw" />
              <div>
                <h3>{n.title}</h3>
                <Paragraphs text={n.description} />
              </div>
            </article>
          ))}
        </div>
      </section>

      <section className="section">
        <div className="container narrow why">
          <h2>{why.title}</h2>
          <Paragraphs text={why.text} />
        </div>
      </section>
    </>
  )
}
