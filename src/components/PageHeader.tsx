import type { ReactNode } from 'react'
import { BackButton } from './BackButton'

interface Props {
  title: string
  /** Where Back leads when there is no in-app history; no Back button when absent. */
  back?: string
  /** A line above the title (breadcrumb, category). */
  eyebrow?: ReactNode
  lead?: ReactNode
}

/** The band at the top of every inner page: Back, title and an optional introduction. */
export function PageHeader({ title, back, eyebrow, lead }: Props) {
  return (
    <div className="page-header">
      <div className="container">
        {back !== undefined && <BackButton fallback={back} />}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
      </div>
    </div>
  )
}
