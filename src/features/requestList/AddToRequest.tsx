import { startTransition, useState } from 'react'
import { useT } from '#src/i18n/useT.ts'
import { announce } from './announce'
import { fillText } from '#src/i18n/fillText.ts'
import { addTo, clampPacks, packsInput, updateRequest, useRequestPacks } from './requestStore'
import './requestList.css'

/**
 * A code row's quantity field and "Add to request" button; focus stays on the button, the change
 * is announced. `unit` says what one of the quantity is ("packs of 200 pieces"), as the list, the
 * message and the tender sheet write it (src/catalogue/orderUnit.ts).
 */
export function AddToRequest({ code, unit }: { code: string; unit: string }) {
  const t = useT()
  const [packs, setPacks] = useState('1')
  const inList = useRequestPacks(code)
  // Only this row and the header's count follow the change. It is still drawn as a transition, after
  // the tap's paint: a line more in a cell lays the whole table out again.
  const add = () =>
    startTransition(() => {
      const next = updateRequest((l) => addTo(l, code, clampPacks(Number(packs))))
      const total = next.find((e) => e.code === code)?.packs ?? 0
      announce(fillText(t('request.added'), { code, n: total, count: next.length }))
    })
  return (
    <div className="add-to-request">
      <input {...packsInput} value={packs} aria-label={fillText(t('request.packsOf'), { code, unit })} onChange={(e) => setPacks(e.currentTarget.value)} />
      <span className="add-to-request__unit">{unit}</span>
      <button type="button" className="add-to-request__button" aria-label={fillText(t('request.addCode'), { code })} onClick={add}>
        {t('request.add')}
      </button>
      {inList !== undefined && <span className="add-to-request__in">{fillText(t('request.inList'), { n: inList })}</span>}
    </div>
  )
}
