import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { ProductTile } from '@/components/ProductTile'
import { useT } from '@/i18n/useT'
import type { Data } from './+data'
import './category.css'

export default function Page() {
  const { name, description, layout, lines } = useData<Data>()
  const t = useT()
  return (
    <>
      <PageHeader title={name} lead={description} />
      <div className="container section">
        {layout === 'cards' ? (
          <ul className="tile-grid">
            {lines
              .flatMap((l) => l.products)
              .map((p, i) => (
                <ProductTile key={p.id} product={p} heading="h2" first={i === 0} />
              ))}
          </ul>
        ) : (
          lines.map((l, li) => (
            <section key={l.id} className="product-line" aria-labelledby={`line-${l.id}`}>
              <h2 id={`line-${l.id}`}>{l.name}</h2>
              <p className="line-description">{l.description}</p>
              {l.note && <p className="line-note">{l.note}</p>}
              <ul className="tile-grid">
                {l.products.map((p, i) => (
                  <ProductTile key={p.id} product={p} heading="h3" first={li === 0 && i === 0} />
                ))}
              </ul>
              {l.all && (
                <p className="line-all">
                  <a href={l.all.href}>
                    {l.name}: {t('category.allProducts')} ({l.all.count}) →
                  </a>
                </p>
              )}
            </section>
          ))
        )}
      </div>
    </>
  )
}
