import { useState } from 'react'
import { useLang, useT } from '#src/i18n/useT.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { type ComparisonKey, type ComparisonRow, type SortOrder, sortComparison } from './comparisonRows'
import './ComparisonTable.css'

interface Column {
  key: ComparisonKey
  numeric: boolean
  label: string
}

const formats = {
  it: new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: false }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: false }),
}

/**
 * Every code of a product type across its lines, sortable by any column: each header is a button,
 * its column's order said by aria-sort. Without JavaScript the table is in the catalogue's order.
 */
export function ComparisonTable({ columns, rows, caption }: { columns: readonly Column[]; rows: readonly ComparisonRow[]; caption: string }) {
  const t = useT()
  const lang = useLang()
  const [order, setOrder] = useState<SortOrder>()
  const shown = order ? sortComparison(rows, order, lang) : rows
  const sortBy = (key: ComparisonKey) =>
    setOrder((current) => ({ key, direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }))
  return (
    <div className="table-scroll">
      <table className="product-table comparison-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={order?.key === c.key ? order.direction : undefined} className={c.numeric ? 'numeric' : undefined}>
                <button type="button" onClick={() => sortBy(c.key)} aria-label={fillText(t('compare.sortBy'), { column: c.label })}>
                  {c.label}
                  <span aria-hidden="true">{order?.key === c.key ? (order.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.code}>
              {columns.map((c) => {
                const value = r[c.key]
                const text = typeof value === 'number' ? formats[lang].format(value) : (value ?? '')
                return c.key === 'code' ? (
                  <th key={c.key} scope="row">
                    <a href={`${r.href}#${r.code}`}>{text}</a>
                  </th>
                ) : (
                  <td key={c.key} data-label={c.label} className={c.numeric ? 'numeric' : undefined}>
                    {text}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
