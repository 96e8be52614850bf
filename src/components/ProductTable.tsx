/** A table ready to show: translated headers; a row is its cells, or one string for a group row. */
export interface LocalisedTable {
  headers: string[]
  rows: Array<string[] | string>
}

/** A product's codes and sizes; group rows (a paper weight, a variant) span the whole table. */
export function ProductTable({ table, caption }: { table: LocalisedTable; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="product-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.headers.map((h) => (
              <th key={h} scope="col">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) =>
            typeof row === 'string' ? (
              <tr key={i} className="group-row">
                <th colSpan={table.headers.length} scope="colgroup">{row}</th>
              </tr>
            ) : (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">{cell}</th>
                  ) : (
                    // The header again, for phones, where each code is shown as a card (see product.css).
                    <td key={j} data-label={table.headers[j]}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  )
}
