import { usePageContext } from 'vike-react/usePageContext'
import { StructuredData } from '@/features/structuredData/StructuredData'
import { noticeHeadScript } from '@/features/notice/noticeHeadScript'
import { alternatesOf } from '@/routing/alternates'
import { routeOf } from '@/routing/routeTable'
import { siteOrigin } from '@/routing/siteOrigin'

/** Rendered into every prerendered page (server only): canonical URL and hreflang alternates. */
export function Head() {
  const { urlPathname, data } = usePageContext()
  const found = routeOf(urlPathname)
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#ffffff" />
      {found && <link rel="canonical" href={siteOrigin + found.route.path[found.lang]} />}
      {found && alternatesOf(found.route, siteOrigin).map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
      {found && <StructuredData route={found.route} lang={found.lang} title={(data as { meta?: { title?: string } } | undefined)?.meta?.title ?? ''} origin={siteOrigin} />}
      {noticeHeadScript !== '' && <script dangerouslySetInnerHTML={{ __html: noticeHeadScript }} />}
    </>
  )
}
