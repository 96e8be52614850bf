import { useUi } from '#src/i18n/useT.ts'
import './print.css'

/** Company name and contacts, shown only on paper at the top of a printed datasheet. */
export function PrintLetterhead() {
  const { company } = useUi()
  return (
    <div className="print-only print-letterhead">
      <strong>{company.name}</strong>
      <span>{company.hqAddress}</span>
      <span>
        {company.phone} · {company.email}
      </span>
    </div>
  )
}
