import { memo } from 'react'
import { useT } from '#src/i18n/useT.ts'
import type { Answer } from './compatibilityAnswer'
import { EvidenceLinks } from './EvidenceLinks'
import { validatedText } from './validatedText'

/**
 * The chosen cycle's (or method's) answer: a line a row, its standing and its test reports beside
 * its name, the validated first. Memoised, so that the render showing a new choice leaves it be
 * until the deferred one that answers it (CompatibilityView.tsx).
 */
export const CycleAnswer = memo(function CycleAnswer({ answer }: { answer: Answer }) {
  const t = useT()
  const { column } = answer
  return (
    <ul className="compat-answer" aria-label={column.label}>
      {answer.rows.map((row) => (
        <li key={row.line} className={`compat-answer__row compat-answer__row--${row.standing}`}>
          <span className="compat-answer__line">{row.href ? <a href={row.href}>{row.name}</a> : row.name}</span>
          <span className="compat-answer__standing">
            <span className="compat-answer__state">
              {row.standing === 'all' || row.standing === 'some'
                ? validatedText(t, row.cell, column)
                : t(row.standing === 'methodOnly' ? 'compatibility.methodOnly' : 'compatibility.none')}
            </span>
            <EvidenceLinks evidence={row.cell.evidence} />
          </span>
        </li>
      ))}
    </ul>
  )
})
