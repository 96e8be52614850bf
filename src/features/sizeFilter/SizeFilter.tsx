import { type FormEvent, startTransition, useEffect, useState } from 'react'
import { useT } from '#src/i18n/useT.ts'
import { rewriteAddress } from '#src/routing/rewriteAddress.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { type PackingRule, pouchFor } from './pouchFinder'
import { parseMm, queryFromSearch, type SizeFields, type SizeQuery, searchWithQuery } from './sizeQuery'
import './SizeFilter.css'

interface Props {
  fields: Exclude<SizeFields, 'none'>
  shown: number
  total: number
  contactHref: string
  onChange: (query: SizeQuery) => void
  /** The packing rule of the pouch finder, on pouches and rolls; without it the finder is not offered. */
  packing?: PackingRule
}

/**
 * "Width at least" and "length at least" fields above a product table. Shown only once the page
 * runs, so without JavaScript the table is simply whole. The values live in the address (?w=&l=).
 * A key shows in its field at once; the table and the count follow as a transition, since the
 * page renders its whole table again.
 */
export function SizeFilter({ fields, shown, total, contactHref, onChange, packing }: Props) {
  const t = useT()
  const [ready, setReady] = useState(false)
  /** What the fields show. */
  const [text, setText] = useState({ w: '', l: '' })
  /** What the table shows, with the pouch finder's answer that set it, if it did. */
  const [applied, setApplied] = useState({ w: '', l: '', found: '' })

  useEffect(() => {
    const query = queryFromSearch(location.search, fields)
    const fromAddress = { w: query.w === undefined ? '' : String(query.w), l: query.l === undefined ? '' : String(query.l) }
    setText(fromAddress)
    setApplied({ ...fromAddress, found: '' })
    onChange(query)
    setReady(true)
  }, [])

  const [item, setItem] = useState({ length: '', width: '', height: '' })

  const apply = (next: { w: string; l: string }, found = '') => {
    setText(next)
    const w = parseMm(next.w)
    const l = fields === 'widthLength' ? parseMm(next.l) : undefined
    const query: SizeQuery = { ...(w !== undefined ? { w } : {}), ...(l !== undefined ? { l } : {}) }
    startTransition(() => {
      setApplied({ ...next, found })
      onChange(query)
    })
    rewriteAddress((search) => searchWithQuery(search, query))
  }
  const edit = (key: 'w' | 'l', value: string) => apply({ ...text, [key]: value })

  const findPouch = (event: FormEvent) => {
    event.preventDefault()
    const [length, width, height] = [parseMm(item.length), parseMm(item.width), parseMm(item.height) ?? 0]
    if (!packing || length === undefined || width === undefined) return
    const need = pouchFor({ length, width, height }, packing)
    const words = {
      size: `${length} × ${width} × ${height} mm`,
      w: need.w,
      l: need.l,
      clearance: packing.clearanceMm,
      fill: Math.round(packing.maxFill * 100),
    }
    apply(
      { w: String(need.w), l: fields === 'widthLength' ? String(need.l) : '' },
      fillText(t(fields === 'widthLength' ? 'pouchFinder.result' : 'pouchFinder.resultWidth'), words),
    )
  }
  const itemField = (key: 'length' | 'width' | 'height') => (
    <label>
      <span>{t(`pouchFinder.${key}`)}</span>
      <input
        type="text"
        inputMode="decimal"
        required={key !== 'height'}
        value={item[key]}
        onChange={(e) => setItem({ ...item, [key]: e.currentTarget.value })}
      />
    </label>
  )

  if (!ready) return null
  const filtering = applied.w !== '' || applied.l !== ''
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
      {packing && (
        <details className="pouch-finder">
          <summary>{t('pouchFinder.title')}</summary>
          <form onSubmit={findPouch}>
            <div className="size-filter__fields">
              {itemField('length')}
              {itemField('width')}
              {itemField('height')}
            </div>
            <button type="submit" className="pouch-finder__submit">
              {t('pouchFinder.submit')}
            </button>
          </form>
          <p className="pouch-finder__rule">{fillText(t('pouchFinder.rule'), { clearance: packing.clearanceMm, fill: Math.round(packing.maxFill * 100) })}</p>
        </details>
      )}
      <p className="size-filter__count" aria-live="polite">
        {applied.found && <span className="pouch-finder__result">{applied.found} </span>}
        {filtering && fillText(t('sizeFilter.count'), { n: shown, total })}
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
