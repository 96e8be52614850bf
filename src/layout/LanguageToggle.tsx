import { type MouseEvent, useEffect, useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import type { Lang } from '#src/catalogue/langs.ts'
import { twinPath } from '#src/routing/routeTable.ts'

export const LANG_KEY = 'lang'

/**
 * A link to the same page in the other language. The choice is remembered, so that a visitor
 * who chose English and later opens "/" is taken to "/en" (see +Layout.tsx). A search keeps its
 * query: the query is read from the address bar on click, never during render (hydration).
 * `label`, when the visible text is short ("EN"), follows it as hidden text, so that the
 * accessible name starts with what is seen.
 */
export function LanguageToggle({
  pathname,
  target,
  label,
  children,
  className,
}: {
  pathname: string
  target: Lang
  label?: string
  children: React.ReactNode
  className?: string
}) {
  // The page's twin comes with it; a page outside the table (404) leads to the other language's home.
  const { twin, urlOriginal } = usePageContext()
  const twinOf = (search: string) => (twin === undefined ? twinPath(location.pathname, search) : twin + search)
  // The prerendered link has no query; once the page runs, it carries the address bar's (a search's
  // "q"), so that opening it in a new tab keeps the query too.
  const [href, setHref] = useState(twin ?? twinPath(pathname))
  useEffect(() => setHref(twinOf(location.search)), [urlOriginal, twin])
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    try {
      localStorage.setItem(LANG_KEY, target)
    } catch {
      // Storage may be blocked; the toggle still works for this visit.
    }
    void navigate(twinOf(location.search))
  }
  return (
    <a className={className} href={href} hrefLang={target} lang={target} onClick={onClick}>
      {children}
      {label && <span className="visually-hidden"> {label}</span>}
    </a>
  )
}
