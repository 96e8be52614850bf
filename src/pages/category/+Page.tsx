import { useData } from 'vike-react/useData'
import { PageHeader } from '@/components/PageHeader'
import { Picture } from '@/components/Picture'
import type { Data } from './+data'
import './category.css'

type Product = Data['lines'][number]['products'][number]

const TILE_SIZES = '(min-width: 72rem) 17rem, (min-width: 34rem) 45vw, 92vw'

/** Tiles right under the page title (cards layout) are its second-level headings; under a line's h2, third. */
function Tile({ product, withDescription }: { product: Product; withDescription: boolean }) {
  const Heading = withDescription ? 'h2' : 'h3'
  return (
    <li>
      <a className="card" href={product.href}>
        <Picture image={product.image} alt="" sizes={TILE_SIZES} />
        <div className="card-body">
          <Heading>{product.name}</Heading>
          {withDescription && <p>{product.description}</p>}
        </div>
      </a>
    </li>
  )
}

export default function Page() {
  const { name, description, layout, lines } = useData<Data>()
  return (
    <>
      <PageHeader title={name} lead={description} />
      <div className="container section">
        {layout === 'cards' ? (
          <ul className="tile-grid">{lines.flatMap((l) => l.products.map((p) => <Tile key={p.id} product={p} withDescription />))}</ul>
        ) : (
          lines.map((l) => (
            <section key={l.id} className="product-line" aria-labelledby={`line-${l.id}`}>
              <h2 id={`line-${l.id}`}>{l.name}</h2>
              <p className="line-description">{l.description}</p>
              {l.note && <p className="line-note">{l.note}</p>}
              <ul className="tile-grid">
                {l.products.map((p) => (
                  <Tile key={p.id} product={p} withDescription={false} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  )
}
