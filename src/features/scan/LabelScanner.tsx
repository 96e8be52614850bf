import { type FormEvent, startTransition, useEffect, useRef, useState } from 'react'
import type { TextKey } from '#src/i18n/dictionary.ts'
import { fillText } from '#src/i18n/fillText.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { askForCamera, CameraReader } from './CameraReader'
import { afterNextPaint } from '#src/layout/afterNextPaint.ts'
import { decodeCodes, prepareReader } from './decodeCodes'
import { imageDataOf } from './imageDataOf'
import type { LabelOutcome } from './labelOutcome'
import './scan.css'

/** What the live region says: a step under way, or why the read cannot go on (with the GTIN read when it is not ours). */
type Message = { key: TextKey; gtin?: string; problem?: boolean }

const problemKeys = { notGs1: 'scan.notGs1', checkDigit: 'scan.checkDigit', notOurs: 'scan.notOurs' } as const satisfies Record<string, TextKey>

/**
 * The scan page's three ways to read a label: the camera, a photo, the printed numbers typed. A
 * read goes to the label page of its GTIN, lot, expiry and serial, a full load of the resolver's
 * address; what cannot go on is said in one live region. Images are read in the page and never sent.
 */
export function LabelScanner() {
  const t = useT()
  const lang = useLang()
  const [message, setMessage] = useState<Message | null>(null)
  const [camera, setCamera] = useState<Promise<MediaStream> | null>(null)
  const leaving = useRef(false)
  const photoInput = useRef<HTMLInputElement>(null)
  const lastRead = useRef('')

  /** Follows a text read or typed to its label page, or says why not. */
  const follow = async (text: string) => {
    let outcome: LabelOutcome
    try {
      outcome = await (await import('./labelOutcome')).labelOutcome(text, lang)
    } catch {
      setMessage({ key: 'scan.failed', problem: true })
      return
    }
    if ('address' in outcome) {
      leaving.current = true
      setCamera(null)
      setMessage({ key: 'scan.found' })
      location.assign(outcome.address)
      return
    }
    setMessage({ key: problemKeys[outcome.problem], problem: true, ...('gtin' in outcome && { gtin: outcome.gtin }) })
  }

  /** A frame of the camera: a code seen again is not looked up again while it stays in view. */
  const onFrame = async (texts: string[]) => {
    const text = texts[0]
    if (text === undefined || text === lastRead.current || leaving.current) return
    lastRead.current = text
    await follow(text)
  }

  const onPhoto = async (event: FormEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    if (!file) return
    setCamera(null)
    setMessage({ key: 'scan.photoReading' })
    try {
      const texts = await decodeCodes(await imageDataOf(file))
      if (texts[0] === undefined) setMessage({ key: 'scan.nothingRead', problem: true })
      else await follow(texts[0])
    } catch {
      setMessage({ key: 'scan.nothingRead', problem: true })
    }
  }

  const onTyped = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = String(new FormData(event.currentTarget).get('numbers') ?? '').trim()
    if (text !== '') void follow(text)
  }

  // The reader's download starts with the first tap or photo, not with the page, and once the
  // tap's answer is painted: making the reader ready ends in a long task (ZXing's start-up).
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (!wanted) return
    afterNextPaint(() => {
      prepareReader().catch(() => undefined)
      import('./labelOutcome').catch(() => undefined)
    })
  }, [wanted])

  return (
    <div className="scan">
      <p className={message?.problem ? 'scan-message scan-message--problem' : 'scan-message'} role="status" aria-live="polite">
        {message && fillText(t(message.key), { gtin: message.gtin ?? '' })}
      </p>
      <section className="scan-way" aria-labelledby="scan-camera">
        <h2 id="scan-camera">{t('scan.camera')}</h2>
        {camera ? (
          <CameraReader
            camera={camera}
            onFrame={onFrame}
            onStarted={() => setMessage({ key: 'scan.cameraLooking' })}
            onRefused={() => {
              setCamera(null)
              setMessage({ key: 'scan.cameraRefused', problem: true })
              photoInput.current?.focus()
            }}
            onFailed={() => {
              setCamera(null)
              setMessage({ key: 'scan.failed', problem: true })
            }}
            onStop={() => setCamera(null)}
          />
        ) : (
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                lastRead.current = ''
                setWanted(true)
                setMessage({ key: 'scan.loading' })
                // Asked for in the tap itself: the camera starts while the page renders and the reader downloads.
                const stream = askForCamera()
                stream.catch(() => undefined)
                // The message is the tap's answer; the camera's view is drawn after it is painted.
                startTransition(() => setCamera(stream))
              }}
            >
              {t('scan.cameraStart')}
            </button>
            {/* A page's first video makes the browser parse its media stylesheet (125 KB): at load, not in the tap. */}
            <video hidden />
          </>
        )}
      </section>
      <section className="scan-way" aria-labelledby="scan-photo">
        <h2 id="scan-photo">{t('scan.photo')}</h2>
        <label className="button button-outline scan-photo">
          {t('scan.photoChoose')}
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            capture="environment"
            className="scan-photo__input"
            onClick={() => setWanted(true)}
            onChange={onPhoto}
          />
        </label>
      </section>
      <section className="scan-way" aria-labelledby="scan-typed">
        <h2 id="scan-typed">{t('scan.typed')}</h2>
        <form className="scan-typed" onSubmit={onTyped}>
          <label className="scan-typed__field">
            {t('scan.typedLabel')}
            <input name="numbers" type="text" inputMode="text" autoComplete="off" spellCheck={false} aria-describedby="scan-typed-hint" />
          </label>
          <p id="scan-typed-hint" className="scan-typed__hint">
            {t('scan.typedHint')}
          </p>
          <button className="button" type="submit">
            {t('scan.typedSubmit')}
          </button>
        </form>
      </section>
    </div>
  )
}
