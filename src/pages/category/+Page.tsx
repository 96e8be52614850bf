import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { MethodFilter } from '#src/features/methodFilter/MethodFilter.tsx'
import { suits } from '#src/features/methodFilter/methodQuery.ts'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { ProductTile } from '#src/components/ProductTile.tsx'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'
import './category.css'

export default function Page() {
  const { name, description, layout, lines, methods, cycles } = useData<Data>()
  const t = useT()
  const [method, setMethod] = useState<string>()
  const products = lines.flatMap((l) => l.products)
  return (
    <>
      <PageHeader title={name} lead={description} />
      <div className="container section">
        {methods.length > 0 && (
          <MethodFilter
            options={methods}
            cycles={cycles}
            shown={products.filter((p) => suits(p.methods, method, p.cycles)).length}
            total={products.length}
            onChange={setMethod}
          />
        )}
        {layout === 'cards' ? (
          <ul className="tile-grid">
            {lines
              .flatMap((l) => l.products)
              .map((p, i) => (
                <ProductTile key={p.id} product={p} heading="h2" first={i === 0} hidden={!suits(p.methods, method, p.cycles)} />
              ))}
          </ul>
        ) : (
          lines.map((l, li) => (
            <section key={l.id} className="product-line" aria-labelledby={`line-${l.id}`} hidden={!l.products.some((p) => suits(p.methods, method, p.cycles))}>
              <h2 id={`line-${l.id}`}>{l.name}</h2>
              <p className="line-description">{l.description}</p>
              {l.note && <p className="line-note">{l.note}</p>}
              <ul className="tile-grid">
                {l.products.map((p, i) => (
                  <ProductTile key={p.id} product={p} heading="h3" first={li === 0 && i === 0} hidden={!suits(p.methods, method, p.cycles)} />
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
