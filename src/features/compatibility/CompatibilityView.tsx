import { useCallback, useDeferredValue, useMemo } from 'react'
import { useAddressFilter } from '#src/routing/useAddressFilter.ts'
import { answerFor } from './compatibilityAnswer'
import type { CompatibilityMatrix } from './compatibilityMatrix'
import { type CompatibilityFilter, filterFromSearch, filterOf, searchWithFilter } from './compatibilityFilter'
import { CycleAnswer } from './CycleAnswer'
import { CompatibilityChooser } from './CompatibilityChooser'
import { CompatibilityTable } from './CompatibilityTable'
import './compatibility.css'

/**
 * The compatibility page's body, prerendered with the whole table, which is what a page without
 * JavaScript and paper show. Once it runs, the address's ?method= or ?cycle= (or the choice above
 * the table, which rewrites them) is answered line by line above the table; on a phone the answer
 * takes the table's place (compatibility.css).
 */
export function CompatibilityView({ matrix }: { matrix: CompatibilityMatrix }) {
  const read = useCallback((search: string) => filterFromSearch(search, matrix), [matrix])
  const [filter, choose] = useAddressFilter<CompatibilityFilter>(read, searchWithFilter)
  // The choice shows at once; its answer follows in a render that yields to the browser.
  const answered = useDeferredValue(filter)
  const answer = useMemo(() => answered && answerFor(matrix, answered), [matrix, answered])
  return (
    <div className={answer ? 'compat compat--answered' : 'compat'}>
      <CompatibilityChooser matrix={matrix} filter={filter} answer={answer} choose={(id) => choose(filterOf(id, matrix))} />
      {answer && <CycleAnswer answer={answer} />}
      <CompatibilityTable matrix={matrix} />
    </div>
  )
}
