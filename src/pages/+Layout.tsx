import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import type { Lang } from '#src/catalogue/langs.ts'
import { ErrorBoundary } from '#src/components/ErrorBoundary.tsx'
import { opensWithoutNotice } from '#src/features/ifu/opensWithoutNotice.ts'
import { MedicalNotice } from '#src/features/notice/MedicalNotice.tsx'
import { textOf } from '#src/i18n/texts.ts'
import { LangContext } from '#src/i18n/langContext.ts'
import { routeLangParam } from '#src/i18n/routeLang.ts'
import { Footer } from '#src/layout/Footer.tsx'
import { Header } from '#src/layout/Header.tsx'
import { LANG_KEY } from '#src/layout/LanguageToggle.tsx'
import { fullTitle } from '#src/layout/pageMeta.ts'
import { noteNavigation } from '#src/routing/inAppHistory.ts'
import { langOfPath, pathOf } from '#src/routing/routeTable.ts'
import '#src/styles/theme.css'
import '#src/styles/base.css'

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const { urlPathname } = pageContext
  const routeLang = routeLangParam(pageContext)
  // A page outside the route table (404, error) is prerendered once, in Italian; its language
  // comes from the address after hydration, so the first client render matches the HTML.
  const [guessed, setGuessed] = useState<Lang>('it')
  const lang = routeLang ?? guessed

  useEffect(() => {
    if (routeLang) return
    const l = langOfPath(location.pathname)
    setGuessed(l)
    document.documentElement.lang = l
    const ui = pageContext.ui[l]
    if (ui) document.title = fullTitle({ title: textOf(ui.texts, pageContext.is404 === false ? 'error.title' : 'notFound.title') }, ui.company.name)
  }, [routeLang, urlPathname, pageContext.is404, pageContext.ui])

  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else noteNavigation()
    // Crawlers keep no storage, so they always see the Italian home at "/".
    if (urlPathname === '/' && readStoredLang() === 'en') void navigate(pathOf('home', 'en'), { overwriteLastHistoryEntry: true })
  }, [urlPathname])

  // Before hydration settles on a language, the page's own (only) language is used.
  const texts = (pageContext.ui[lang] ?? Object.values(pageContext.ui)[0])!.texts
  return (
    <LangContext value={lang}>
      <a className="skip-link" href="#main">
        {textOf(texts, 'layout.skip')}
      </a>
      {/* Each part hydrates in a task of its own: a boundary around prerendered HTML lets React
          yield to the browser between them, so that no task blocks a phone for long. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main">
        <ErrorBoundary key={urlPathname} title={textOf(texts, 'error.title')} text={textOf(texts, 'error.text')}>
          <Suspense>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      {!opensWithoutNotice(urlPathname) && <MedicalNotice />}
    </LangContext>
  )
}

function readStoredLang(): string | null {
  try {
    return localStorage.getItem(LANG_KEY)
  } catch {
    return null
  }
}
