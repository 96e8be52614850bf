import { memo } from 'react'
import { useT } from '#src/i18n/useT.ts'
import type { CompatibilityMatrix, MatrixCell, MatrixColumn } from './compatibilityMatrix'
import { EvidenceLinks } from './EvidenceLinks'
import { validatedText } from './validatedText'

function Cell({ cell, column }: { cell: MatrixCell; column: MatrixColumn }) {
  const t = useT()
  if (cell.state === 'none')
    return (
      <td className="compat-cell compat-cell--none">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('compatibility.none')}</span>
      </td>
    )
  return (
    <td className={`compat-cell compat-cell--${cell.state}`}>
      {/* On paper, where every column shares one sheet: a mark, and how many where not all. */}
      <span className="compat-cell__mark" aria-hidden="true">
        {cell.state === 'all' ? '✓' : `✓ ${cell.validated}/${cell.of}`}
      </span>
      <span className="compat-cell__state">{validatedText(t, cell, column)}</span>
      <EvidenceLinks evidence={cell.evidence} />
    </td>
  )
}

/**
 * The whole compatibility table: a row per line, a column group per method with its own column and
 * its cycles'. Its header row and line column stay in view as it scrolls in its box
 * (compatibility.css). Memoised: a choice above it never renders its hundreds of cells again.
 */
export const CompatibilityTable = memo(function CompatibilityTable({ matrix }: { matrix: CompatibilityMatrix }) {
  const t = useT()
  const { groups } = matrix
  return (
    <div className="table-scroll compat-scroll" role="region" aria-labelledby="compat-caption" tabIndex={0}>
      <table className="compat-table">
        <caption id="compat-caption">{t('compatibility.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('compatibility.line')}
            </th>
            {groups.map((g) => (
              <th key={g.method} scope="colgroup" colSpan={g.columns.length}>
                {g.name}
              </th>
            ))}
          </tr>
          <tr>
            {groups.flatMap((g) =>
              g.columns.map((c) => (
                <th key={c.id} scope="col" className={c.cycle ? 'compat-cycle' : 'compat-method'} title={c.maker}>
                  {c.cycle ? c.label : t('compatibility.anyCycle')}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.line}>
              <th scope="row">{row.href ? <a href={row.href}>{row.name}</a> : row.name}</th>
              {groups.flatMap((g) => g.columns.map((c) => <Cell key={c.id} cell={row.cells[c.id]!} column={c} />))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
})
