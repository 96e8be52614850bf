import { useLang, useT, useUi } from '#src/i18n/useT.ts'
import { pathOf } from '#src/routing/routeTable.ts'
import { usePageReady } from './usePageReady.ts'
import './Footer.css'

/** Company facts from the catalogue (catalogue/site/company.csv). */
export function Footer() {
  const lang = useLang()
  const t = useT()
  const c = useUi().company
  usePageReady()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-name">{c.name}</p>
          <p>
            {t('footer.vat')} {c.vatNumber}
            <br />
            {c.registration}
            <br />
            {c.shareCapital}
          </p>
        </div>
        <div>
          <h2>{t('footer.registeredOffice')}</h2>
          <p>{c.legalAddress}</p>
          <h2>{t('footer.operationalSite')}</h2>
          <p>{c.hqAddress}</p>
          <h2>{t('footer.warehouse')}</h2>
          <p>{c.warehouseAddress}</p>
        </div>
        <div>
          <h2>{t('footer.contacts')}</h2>
          <p>
            {t('footer.phone')} <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}>{c.phone}</a>
            <br />
            {t('footer.email')} <a href={`mailto:${c.email}`}>{c.email}</a>
          </p>
          <h2>{t('footer.officeHours')}</h2>
          <p>{c.officeHours}</p>
        </div>
        <div>
          <h2>{t('footer.legal')}</h2>
          <ul>
            <li>
              <a href={pathOf('privacy', lang)}>{t('footer.privacy')}</a>
            </li>
            <li>
              <a href={pathOf('disclaimer', lang)}>{t('footer.disclaimer')}</a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        © {c.copyrightYear} {c.name} · {t('footer.rights')}
      </div>
    </footer>
  )
}
