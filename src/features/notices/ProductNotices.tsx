import type { productNoticesOf } from './productNoticesOf'
import './notices.css'

type Notices = NonNullable<ReturnType<typeof productNoticesOf>>

/** On a product page: the notices of the last twelve months that affect its codes, with the codes each names of it. */
export function ProductNotices({ notices }: { notices: Notices }) {
  return (
    <section className="product-notices" aria-labelledby="product-notices-title">
      <h2 id="product-notices-title">{notices.heading}</h2>
      <ul className="notice-list">
        {notices.items.map((n) => (
          <li key={n.href} className="notice">
            <p className="notice__meta">
              <time dateTime={n.date}>{n.dateText}</time>
              <span className={`notice__kind notice__kind--${n.kind}`}>{n.kindName}</span>
            </p>
            <h3>
              <a href={n.href}>{n.title}</a>
            </h3>
            <p>{n.text}</p>
            <p className="notice__codes">
              {notices.codesLabel}: {n.codes.join(', ')}
            </p>
          </li>
        ))}
      </ul>
      <p>
        <a href={notices.all.href}>{notices.all.text}</a>
      </p>
    </section>
  )
}
