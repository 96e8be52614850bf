import { usePageContext } from 'vike-react/usePageContext'
import { SharingMeta } from '#src/features/sharing/SharingMeta.tsx'
import { StructuredData } from '#src/features/structuredData/StructuredData.tsx'
import { noticeHeadScript } from '#src/features/notice/noticeHeadScript.ts'
import { pageLanguageScript } from '#src/i18n/pageLanguageScript.ts'
import { alternatesOf } from '#src/routing/alternates.ts'
import { routeOf } from '#src/routing/routeTable.ts'
import { siteOrigin } from '#src/routing/siteOrigin.ts'

/** Rendered into every prerendered page (server only): canonical URL, hreflang alternates and sharing tags. */
export function Head() {
  const { urlPathname, data } = usePageContext()
  const found = routeOf(urlPathname)
  // The page's one address: its canonical link, and the address a shared link previews (og:url).
  const canonical = found ? siteOrigin + found.route.path[found.lang] : undefined
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#ffffff" />
      {canonical && <link rel="canonical" href={canonical} />}
      {found && alternatesOf(found.route, siteOrigin).map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
      {found && canonical && <SharingMeta route={found.route} lang={found.lang} url={canonical} origin={siteOrigin} />}
      {found && (
        <StructuredData
          route={found.route}
          lang={found.lang}
          title={(data as { meta?: { title?: string } } | undefined)?.meta?.title ?? ''}
          origin={siteOrigin}
        />
      )}
      {/* A page outside the route table (404) takes its language from the address before it is painted. */}
      {!found && <script dangerouslySetInnerHTML={{ __html: pageLanguageScript() }} />}
      {noticeHeadScript !== '' && <script dangerouslySetInnerHTML={{ __html: noticeHeadScript }} />}
    </>
  )
}
