import { formatDate } from '#src/catalogue/formatDate.ts'
import { noticeKindNames, safetyKindNames } from '#src/catalogue/noticeKinds.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import type { NoticeCodes } from './noticeCodes'
import { noticeHref, noticesPagePath } from './noticePaths'

/** Under a code of the request list: that it is no longer sold, an open safety notice about it, and its notices of the last twelve months, each linking to it. */
export function NoticeWarnings({ code, index }: { code: string; index: NoticeCodes | undefined }) {
  const t = useT()
  const lang = useLang()
  const entry = index?.[code]
  if (!entry) return null
  return (
    <ul className="request-item__notices">
      {entry.w !== undefined && (
        <li className="request-item__notice request-item__notice--withdrawn">
          <a href={`${noticesPagePath(lang)}?code=${encodeURIComponent(code)}`}>
            {fillText(t('request.noticeWithdrawn'), { date: formatDate(entry.w, lang) })}
          </a>
        </li>
      )}
      {(entry.n ?? []).map(([id, date, kind, safety]) => (
        <li key={id} className={`request-item__notice${safety ? ' request-item__notice--safety' : ''}`}>
          <a href={noticeHref(id, lang)}>
            {safety
              ? fillText(t('request.openSafety'), { kind: safetyKindNames[safety][lang], date: formatDate(date, lang) })
              : fillText(t('request.notice'), { kind: noticeKindNames[kind][lang], date: formatDate(date, lang) })}
          </a>
        </li>
      ))}
    </ul>
  )
}
