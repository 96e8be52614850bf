import { useEffect, useRef, useState } from 'react'
import { type OrderUnit, piecesText, unitText } from '#src/catalogue/orderUnit.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { announce } from './announce'
import { fillText } from '#src/i18n/fillText.ts'
import { clampPacks, packsInput, type RequestEntry, removeFrom, setPacks, updateRequest, useRequestList } from './requestStore'
import { DossierButton } from './DossierButton'
import { SamplesField } from './SamplesField'
import { TenderSheetButton } from './TenderSheetButton'
import type { ManufacturerFacts } from './tenderRows'
import { useCodeIndex } from './useCodeIndex'
import { NoticeWarnings } from '#src/features/notices/NoticeWarnings.tsx'
import { useNoticeCodes } from '#src/features/notices/useNoticeCodes.ts'
import { useHydrated } from './useHydrated'
import './requestListPage.css'

function PacksField({ entry, unit }: { entry: RequestEntry; unit?: OrderUnit }) {
  const t = useT()
  const lang = useLang()
  // What is typed is kept as typed (an emptied field while retyping); the list gets whole numbers only.
  const [text, setText] = useState(String(entry.packs))
  useEffect(() => setText((current) => (Number(current) === entry.packs ? current : String(entry.packs))), [entry.packs])
  return (
    <label className="request-item__packs">
      <span>{t('request.packs')}</span>
      <input
        {...packsInput}
        value={text}
        aria-label={fillText(t('request.packsOf'), { code: entry.code, unit: unit ? unitText(unit, lang) : '' })}
        onChange={(e) => {
          const value = e.currentTarget.value
          setText(value)
          if (value !== '' && Number(value) >= 1) updateRequest((l) => setPacks(l, entry.code, Number(value)))
        }}
        onBlur={() => setText(String(clampPacks(Number(text) || entry.packs)))}
      />
      {unit && <span className="request-item__total">{fillText(t('request.total'), { pieces: piecesText(entry.packs * unit.pieces, lang) })}</span>}
    </label>
  )
}

/**
 * The list page: each code with its product, size and ordering unit; quantities can be changed and
 * codes removed, and the list downloaded as a tender sheet. `origin`: the site's public address,
 * which the sheet's links start with; `manufacturerFacts`: the SRN and ISO 13485 certificate as the sheet writes them.
 */
export function RequestListView({ contactHref, origin, manufacturerFacts }: { contactHref: string; origin: string; manufacturerFacts: ManufacturerFacts }) {
  const t = useT()
  const lang = useLang()
  const list = useRequestList()
  const index = useCodeIndex(
    list.map((e) => e.code),
    lang,
  )
  const notices = useNoticeCodes(list.length > 0)
  const hydrated = useHydrated()
  const listRef = useRef<HTMLUListElement>(null)
  const contactLink = useRef<HTMLAnchorElement>(null)

  const remove = (code: string, position: number) => {
    const next = updateRequest((l) => removeFrom(l, code))
    announce(fillText(t('request.removed'), { code }))
    // Focus goes to the Remove button that takes the removed one's place, not back to the top of the page.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.request-item__remove')
      const target = buttons?.[Math.min(position, next.length - 1)]
      if (target) target.focus()
      else contactLink.current?.focus()
    })
  }

  return (
    <div className="request-list">
      {!hydrated && (
        <noscript>
          <p className="request-list__empty">{t('request.needsScript')}</p>
        </noscript>
      )}
      {list.length === 0 ? (
        // Until the page runs the list is unknown: the empty message keeps its place, unseen, so
        // nothing moves for the many who have no list, and no one is told a list is empty that is not.
        <p className={hydrated ? 'request-list__empty' : 'request-list__empty request-list__empty--pending'}>{t('request.empty')}</p>
      ) : (
        <ul className="request-list__items" ref={listRef}>
          {list.map((entry, position) => {
            const info = index?.[entry.code]
            // A code no longer sold is said so by its warning, not called unknown.
            const unknown = index !== undefined && !info && notices?.[entry.code]?.w === undefined
            return (
              <li key={entry.code} className={unknown ? 'request-item request-item--unknown' : 'request-item'}>
                <div className="request-item__what">
                  <strong className="request-item__code">{entry.code}</strong>
                  {info ? (
                    <>
                      <a href={info.href}>{info.product}</a>
                      <span className="request-item__facts">
                        {[info.size, fillText(t('request.unit'), { unit: unitText(info.unit, lang) })].filter((s) => s !== '').join(' · ')}
                      </span>
                    </>
                  ) : (
                    unknown && <span className="request-item__unknown">{t('request.unknown')}</span>
                  )}
                  <NoticeWarnings code={entry.code} index={notices} />
                </div>
                <PacksField entry={entry} unit={info?.unit} />
                <SamplesField entry={entry} />
                <button
                  type="button"
                  className="request-item__remove"
                  aria-label={fillText(t('request.removeCode'), { code: entry.code })}
                  onClick={() => remove(entry.code, position)}
                >
                  {t('request.remove')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="request-list__actions">
        <a className="button" href={contactHref} ref={contactLink}>
          {t('request.toContact')}
        </a>
        {list.length > 0 && <TenderSheetButton list={list} origin={origin} manufacturerFacts={manufacturerFacts} />}
        {list.length > 0 && <DossierButton list={list} origin={origin} manufacturerFacts={manufacturerFacts} />}
      </div>
    </div>
  )
}
