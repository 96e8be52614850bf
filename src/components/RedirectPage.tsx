import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { useT } from '#src/i18n/useT.ts'
import type { RedirectData } from '#src/pageData/redirectData.ts'

/** Shown while the browser leaves for the external service; the link is for anyone it does not move. */
export function RedirectPage() {
  const { title, target } = useData<RedirectData>()
  const t = useT()
  // Reached by a client-side navigation, the <head> refresh of the prerendered HTML does not run.
  useEffect(() => location.replace(target), [target])
  return (
    <div className="container narrow section">
      <h1>{title}</h1>
      <p>{t('redirect.text')}</p>
      <a className="button" href={target}>
        {t('redirect.link')} →
      </a>
    </div>
  )
}

/** <head> of a redirect page: no indexing, then a refresh and a script, whichever acts first. */
export function RedirectHead() {
  const { target } = useData<RedirectData>()
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <script dangerouslySetInnerHTML={{ __html: `location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')})` }} />
    </>
  )
}
