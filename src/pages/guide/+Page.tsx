import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { PrintLetterhead } from '#src/features/downloads/PrintLetterhead.tsx'
import type { Data } from './+data'
import './guide.css'

/**
 * The packing guide: contents, then each section of catalogue/guide, its drawing under its heading
 * (src/features/packingGuide/drawings/), the label symbols under theirs, and a way back to the contents.
 */
export default function Page() {
  const { title, back, intro, sections, labels, symbols } = useData<Data>()
  return (
    <>
      <PageHeader title={title} back={back} />
      <div className="container section guide-page">
        <PrintLetterhead />
        {intro && <div className="prose" dangerouslySetInnerHTML={{ __html: intro }} />}
        <nav className="guide-contents" aria-labelledby="guide-contents">
          <h2 id="guide-contents">{labels.contents}</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s) => (
          <section key={s.id} className="guide-section" aria-labelledby={s.id}>
            <h2 id={s.id}>{s.title}</h2>
            {s.drawing && (
              <figure id={s.drawing.id} className="guide-drawing">
                <div dangerouslySetInnerHTML={{ __html: s.drawing.svg }} />
                <figcaption>{s.drawing.caption}</figcaption>
              </figure>
            )}
            <div className="prose" dangerouslySetInnerHTML={{ __html: s.html }} />
            {s.id === 'symbols' && (
              <div className="table-scroll">
                <table className="guide-symbols">
                  <caption>{labels.caption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{labels.symbol}</th>
                      <th scope="col">{labels.meaning}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {symbols.map((symbol) => (
                      <tr key={symbol.id}>
                        <td>
                          <img src={symbol.src} alt={symbol.title} width={symbol.size} height={symbol.size} loading="lazy" decoding="async" />
                        </td>
                        <td>
                          <strong>{symbol.title}</strong>
                          <br />
                          {symbol.meaning}
                          <br />
                          <small className="guide-symbol-clause">
                            {labels.clause} {symbol.clause}
                          </small>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p className="guide-to-contents">
              <a href="#guide-contents">{labels.toContents}</a>
            </p>
          </section>
        ))}
      </div>
    </>
  )
}
