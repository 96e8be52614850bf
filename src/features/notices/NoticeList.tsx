import { useCallback } from 'react'
import { useAddressFilter } from '#src/routing/useAddressFilter.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import { NoticeArticle, type NoticeEntry } from './NoticeArticle'
import { filterFromSearch, type NoticeFilter, noticeMatches, searchWithFilter } from './noticeFilter'
import './notices.css'

/**
 * Every notice, newest first, whole in the prerendered page (read without JavaScript as it is);
 * once the page runs, ?line= and ?code= in the address narrow it, and the filter above it changes
 * them and the address together.
 */
export function NoticeList({ notices, lines }: { notices: NoticeEntry[]; lines: { id: string; name: string }[] }) {
  const t = useT()
  const read = useCallback(
    (search: string) =>
      filterFromSearch(
        search,
        lines.map((l) => l.id),
      ),
    [lines],
  )
  const [filter, choose] = useAddressFilter<NoticeFilter>(read, searchWithFilter)
  const shown = notices.filter((n) => noticeMatches(n, filter ?? {}))
  if (notices.length === 0) return <p>{t('notices.none')}</p>
  return (
    <>
      {/* In the page from the start, so that nothing moves when it runs; disabled until then, hidden where scripting is off. */}
      <form className="notices-filter" role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('notices.filterLine')}
          <select value={filter?.line ?? ''} disabled={!filter} onChange={(e) => choose({ ...filter, line: e.currentTarget.value || undefined })}>
            <option value="">{t('notices.allLines')}</option>
            {lines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('notices.filterCode')}
          <input
            type="search"
            value={filter?.code ?? ''}
            disabled={!filter}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            onChange={(e) => choose({ ...filter, code: e.currentTarget.value || undefined })}
          />
        </label>
        <p className="notices-filter__count" role="status">
          {fillText(t('notices.shown'), { shown: shown.length, of: notices.length })}
        </p>
      </form>
      {shown.length === 0 && <p>{t('notices.noneMatch')}</p>}
      <ol className="notice-list">
        {shown.map((n) => (
          <li key={n.id}>
            <NoticeArticle notice={n} />
          </li>
        ))}
      </ol>
    </>
  )
}
