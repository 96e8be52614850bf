import type { ReactNode } from 'react'
import type { LocalisedTable } from '#src/catalogue/localiseTable.ts'
import { landingPagePath } from '#src/features/digitalLink/digitalLinkPath.ts'

/** One more column of controls for each code row (the request list's "Add to request"). */
export interface RowAction {
  header: string
  render: (code: string) => ReactNode
}

/** A product's codes and sizes; group rows (a paper weight, a variant) span the whole table. */
export function ProductTable({
  table,
  caption,
  rowAction,
  shown,
}: {
  table: LocalisedTable
  caption: string
  rowAction?: RowAction
  shown?: readonly boolean[]
}) {
  const width = table.headers.length + (rowAction ? 1 : 0)
  return (
    <div className="table-scroll">
      <table className="product-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
            {rowAction && (
              <th scope="col" className="request-cell">
                {rowAction.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) =>
            typeof row === 'string' ? (
              <tr key={i} className="group-row" hidden={shown?.[i] === false}>
                <th colSpan={width} scope="colgroup">
                  {row}
                </th>
              </tr>
            ) : (
              // The code is the row's id, so that a link can name one code (…/flat-pouches/#SP-FP-075200).
              <tr key={i} id={row[0]} hidden={shown?.[i] === false}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // The header again, for phones, where each code is shown as a card (see product.css).
                    <td key={j} data-label={table.headers[j]}>
                      {/* A GTIN (the pack's, the box's, the carton's) leads where its label's QR code leads: the landing page its Digital Link redirects to. */}
                      {table.gtins[j] && cell !== '' ? <a href={landingPagePath(cell)}>{cell}</a> : cell}
                    </td>
                  ),
                )}
                {rowAction && (
                  <td className="request-cell" data-label={rowAction.header}>
                    {rowAction.render(row[0]!)}
                  </td>
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  )
}
