import { useState } from 'react'
import { useT } from '@/i18n/useT'
import { announce } from './announce'
import { fillLabel } from '@/i18n/fillLabel'
import { addTo, clampPacks, packsInput, type RequestEntry, updateRequest } from './requestStore'
import './requestList.css'

/** A code row's packs field and "Add to request" button; focus stays on the button, the change is announced. */
export function AddToRequest({ code, list }: { code: string; list: readonly RequestEntry[] }) {
  const t = useT()
  const [packs, setPacks] = useState('1')
  const inList = list.find((e) => e.code === code)
  const add = () => {
    const next = updateRequest((l) => addTo(l, code, clampPacks(Number(packs))))
    const total = next.find((e) => e.code === code)?.packs ?? 0
    announce(fillLabel(t('request.added'), { code, n: total, count: next.length }))
  }
  return (
    <div className="add-to-request">
      <input
        {...packsInput}
        value={packs}
        aria-label={fillLabel(t('request.packsOf'), { code })}
        onChange={(e) => setPacks(e.currentTarget.value)}
      />
      <button type="button" className="add-to-request__button" aria-label={fillLabel(t('request.addCode'), { code })} onClick={add}>
        {t('request.add')}
      </button>
      {inList && <span className="add-to-request__in">{fillLabel(t('request.inList'), { n: inList.packs })}</span>}
    </div>
  )
}
