import { memo } from 'react'
import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import type { Answer } from './compatibilityAnswer'
import type { CompatibilityFilter } from './compatibilityFilter'
import type { CompatibilityMatrix } from './compatibilityMatrix'

interface Props {
  matrix: CompatibilityMatrix
  /** Undefined in the prerendered page, before the address is read. */
  filter: CompatibilityFilter | undefined
  answer: Answer | undefined
  /** A method's or a cycle's id; undefined for the whole table. */
  choose: (id: string | undefined) => void
}

/** Every method, and under it its named cycles; the same for every choice, so rendered once. */
const ChoiceOptions = memo(function ChoiceOptions({ matrix }: { matrix: CompatibilityMatrix }) {
  const t = useT()
  return matrix.groups.map((g) => (
    <optgroup key={g.method} label={g.name}>
      <option value={g.method}>{fillText(t('compatibility.anyCycleOf'), { method: g.name })}</option>
      {g.columns
        .filter((c) => c.cycle !== undefined)
        .map((c) => (
          <option key={c.id} value={c.cycle}>
            {c.label}
          </option>
        ))}
    </optgroup>
  ))
})

/**
 * "Your sterilizer's cycle": one choice of a method (any cycle of it) or a named cycle, grouped by
 * method, and how many lines it leaves. Prerendered in place but disabled, so that nothing below
 * it moves when the page starts; without JavaScript and on paper it is hidden (compatibility.css).
 */
export function CompatibilityChooser({ matrix, filter, answer, choose }: Props) {
  const t = useT()
  return (
    <form className="compat-filter" onSubmit={(e) => e.preventDefault()}>
      <label>
        {t('compatibility.choose')}
        <select value={filter?.cycle ?? filter?.method ?? ''} disabled={!filter} onChange={(e) => choose(e.currentTarget.value || undefined)}>
          <option value="">{t('compatibility.everything')}</option>
          <ChoiceOptions matrix={matrix} />
        </select>
      </label>
      <p className="compat-filter__count" role="status">
        {answer
          ? fillText(t(answer.column.cycle ? 'compatibility.countValidated' : 'compatibility.countSuitable'), { n: answer.count, total: answer.rows.length })
          : ''}
      </p>
    </form>
  )
}
