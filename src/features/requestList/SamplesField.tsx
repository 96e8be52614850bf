import { fillText } from '#src/i18n/fillText.ts'
import { useT } from '#src/i18n/useT.ts'
import { type RequestEntry, setSamples, updateRequest } from './requestStore'

/**
 * The list page's choice of free samples of a code: an Italian tender may require samples
 * identical to the goods offered, and an offer without them is excluded. Named with its code, as
 * the packs field is, since every item of the list has one.
 */
export function SamplesField({ entry }: { entry: RequestEntry }) {
  const t = useT()
  return (
    <label className="request-item__samples">
      <input
        type="checkbox"
        checked={entry.samples === true}
        aria-label={fillText(t('request.samplesOf'), { code: entry.code })}
        onChange={(e) => {
          const yes = e.currentTarget.checked
          updateRequest((l) => setSamples(l, entry.code, yes))
        }}
      />
      <span>{t('request.samples')}</span>
    </label>
  )
}
