import { type FormEvent, useState } from 'react'
import { useLang, useT } from '#src/i18n/useT.ts'
import { ifuDocumentPath } from '#src/catalogue/routesOf.ts'
import { looksLikeGs1 } from '#src/search/gs1Input.ts'
import { type IfuLookupIndex, type LookupAnswer, lookUpCode } from './ifuLookupIndex'
import './IfuLookup.css'

let index: Promise<IfuLookupIndex> | undefined
/** The lookup index, fetched on first use (a few KB), then kept. */
function loadIndex(): Promise<IfuLookupIndex> {
  index ??= import('#src/generated/ifu-lookup.json').then((m) => m.default as unknown as IfuLookupIndex)
  index.catch(() => {
    index = undefined
  })
  return index
}

type State = { kind: 'idle' } | { kind: 'found'; answer: LookupAnswer } | { kind: 'unknown'; code: string } | { kind: 'failed' }

/** "Product code on the label": the IFU documents covering a code, in every language. */
export function IfuLookup() {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<State>({ kind: 'idle' })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    if (code === '') return
    try {
      const index = await loadIndex()
      // A number read off the label (the GTIN under its barcode, a scanned element string or
      // Digital Link URI) names its code through its GTIN; the parser comes only for such input.
      const gtin = looksLikeGs1(code) ? (await import('#src/search/readGs1.ts')).readGs1(code)?.gtin : undefined
      const answer = lookUpCode(index, code, lang) ?? (gtin === undefined ? undefined : lookUpCode(index, code, lang, gtin))
      setState(answer ? { kind: 'found', answer } : { kind: 'unknown', code })
    } catch {
      setState({ kind: 'failed' })
    }
  }

  return (
    <section className="ifu-lookup" aria-labelledby="ifu-lookup-title">
      <h2 id="ifu-lookup-title">{t('ifuLookup.title')}</h2>
      <form className="ifu-lookup__form" onSubmit={submit} role="search">
        <label className="ifu-lookup__field">
          {t('ifuLookup.label')}
          <input name="code" type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="SP-FP-075200" />
        </label>
        <button className="button" type="submit">
          {t('ifuLookup.submit')}
        </button>
      </form>
      <div className="ifu-lookup__answer" aria-live="polite">
        {state.kind === 'found' && (
          <>
            <p>
              {t('ifuLookup.found').replace('{code}', state.answer.code)} <strong>{state.answer.product}</strong>
            </p>
            <ul className="ifu-lookup__docs">
              {state.answer.documents.map((d) => (
                <li key={`${d.page}/${d.language}`}>
                  <a href={ifuDocumentPath(`${d.page}/${d.language}`, lang)} hrefLang={d.language}>
                    {d.languageName}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {state.kind === 'unknown' && <p className="ifu-lookup__none">{t('ifuLookup.unknown').replace('{code}', state.code)}</p>}
        {state.kind === 'failed' && <p className="ifu-lookup__none">{t('ifuLookup.failed')}</p>}
      </div>
    </section>
  )
}
