import { useEffect, useRef } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { RequestLink } from '#src/features/requestList/RequestLink.tsx'
import { SearchButton } from '#src/features/search/SearchButton.tsx'
import { useLang, useT, useUi } from '#src/i18n/useT.ts'
import { otherLang, pathOf } from '#src/routing/routeTable.ts'
import { LanguageToggle } from './LanguageToggle'
import { type NavItem, useNavItems } from './useNavItems'
import './Header.css'

function NavLink({ item, current }: { item: NavItem; current: string }) {
  return (
    <a
      href={item.href}
      aria-current={item.href === current ? 'page' : undefined}
      // A product page lights up its category link.
      className={item.section && current !== item.href && current.startsWith(item.href) ? 'in-section' : undefined}
      {...(item.external ? { rel: 'noopener' } : {})}
      data-vike={item.fullLoad ? 'false' : undefined}
    >
      {item.text}
    </a>
  )
}

/**
 * Menus are <details> elements: they open without JavaScript; after hydration they close on any
 * route change, on a click outside and on Escape (which puts the focus back on the menu's summary).
 */
export function Header() {
  const { urlPathname } = usePageContext()
  const lang = useLang()
  const t = useT()
  const { company } = useUi()
  const { main, clientArea } = useNavItems(lang)
  const header = useRef<HTMLElement>(null)

  const closeMenus = (except?: Node | null) => {
    header.current?.querySelectorAll('details[open]').forEach((d) => {
      if (!except || !d.contains(except)) d.removeAttribute('open')
    })
  }
  useEffect(() => closeMenus(), [urlPathname])
  useEffect(() => {
    const onClick = (e: MouseEvent) => closeMenus(e.target as Node)
    // Escape inside a menu gives the focus back to the menu's own control, not to the page.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      const menu = document.activeElement?.closest('details[open]')
      closeMenus()
      menu?.querySelector('summary')?.focus()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  const target = otherLang(lang)
  const links = main.map((item) => (
    <li key={item.href}>
      <NavLink item={item} current={urlPathname} />
    </li>
  ))
  const clientLinks = clientArea.map((item) => (
    <li key={item.href}>
      <NavLink item={item} current={urlPathname} />
    </li>
  ))

  return (
    <header className="site-header" ref={header}>
      <div className="container header-bar">
        <a className="brand" href={pathOf('home', lang)} aria-label={`${company.name} – ${t('header.home')}`}>
          <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
            <rect width="34" height="34" rx="8" fill="var(--accent)" />
            <path d="M9 12.5h16M9 17h16M9 21.5h10" stroke="var(--ink)" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span>{company.name}</span>
        </a>
        <nav className="main-nav" aria-label={t('header.mainNav')}>
          <ul>
            {links}
            <li>
              <details className="dropdown">
                <summary>{t('nav.clientArea')}</summary>
                <ul>{clientLinks}</ul>
              </details>
            </li>
          </ul>
        </nav>
        <div className="header-tools">
          <SearchButton label={t('header.search')} />
          <RequestLink href={pathOf('requestList', lang)} current={urlPathname === pathOf('requestList', lang)} />
          <LanguageToggle className="lang-toggle" pathname={urlPathname} target={target} label={t('header.langLabel')}>
            {t('header.langShort')}
          </LanguageToggle>
          <details className="mobile-menu">
            <summary aria-label={t('header.menu')}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </summary>
            <nav className="mobile-panel" aria-label={t('header.mainNav')}>
              <ul>{links}</ul>
              <p className="mobile-heading">{t('nav.clientArea')}</p>
              <ul>{clientLinks}</ul>
              <LanguageToggle className="mobile-lang" pathname={urlPathname} target={target}>
                {t('header.switchLang')}
              </LanguageToggle>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
