import { useState } from 'react'
import { useLang, useT, useUi } from '#src/i18n/useT.ts'
import type { RequestEntry } from './requestStore'
import type { ManufacturerFacts, TenderFacts } from './tenderRows'
import { loadCodeIndex } from './useCodeIndex'

/** The sheet's words besides its headers, in the page's language: the tender sheet and the dossier write them alike. */
export function useTenderFacts(origin: string, manufacturerFacts: ManufacturerFacts): TenderFacts {
  const t = useT()
  const lang = useLang()
  const { company } = useUi()
  return { lang, origin, manufacturer: company.name, address: company.legalAddress, unknown: t('request.unknown'), ...manufacturerFacts }
}

/**
 * "Download the tender sheet": on the click, and not before, loads the sheet's writer and data
 * (writeTenderSheet.ts) and downloads an XLSX of the list in the page's language. A failure is
 * said in words beside the button; the list is untouched.
 */
export function TenderSheetButton({
  list,
  origin,
  manufacturerFacts,
}: {
  list: readonly RequestEntry[]
  origin: string
  manufacturerFacts: ManufacturerFacts
}) {
  const t = useT()
  const lang = useLang()
  const facts = useTenderFacts(origin, manufacturerFacts)
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle')

  const download = async () => {
    if (state === 'working') return
    setState('working')
    try {
      const [{ writeTenderSheet }, codes] = await Promise.all([
        import('./writeTenderSheet'),
        loadCodeIndex(
          list.map((e) => e.code),
          lang,
        ),
      ])
      await writeTenderSheet({ list, codes, facts })
      setState('idle')
    } catch (error) {
      console.warn('The tender sheet could not be made:', error)
      setState('failed')
    }
  }

  return (
    <div className="tender-sheet">
      {/* aria-disabled, not disabled: the button keeps the focus while the sheet is made. */}
      <button type="button" className="button button-outline" aria-disabled={state === 'working'} onClick={() => void download()}>
        {state === 'working' ? t('tender.working') : t('tender.download')}
      </button>
      <p className="tender-sheet__note">{t('tender.holds')}</p>
      {state === 'failed' && (
        <p className="tender-sheet__error" role="alert">
          {t('tender.failed')}
        </p>
      )}
    </div>
  )
}
