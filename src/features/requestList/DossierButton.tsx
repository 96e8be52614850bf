import { useEffect, useState } from 'react'
import { formatDate } from '#src/catalogue/formatDate.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import type { Dossier } from './dossier/makeDossier'
import type { RequestEntry } from './requestStore'
import type { ManufacturerFacts } from './tenderRows'
import { useTenderFacts } from './TenderSheetButton'
import { loadCodeIndex } from './useCodeIndex'

type State = { is: 'idle' | 'working' | 'failed' } | { is: 'ready'; dossier: Dossier; href: string }

/** "2,1 MB", "480 KB": the size as the page's language writes it. */
function sizeText(bytes: number, lang: string): string {
  const mb = bytes >= 1e6
  const n = new Intl.NumberFormat(lang, { maximumFractionDigits: mb ? 1 : 0 }).format(mb ? bytes / 1e6 : Math.max(1, bytes / 1e3))
  return `${n} ${mb ? 'MB' : 'KB'}`
}

/**
 * "Download the tender dossier": on the click, and not before, loads the dossier's code
 * (dossier/makeDossier.ts) and makes the ZIP; the page then says how many files it holds and its
 * size, which documents are expired or missing, and offers it to save. A changed list makes it anew.
 */
export function DossierButton({ list, origin, manufacturerFacts }: { list: readonly RequestEntry[]; origin: string; manufacturerFacts: ManufacturerFacts }) {
  const t = useT()
  const lang = useLang()
  const facts = useTenderFacts(origin, manufacturerFacts)
  const [state, setState] = useState<State>({ is: 'idle' })
  const key = list.map((e) => `${e.code}:${e.packs}:${e.samples === true}`).join(',')

  // A dossier made for another list, or another language, is not offered.
  useEffect(() => () => setState({ is: 'idle' }), [key, lang])
  useEffect(() => (state.is === 'ready' ? () => URL.revokeObjectURL(state.href) : undefined), [state])

  const make = async () => {
    if (state.is === 'working') return
    setState({ is: 'working' })
    try {
      const [{ makeDossier }, codes] = await Promise.all([
        import('./dossier/makeDossier'),
        loadCodeIndex(
          list.map((e) => e.code),
          lang,
        ),
      ])
      const dossier = await makeDossier({ list, codes, facts })
      setState({ is: 'ready', dossier, href: URL.createObjectURL(dossier.blob) })
    } catch (error) {
      console.warn('The tender dossier could not be made:', error)
      setState({ is: 'failed' })
    }
  }

  return (
    <div className="tender-sheet tender-dossier">
      <button type="button" className="button button-outline" aria-disabled={state.is === 'working'} onClick={() => void make()}>
        {state.is === 'working' ? t('tender.dossierWorking') : t('tender.dossier')}
      </button>
      <p className="tender-sheet__note">{t('tender.dossierHolds')}</p>
      <div role="status" className="tender-dossier__status">
        {state.is === 'ready' && (
          <>
            <p>{fillText(t('tender.dossierReady'), { files: state.dossier.files, size: sizeText(state.dossier.blob.size, lang) })}</p>
            {(state.dossier.expired.length > 0 || state.dossier.missing.length > 0) && (
              <ul className="tender-dossier__warnings">
                {state.dossier.expired.map((f) => (
                  <li key={f.path}>{fillText(t('tender.dossierExpired'), { what: f.what, date: formatDate(f.validUntil!, lang) })}</li>
                ))}
                {state.dossier.missing.map((m) => (
                  <li key={m.what}>{fillText(t('tender.dossierMissing'), { what: m.what, codes: m.codes.join(', ') })}</li>
                ))}
              </ul>
            )}
            <a className="button" href={state.href} download={state.dossier.name}>
              {fillText(t('tender.dossierSave'), { size: sizeText(state.dossier.blob.size, lang) })}
            </a>
          </>
        )}
      </div>
      {state.is === 'failed' && (
        <p className="tender-sheet__error" role="alert">
          {t('tender.dossierFailed')}
        </p>
      )}
    </div>
  )
}
