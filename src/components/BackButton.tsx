import type { MouseEvent } from 'react'
import { hasInAppHistory } from '#src/routing/inAppHistory.ts'
import { useT } from '#src/i18n/useT.ts'

/**
 * Goes one step back in history when the visitor came from another page of the site; otherwise
 * (a page opened directly, or JavaScript off) it is a plain link to `fallback`.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const t = useT()
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!hasInAppHistory()) return
    e.preventDefault()
    history.back()
  }
  return (
    <a className="back-button" href={fallback} onClick={onClick}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('common.back')}
    </a>
  )
}
