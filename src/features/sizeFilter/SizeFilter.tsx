import { useEffect, useState } from 'react'
import { useT } from '@/i18n/useT'
import { fillLabel } from '@/features/requestList/fillLabel'
import { parseMm, queryFromSearch, type SizeFields, type SizeQuery, searchWithQuery } from './sizeFilter'
import './sizeFilter.css'

interface Props {
  fields: Exclude<SizeFields, 'none'>
  shown: number
  total: number
  contactHref: string
  onChange: (query: SizeQuery) => void
}

/**
 * "Width at least" and "length at least" fields above a product table. Shown only once the page
 * runs, so without JavaScript the table is simply whole. The values live in the address (?w=&l=).
 */
export function SizeFilter({ fields, shown, total, contactHref, onChange }: Props) {
  const t = useT()
  const [ready, setReady] = useState(false)
  const [text, setText] = useState({ w: '', l: '' })

  useEffect(() => {
    const query = queryFromSearch(location.search, fields)
    setText({ w: query.w === undefined ? '' : String(query.w), l: query.l === undefined ? '' : String(query.l) })
    onChange(query)
    setReady(true)
  }, [])

  const edit = (key: 'w' | 'l', value: string) => {
    const next = { ...text, [key]: value }
    setText(next)
    const w = parseMm(next.w)
    const l = fields === 'widthLength' ? parseMm(next.l) : undefined
    const query: SizeQuery = { ...(w !== undefined ? { w } : {}), ...(l !== undefined ? { l } : {}) }
    onChange(query)
    // The router's own history state is kept; only the address changes.
    history.replaceState(history.state, '', location.pathname + searchWithQuery(location.search, query) + location.hash)
  }

  if (!ready) return null
  const filtering = text.w !== '' || text.l !== ''
  return (
    <div className="size-filter">
      <div className="size-filter__fields">
        <label>
          <span>{t('sizeFilter.width')}</span>
          <input type="text" inputMode="decimal" value={text.w} onChange={(e) => edit('w', e.currentTarget.value)} />
        </label>
        {fields === 'widthLength' && (
          <label>
            <span>{t('sizeFilter.length')}</span>
            <input type="text" inputMode="decimal" value={text.l} onChange={(e) => edit('l', e.currentTarget.value)} />
          </label>
        )}
      </div>
      <p className="size-filter__count" aria-live="polite">
        {filtering && fillLabel(t('sizeFilter.count'), { n: shown, total })}
        {filtering && shown === 0 && (
          <>
            {' '}
            <a href={contactHref}>{t('sizeFilter.none')}</a>
          </>
        )}
      </p>
    </div>
  )
}
