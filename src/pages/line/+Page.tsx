import { useData } from 'vike-react/useData'
import { PageHeader } from '#src/components/PageHeader.tsx'
import { ProductTile } from '#src/components/ProductTile.tsx'
import type { Data } from './+data'
import '../category/category.css'

export default function Page() {
  const { name, description, note, category, products } = useData<Data>()
  return (
    <>
      <PageHeader title={name} lead={description} back={category} />
      <div className="container section product-line">
        {note && <p className="line-note">{note}</p>}
        <ul className="tile-grid">
          {products.map((p, i) => (
            <ProductTile key={p.id} product={p} heading="h2" first={i === 0} />
          ))}
        </ul>
      </div>
    </>
  )
}
