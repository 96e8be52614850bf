import { useT } from '#src/i18n/useT.ts'
import { useAnnouncement } from './announce'
import { fillText } from '#src/i18n/fillText.ts'
import { useRequestList } from './requestStore'
import './RequestLink.css'

/** The header's link to the request list, with the number of codes in it; also the site's live region for list changes. */
export function RequestLink({ href, current }: { href: string; current: boolean }) {
  const t = useT()
  const count = useRequestList().length
  const announcement = useAnnouncement()
  return (
    <>
      <a
        className="icon-button request-link"
        href={href}
        aria-label={fillText(t('header.requestList'), { n: count })}
        aria-current={current ? 'page' : undefined}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <rect x="5" y="4" width="14" height="17" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M9 4V3h6v1M8.5 10h7M8.5 14h7M8.5 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        {count > 0 && (
          <span className="request-link__count" aria-hidden="true">
            {count}
          </span>
        )}
      </a>
      <p className="request-announcer" aria-live="polite">
        {announcement}
      </p>
    </>
  )
}
