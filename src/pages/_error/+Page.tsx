import { usePageContext } from 'vike-react/usePageContext'
import { ErrorMessage } from '#src/components/ErrorBoundary.tsx'
import { useLang, useT } from '#src/i18n/useT.ts'
import { pathOf } from '#src/routing/routeTable.ts'

/**
 * 404.html, one file for both languages: prerendered in Italian, in English after hydration
 * under an English path (the language comes from the Layout). Other errors show a readable message.
 */
export default function Page() {
  const { is404, abortStatusCode, abortReason } = usePageContext()
  const lang = useLang()
  const t = useT()
  if (is404 === false) {
    const detail = typeof abortReason === 'string' ? abortReason : abortStatusCode ? `Status ${abortStatusCode}` : undefined
    return <ErrorMessage title={t('error.title')} text={t('error.text')} detail={detail} />
  }
  return (
    <div className="container narrow not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="button" href={pathOf('home', lang)}>
        {t('notFound.home')}
      </a>
    </div>
  )
}
