import { useEffect, useState } from 'react'
import type { Lang } from '#src/catalogue/langs.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import type { RequestLineTexts } from './requestLines'
import { type RequestEntry, updateRequest, useRequestList } from './requestStore'
import './requestListPage.css'

/** The lines of a request, with the code index they need: code the contact page loads only when the list holds codes. */
const messageOf = (list: readonly RequestEntry[], texts: RequestLineTexts, lang: Lang) =>
  import('./requestMessage').then((m) => m.requestMessage(list, texts, lang))

/**
 * What the contact form sends of the request list: its lines (made when the message goes, so that
 * they are whole whatever has loaded by then), a summary of them to show above the send button, and
 * what to do once the message went (only the codes sent leave the list, so one added meanwhile in
 * another tab stays).
 */
export function useRequestForMessage(listHref: string, samplesTerms: string) {
  const t = useT()
  const list = useRequestList()
  const lang = useLang()
  const texts = {
    heading: t('request.mailHeading'),
    quantity: t('request.mailQuantity'),
    unknown: t('request.unknown'),
    samples: t('request.mailSamples'),
    samplesTerms,
  }
  const [shown, setShown] = useState<{ list: readonly RequestEntry[]; text: string }>()
  useEffect(() => {
    if (list.length === 0) return
    let current = true
    void messageOf(list, texts, lang).then((text) => current && setShown({ list, text }))
    return () => {
      current = false
    }
    // The texts follow the language.
  }, [list, lang])
  const attachment = () => (list.length === 0 ? Promise.resolve('') : messageOf(list, texts, lang))
  const sentCodes = new Set(list.map((e) => e.code))
  const onSent = () => updateRequest((l) => l.filter((e) => !sentCodes.has(e.code)))
  const summary =
    list.length === 0 || shown?.list !== list ? null : (
      <div className="request-summary">
        <p className="request-summary__title">{t('request.withMessage')}</p>
        <pre className="request-summary__lines">{shown.text.split('\n').slice(1).join('\n')}</pre>
        <a href={listHref}>{t('request.edit')}</a>
      </div>
    )
  return { attachment, summary, onSent }
}
