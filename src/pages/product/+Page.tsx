import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { BackButton } from '#src/components/BackButton.tsx'
import { Picture } from '#src/components/Picture.tsx'
import { ProductTable } from '#src/components/ProductTable.tsx'
import { PrintLetterhead } from '#src/features/downloads/PrintLetterhead.tsx'
import { ProductDownloads } from '#src/features/downloads/ProductDownloads.tsx'
import { SizeFilter } from '#src/features/sizeFilter/SizeFilter.tsx'
import '#src/features/notices/notices.css'
import { type SizeQuery, sizeFieldsOf, visibleRows } from '#src/features/sizeFilter/sizeQuery.ts'
import { AddToRequest } from '#src/features/requestList/AddToRequest.tsx'
import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import type { Data } from './+data'
import './product.css'

export default function Page() {
  const {
    meta,
    name,
    lineName,
    category,
    description,
    image,
    note,
    featuresHtml,
    table,
    downloads,
    regulatoryHtml,
    url,
    sizes,
    contactHref,
    packing,
    units,
    comparison,
    linksHtml,
    withdrawn,
    withdrawnCodes,
    noticesHtml,
    safetyHtml,
  } = useData<Data>()
  const { urlPathname } = usePageContext()
  const [sizeQuery, setSizeQuery] = useState<SizeQuery>({})
  const sizeFields = sizeFieldsOf(sizes.filter((s) => s !== 'group'))
  const shown = visibleRows(sizes, sizeQuery)
  const codes = sizes.filter((s) => s !== 'group').length
  const t = useT()
  return (
    <div className="container section product-page">
      <PrintLetterhead />
      <BackButton fallback={category.href} />
      <div className="product-intro">
        <div>
          <p className="eyebrow">
            <a href={category.href}>{category.name}</a>
            {lineName && ` · ${lineName}`}
          </p>
          <h1>{name}</h1>
          {safetyHtml && <div dangerouslySetInnerHTML={{ __html: safetyHtml }} />}
          {withdrawn && (
            <div className="withdrawn-notice" role="note">
              <p>
                <strong>{fillText(t('product.withdrawn'), { date: withdrawn.date })}</strong>
              </p>
              {withdrawn.ifu.length > 0 && (
                <p>
                  {t('product.withdrawnIfu')}{' '}
                  {withdrawn.ifu.map((d, i) => (
                    <span key={d.href}>
                      {i > 0 && ' · '}
                      <a href={d.href} hrefLang={d.language}>
                        {d.name}
                      </a>
                    </span>
                  ))}
                </p>
              )}
            </div>
          )}
          <p className="lead">{description}</p>
          {note && <p className="line-note">{note}</p>}
        </div>
        <Picture className="product-image" image={image} alt={name} sizes="(min-width: 64rem) 34rem, 92vw" priority />
      </div>
      {noticesHtml && <div dangerouslySetInnerHTML={{ __html: noticesHtml }} />}
      {featuresHtml && (
        <section className="product-features">
          <h2>{t('product.features')}</h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: featuresHtml }} />
        </section>
      )}
      {table && (
        <section className="product-codes">
          <h2>{t('product.table')}</h2>
          {sizeFields !== 'none' && (
            <SizeFilter
              key={urlPathname}
              fields={sizeFields}
              shown={shown.filter((v, i) => v && sizes[i] !== 'group').length}
              total={codes}
              contactHref={contactHref}
              onChange={setSizeQuery}
              packing={packing}
            />
          )}
          <ProductTable
            shown={shown}
            table={table}
            caption={name}
            rowAction={withdrawn ? undefined : { header: t('request.column'), render: (code) => <AddToRequest code={code} unit={units[code] ?? ''} /> }}
          />
          {downloads && <ProductDownloads {...downloads} table={table} title={meta.title} page={url} />}
          {comparison && (
            <p className="comparison-link">
              <a href={comparison.href}>{comparison.text}</a>
            </p>
          )}
        </section>
      )}
      {linksHtml && <div dangerouslySetInnerHTML={{ __html: linksHtml }} />}
      {withdrawnCodes.rows.length > 0 && (
        <section className="product-codes withdrawn-codes">
          <h2>{t('product.withdrawnCodes')}</h2>
          <div className="table-scroll">
            <table className="product-table">
              <caption>{t('product.withdrawnCodes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{withdrawnCodes.headers.code}</th>
                  <th scope="col">{withdrawnCodes.headers.size}</th>
                  <th scope="col">{withdrawnCodes.headers.since}</th>
                </tr>
              </thead>
              <tbody>
                {withdrawnCodes.rows.map((c) => (
                  <tr key={c.code} id={c.code}>
                    <th scope="row">{c.code}</th>
                    <td data-label={withdrawnCodes.headers.size}>{c.size}</td>
                    <td data-label={withdrawnCodes.headers.since}>{c.date}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {regulatoryHtml && <div dangerouslySetInnerHTML={{ __html: regulatoryHtml }} />}
      <p className="print-only print-url">
        {t('downloads.print')} {url}
      </p>
    </div>
  )
}
