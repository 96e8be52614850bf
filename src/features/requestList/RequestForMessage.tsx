import { useLang, useT } from '#src/i18n/useT.ts'
import { requestLines } from './requestLines'
import { updateRequest, useRequestList } from './requestStore'
import { useCodeIndex } from './useCodeIndex'
import './requestListPage.css'

/**
 * What the contact form sends of the request list: its lines, a summary to show above the send
 * button, and what to do once the message went (only the codes sent leave the list, so one added
 * meanwhile in another tab stays).
 */
export function useRequestForMessage(listHref: string, samplesTerms: string) {
  const t = useT()
  const list = useRequestList()
  const lang = useLang()
  const index = useCodeIndex(
    list.map((e) => e.code),
    lang,
  )
  const texts = {
    heading: t('request.mailHeading'),
    quantity: t('request.mailQuantity'),
    unknown: t('request.unknown'),
    samples: t('request.mailSamples'),
    samplesTerms,
  }
  const text = requestLines(list, index, texts, lang)
  const sentCodes = new Set(list.map((e) => e.code))
  const onSent = () => updateRequest((l) => l.filter((e) => !sentCodes.has(e.code)))
  const summary =
    list.length === 0 ? null : (
      <div className="request-summary">
        <p className="request-summary__title">{t('request.withMessage')}</p>
        <pre className="request-summary__lines">{text.split('\n').slice(1).join('\n')}</pre>
        <a href={listHref}>{t('request.edit')}</a>
      </div>
    )
  return { text, summary, onSent }
}
