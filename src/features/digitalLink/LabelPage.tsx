import type { Lang, Localised } from '@/catalogue/schema'
import { formatDate } from '@/catalogue/formatDate'
import { fillLabel } from '@/i18n/fillLabel'
import type { LabelKey } from '@/i18n/dictionary'
import { digitalLinkPath, LABEL_PAGE_SCRIPT, linksetPath, LINKSET_TYPE } from './digitalLinkPath'
import { type LabelEntry, piecesText } from './digitalLinks'

export interface LabelPageProps {
  entry: LabelEntry
  origin: string
  labels: Localised<(key: LabelKey) => string>
  company: { name: string; legalAddress: string; vatNumber: string }
  /** The home, privacy and disclaimer pages in each language. */
  links: Record<'home' | 'privacy' | 'disclaimer', Localised<string>>
  /** The pages' CSS, inline so that the first paint waits for no request, and its hash for the policy. */
  css: string
  cssHash: string
}

/**
 * The label pages' own security policy, in their <meta> for hosts that send no headers: they load
 * nothing but the site's own files, and their one inline style by its hash (`styleHash`). (Where
 * _headers is read, the site's policy applies too, and names that style as well.)
 */
export const labelPagePolicy = (styleHash: string) =>
  `default-src 'self'; script-src 'self'; style-src 'self' ${styleHash}; img-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'`

const LANGS: readonly Lang[] = ['it', 'en']
/** Each language by its own name, as the header's links and the footer's lines say it. */
const LANGUAGE_NAMES: Localised<string> = { it: 'Italiano', en: 'English' }

/**
 * The landing page of one GTIN, as a person scanning its label's QR code meets it: what the label
 * designates, in both languages, then the instructions for use, the product page with the code's
 * row marked, and the declaration of conformity. A static page with no framework: there is one
 * for every code (thousands at a large catalogue); a small script puts the visitor's language
 * first. No medical notice, as on the IFU document pages: it is what a label leads to.
 */
export function LabelPage({ entry, origin, labels, company, links, css, cssHash }: LabelPageProps) {
  const t = labels.it
  const title = `${entry.code} · GTIN ${entry.gtin} | ${company.name}`
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta httpEquiv="Content-Security-Policy" content={labelPagePolicy(cssHash)} />
        <title>{title}</title>
        <meta name="description" content={fillLabel(t('digitalLink.description'), { gtin: entry.gtin, product: entry.product.it, code: entry.code })} />
        {/* One page per code: followed, not indexed beside the product pages that say the same. */}
        <meta name="robots" content="noindex, follow" />
        <link rel="canonical" href={origin + digitalLinkPath(entry.gtin)} />
        <link rel="linkset" type={LINKSET_TYPE} href={linksetPath(entry.gtin)} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
        <script type="module" src={LABEL_PAGE_SCRIPT} />
      </head>
      <body>
        <header className="label-header">
          <a className="label-brand" href={links.home.it} hrefLang="it">
            <img src="/favicon.svg" width="32" height="32" alt="" />
            {company.name}
          </a>
          <nav aria-label={`${labels.it('digitalLink.languages')} / ${labels.en('digitalLink.languages')}`}>
            {LANGS.map((lang) => (
              <a key={lang} href={`#${lang}`} lang={lang}>
                {LANGUAGE_NAMES[lang]}
              </a>
            ))}
          </nav>
        </header>
        <main>
          <p className="label-gtin">
            GTIN <span>{entry.gtin}</span>
          </p>
          <h1 className="label-code">{entry.code}</h1>
          {LANGS.map((lang) => (
            <LabelSection key={lang} entry={entry} lang={lang} t={labels[lang]} />
          ))}
        </main>
        <footer className="label-footer">
          <p>
            <strong>{company.name}</strong> · {company.legalAddress} · {labels.it('footer.vat')} {company.vatNumber}
          </p>
          {LANGS.map((lang) => (
            <p key={lang} lang={lang}>
              {LANGUAGE_NAMES[lang]}: <a href={links.home[lang]}>{labels[lang]('nav.home')}</a> · <a href={links.privacy[lang]}>{labels[lang]('footer.privacy')}</a> ·{' '}
              <a href={links.disclaimer[lang]}>{labels[lang]('footer.disclaimer')}</a>
            </p>
          ))}
        </footer>
      </body>
    </html>
  )
}

/** What the label designates and where to go next, in one language. */
function LabelSection({ entry, lang, t }: { entry: LabelEntry; lang: Lang; t: (key: LabelKey) => string }) {
  return (
    <section id={lang} lang={lang} className="label-section" aria-labelledby={`${lang}-product`}>
      <p className="label-eyebrow">{t('digitalLink.eyebrow')}</p>
      <h2 id={`${lang}-product`}>{entry.product[lang]}</h2>
      <dl className="label-facts">
        <dt>{t('digitalLink.code')}</dt>
        <dd>{entry.code}</dd>
        {entry.size[lang] !== '' && (
          <>
            <dt>{t('digitalLink.size')}</dt>
            <dd>{entry.size[lang]}</dd>
          </>
        )}
        <dt>{t('digitalLink.pack')}</dt>
        <dd>{piecesText(entry, lang, t('digitalLink.pieces'))}</dd>
      </dl>
      <h3>{t('digitalLink.ifu')}</h3>
      {entry.ifu.length === 0 ? (
        <p>{t('digitalLink.noIfu')}</p>
      ) : (
        <ul className="label-ifu">
          {entry.ifu.map((d) => (
            <li key={d.language} data-language={d.language}>
              <a className="label-button" href={d.page[lang]} hrefLang={d.language}>
                {d.languageName[lang]}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ul className="label-links">
        <li>
          <a href={entry.productPage[lang]}>{t('digitalLink.product')}</a>
        </li>
        {entry.declaration && (
          <li>
            <a href={entry.declaration.pdf} type="application/pdf">
              {fillLabel(t('digitalLink.declaration'), { date: formatDate(entry.declaration.issued, lang) })}
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
