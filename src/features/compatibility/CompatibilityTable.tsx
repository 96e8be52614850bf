import { useCallback } from 'react'
import { useAddressFilter } from '#src/routing/useAddressFilter.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import type { CompatibilityMatrix, MatrixCell, MatrixColumn } from './compatibilityMatrix'
import { columnsShown, type CompatibilityFilter, filterFromSearch, searchWithFilter } from './compatibilityFilter'
import './compatibility.css'

function Cell({ cell, column }: { cell: MatrixCell; column: MatrixColumn }) {
  const t = useT()
  if (cell.state === 'none')
    return (
      <td className="compat-cell compat-cell--none">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('compatibility.none')}</span>
      </td>
    )
  const word = column.cycle ? t('compatibility.validated') : t('compatibility.suits')
  return (
    <td className={`compat-cell compat-cell--${cell.state}`}>
      {/* On paper, where every column shares one sheet: a mark, and how many where not all. */}
      <span className="compat-cell__mark" aria-hidden="true">
        {cell.state === 'all' ? '✓' : `✓ ${cell.validated}/${cell.of}`}
      </span>
      <span className="compat-cell__state">
        {cell.state === 'all' ? word : `${word}: ${fillText(t('compatibility.some'), { validated: cell.validated, of: cell.of })}`}
      </span>
      {cell.evidence.map((e) => (
        <a key={e.pdf} className="compat-cell__evidence" href={e.pdf} type="application/pdf" title={e.title}>
          {/* The comma keeps the link's name apart from the tag, "Rapporto di prova, PDF"; on paper only the tag shows. */}
          <span>{t('compatibility.evidence')}, </span>
          <span className="pdf-tag">PDF</span>
        </a>
      ))}
    </td>
  )
}

/**
 * The compatibility table, whole in the prerendered page (printed and read without JavaScript as
 * it is); once the page runs, ?method= and ?cycle= in the address narrow its columns, and two
 * choices above it change them and the address together.
 */
export function CompatibilityTable({ matrix }: { matrix: CompatibilityMatrix }) {
  const t = useT()
  const read = useCallback((search: string) => filterFromSearch(search, matrix), [matrix])
  const [filter, choose] = useAddressFilter<CompatibilityFilter>(read, searchWithFilter)
  const groups = columnsShown(matrix, filter ?? {})
  const chosenGroup = matrix.groups.find((g) => g.method === filter?.method)
  return (
    <>
      {filter && (
        <form className="compat-filter" onSubmit={(e) => e.preventDefault()}>
          <span className="compat-filter__title">{t('compatibility.shown')}</span>
          <label>
            {t('compatibility.filterMethod')}
            <select value={filter.method ?? ''} onChange={(e) => choose({ method: e.currentTarget.value || undefined })}>
              <option value="">{t('compatibility.all')}</option>
              {matrix.groups.map((g) => (
                <option key={g.method} value={g.method}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          {chosenGroup && chosenGroup.columns.length > 1 && (
            <label>
              {t('compatibility.filterCycle')}
              <select value={filter.cycle ?? ''} onChange={(e) => choose({ method: filter.method, cycle: e.currentTarget.value || undefined })}>
                <option value="">{t('compatibility.all')}</option>
                {chosenGroup.columns.flatMap((c) =>
                  c.cycle
                    ? [
                        <option key={c.id} value={c.cycle}>
                          {c.label}
                        </option>,
                      ]
                    : [],
                )}
              </select>
            </label>
          )}
        </form>
      )}
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
    </>
  )
}
