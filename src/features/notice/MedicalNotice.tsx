import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import type { Lang } from '#src/catalogue/langs.ts'
import type { TextKey } from '#src/i18n/dictionary.ts'
import { textOf } from '#src/i18n/texts.ts'
import { routeLangParam } from '#src/i18n/routeLang.ts'
import { useLang, useT } from '#src/i18n/useT.ts'
import { afterNextPaint } from '#src/layout/afterNextPaint.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import { isNoticeAccepted, storeNoticeAcceptance } from './noticeAcceptance'
import './MedicalNotice.css'

/**
 * The notice that the site is for healthcare professionals. It is in the prerendered HTML (so it
 * is there at first paint and works without JavaScript: Accept closes it, the links are links);
 * the head script hides it before paint for visitors who accepted earlier. Once hydrated it is
 * re-opened as a modal dialog: on top of everything, the page behind inert, focus kept inside.
 */
export function MedicalNotice() {
  const t = useT()
  const lang = useLang()
  const pageContext = usePageContext()
  // A page outside the route table (404) is one file for both languages: the notice says
  // everything in both, and <html lang>, set before the first paint (pageLanguageScript.ts), shows
  // one; changed from one language to the other after hydration, the panel would move.
  const both = routeLangParam(pageContext) === undefined
  // An Italian page's notice is in English too, shown instead before the first paint when the
  // browser prefers English (noticeHeadScript.ts, MedicalNotice.css), with an offer to read the
  // page in English: an English reader is never asked to accept a text they cannot read, and
  // nothing switches on its own.
  const { noticeOther, twin } = pageContext
  const say = (key: TextKey): ReactNode => {
    if (both) return Object.entries(pageContext.ui).map(([l, ui]) => <InLanguage key={l} lang={l as Lang} text={textOf(ui.texts, key)} />)
    if (!noticeOther) return t(key)
    return (
      <>
        <span data-notice={lang}>{t(key)}</span>
        <span data-notice={noticeOther.lang} lang={noticeOther.lang}>
          {textOf(noticeOther.texts, key)}
        </span>
      </>
    )
  }
  const dialog = useRef<HTMLDialogElement>(null)
  const answered = useRef(false)
  const [open, setOpen] = useState(true)

  useEffect(() => {
    if (isNoticeAccepted()) {
      setOpen(false)
      return
    }
    // Made modal once the hydrated page is painted, in a task of its own: the page behind turning
    // inert restyles all of it, which would lengthen hydration's longest task on a first visit.
    return afterNextPaint(() => {
      const d = dialog.current
      if (!d) return
      if (d.open) d.close()
      d.showModal()
      d.querySelector<HTMLElement>('.medical-notice__accept')?.focus()
    })
  }, [])

  useEffect(() => {
    if (!import.meta.env.DEV) return
    // In development Vite shows build errors (a catalogue report, say) in an overlay that a modal
    // dialog would cover: step aside while one is shown; a reload brings the notice back.
    const observer = new MutationObserver(() => {
      const d = dialog.current
      if (!d?.open || !document.querySelector('vite-error-overlay')) return
      answered.current = true
      d.close()
    })
    observer.observe(document.body, { childList: true })
    return () => observer.disconnect()
  }, [])

  const answer = (accept: boolean) => {
    answered.current = true
    if (accept) storeNoticeAcceptance()
    dialog.current?.close()
    setOpen(false)
  }

  const follow = (accept: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    answer(accept)
    void navigate(event.currentTarget.getAttribute('href') ?? '/')
  }

  // Tab and Shift+Tab cycle through the notice's controls instead of leaving for the browser UI.
  const trapFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return
    // The controls shown: the text in the language not shown is hidden with its links.
    const controls = [...dialog.current.querySelectorAll<HTMLElement>('button, a[href]')].filter((c) => c.getClientRects().length > 0)
    const first = controls[0]
    const last = controls[controls.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  if (!open) return null
  const home = pathOf('home', lang)
  const disclaimer = pathOf('disclaimer', lang)
  return (
    <dialog
      ref={dialog}
      open
      className="medical-notice"
      role="alertdialog"
      aria-labelledby="medical-notice-title"
      aria-describedby="medical-notice-text"
      onKeyDown={trapFocus}
      // The notice needs an answer: Escape does not dismiss it.
      onCancel={(event) => event.preventDefault()}
      // Closed without an answer (the browser may force Escape through, or the pre-hydration close
      // event arrives late): show it again.
      onClose={() => {
        const d = dialog.current
        if (!answered.current && d && !d.open) d.showModal()
      }}
    >
      <form method="dialog" className="medical-notice__panel">
        <svg className="medical-notice__icon" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="20" r="20" fill="var(--accent-soft)" />
          <path d="M17 10h6v7h7v6h-7v7h-6v-7h-7v-6h7z" fill="var(--accent-strong)" />
        </svg>
        <h2 id="medical-notice-title" className="medical-notice__title">
          {say('notice.title')}
        </h2>
        <div id="medical-notice-text" className="medical-notice__text">
          <p>{say('notice.text')}</p>
          <p className="medical-notice__confirm">{say('notice.confirm')}</p>
          {noticeOther && twin !== undefined && (
            <p className="medical-notice__offer" data-notice={noticeOther.lang} lang={noticeOther.lang}>
              {textOf(noticeOther.texts, 'notice.offer')}{' '}
              <a
                href={twin}
                hrefLang={noticeOther.lang}
                // The notice stays open, in the new page's language: it is still unanswered.
                onClick={(event) => {
                  event.preventDefault()
                  void navigate(twin)
                }}
              >
                {textOf(noticeOther.texts, 'notice.switch')}
              </a>
            </p>
          )}
        </div>
        <div className="medical-notice__actions">
          <button
            type="submit"
            className="medical-notice__accept"
            onClick={(event) => {
              event.preventDefault()
              answer(true)
            }}
          >
            {say('notice.accept')}
          </button>
          <a className="medical-notice__exit" href={home} onClick={follow(false)}>
            {say('notice.exit')}
          </a>
          {noticeOther ? (
            // The disclaimer in the language the notice is read in.
            [lang, noticeOther.lang].map((l) => (
              <a key={l} className="medical-notice__more" data-notice={l} lang={l} hrefLang={l} href={pathOf('disclaimer', l)} onClick={follow(true)}>
                {l === lang ? t('notice.more') : textOf(noticeOther.texts, 'notice.more')}
                <span className="visually-hidden"> {l === lang ? t('notice.moreTarget') : textOf(noticeOther.texts, 'notice.moreTarget')}</span>
              </a>
            ))
          ) : (
            <a className="medical-notice__more" href={disclaimer} onClick={follow(true)}>
              {say('notice.more')}
              <span className="visually-hidden"> {say('notice.moreTarget')}</span>
            </a>
          )}
        </div>
      </form>
    </dialog>
  )
}

/** One language's text of a page in both; base.css shows the one of <html lang>. */
function InLanguage({ lang, text }: { lang: Lang; text: string }) {
  return (
    <span className="in-language" lang={lang}>
      {text}
    </span>
  )
}
