/**
 * The resolver's pages for a person: the landing page of a GTIN (its default link), and the pages
 * of a refused or unknown address. Written as HTML text by the Function at request time, in the
 * visitor's language first (from Accept-Language) and then the other, with no script at all and
 * their CSS inline, allowed by its hash in their own security policy. No medical notice, as on the
 * IFU document pages: a label leads here.
 */
import { piecesText, unitText } from '../../catalogue/orderUnit.ts'
import { packLevelNames } from '../../catalogue/packLevels.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { LotDay } from './ifuInForce.ts'
import { revisionInForce } from './ifuInForce.ts'
import { landingPagePath } from './digitalLinkPath.ts'
import type { LinkTarget } from './linksetOf.ts'
import type { GtinRecord, IfuRecord, ProductRecord, ResolverManifest } from './resolverData.ts'

/** Text for HTML content and attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escapeHtml(String(values[name])) : whole))

const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
}
const formatDate = (isoDate: string, lang: Lang) => dateFormats[lang].format(new Date(`${isoDate}T00:00:00Z`))

const LANGUAGE_NAMES: Record<Lang, string> = { it: 'Italiano', en: 'English' }

/** The security policy of the resolver's pages: the site's own files, and their one inline style. */
export const landingPagePolicy = (cssHash: string): string =>
  `default-src 'self'; script-src 'none'; style-src ${cssHash}; img-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`

/** The site's two languages, the visitor's first: Italian unless the browser prefers English or any other language before Italian. */
export function pageLanguages(accepted: readonly string[]): [Lang, Lang] {
  const it = accepted.indexOf('it')
  return it === 0 ? ['it', 'en'] : it < 0 && accepted.length === 0 ? ['it', 'en'] : ['en', 'it']
}

interface Shell {
  manifest: ResolverManifest
  langs: readonly [Lang, Lang]
  title: string
  description?: string
  robots?: string
  head?: string
  main: string
}

function page({ manifest, langs, title, description, robots = 'noindex, follow', head = '', main }: Shell): string {
  const [first] = langs
  const text = (lang: Lang, key: string) => escapeHtml(manifest.texts[lang][key] ?? key)
  const { company, links } = manifest
  return `<!DOCTYPE html><html lang="${first}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${
    description ? `<meta name="description" content="${escapeHtml(description)}">` : ''
  }<meta name="robots" content="${robots}">${head}<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${manifest.css}</style></head><body><header class="landing-header"><a class="landing-brand" href="${links.home[first]}"><img src="/favicon.svg" width="32" height="32" alt="">${escapeHtml(company.name)}</a><nav aria-label="${text(first, 'digitalLink.languages')}">${langs
    .map((l) => `<a href="#${l}" lang="${l}">${LANGUAGE_NAMES[l]}</a>`)
    .join(
      '',
    )}</nav></header><main>${main}</main><footer class="landing-footer"><p><strong>${escapeHtml(company.name)}</strong> · ${escapeHtml(company.legalAddress)} · ${text(first, 'footer.vat')} ${escapeHtml(company.vatNumber)}</p>${langs
    .map(
      (l) =>
        `<p lang="${l}">${LANGUAGE_NAMES[l]}: <a href="${links.home[l]}">${text(l, 'nav.home')}</a> · <a href="${links.privacy[l]}">${text(l, 'footer.privacy')}</a> · <a href="${links.disclaimer[l]}">${text(l, 'footer.disclaimer')}</a></p>`,
    )
    .join('')}</footer></body></html>`
}

export interface LandingInput {
  manifest: ResolverManifest
  langs: readonly [Lang, Lang]
  /** The visitor's languages, most wanted first: their IFU documents come first. */
  accepted: readonly string[]
  gtin: string
  record: GtinRecord
  product: ProductRecord
  /** Key qualifiers and GS1 data attributes of the scanned URI, by AI. */
  data: Readonly<Record<string, string>>
  /** The day the lot was made by, when its URI dates it. */
  lot: LotDay | undefined
  linksetHref: string
}

/** The landing page of a GTIN: what the label designates, its instructions for use, the product page, the declaration. */
export function landingPage(input: LandingInput): string {
  const { manifest, langs, gtin, record, product, linksetHref } = input
  const [first] = langs
  const t = manifest.texts[first]
  const title = `${record.code} · GTIN ${gtin} | ${manifest.company.name}`
  const description = fill(t['digitalLink.description'] ?? '', { gtin, product: product.title[first], code: record.code })
  return page({
    manifest,
    langs,
    title,
    description,
    head: `<link rel="linkset" type="application/linkset+json" href="${escapeHtml(linksetHref)}">`,
    main: `<p class="landing-gtin">GTIN <span>${gtin}</span></p><h1 class="landing-code">${escapeHtml(record.code)}</h1>${langs.map((lang) => landingSection(input, lang)).join('')}`,
  })
}

const sortedByLanguage = (documents: readonly IfuRecord[], accepted: readonly string[]) => {
  const wanted = [...new Set([...accepted, 'en'])]
  const rank = (language: string) => (wanted.includes(language) ? wanted.indexOf(language) : wanted.length)
  return [...documents].sort((a, b) => rank(a.language) - rank(b.language))
}

function landingSection(input: LandingInput, lang: Lang): string {
  const { manifest, record, product, data, lot, gtin } = input
  const t = (key: string, values: Record<string, string | number> = {}) => fill(escapeHtml(manifest.texts[lang][key] ?? key), values)
  const facts: [string, string][] = [
    [t('digitalLink.code'), escapeHtml(record.code)],
    ...(record.size[lang] ? [[t('digitalLink.size'), escapeHtml(record.size[lang])] as [string, string]] : []),
    ...levelFacts(record, lang, t),
    ...(['22', '10', '21', '11', '17'] as const).flatMap((ai): [string, string][] => {
      const value = data[ai]
      if (value === undefined) return []
      const shown =
        (ai === '11' || ai === '17') && lot ? formatDate(ai === '11' ? lot.day : lot.from === 'expiry' ? lot.expiry : value, lang) : escapeHtml(value)
      return [[t(`digitalLink.ai.${ai}`), shown]]
    }),
  ]
  const title = record.variant ? `${product.title[lang]} (${record.variant[lang]})` : product.title[lang]
  // A label outlives the product: the page says it is no longer sold, and keeps everything else.
  const withdrawn = record.withdrawn ?? product.withdrawn
  const notice = withdrawn
    ? `<p class="landing-withdrawn">${t('digitalLink.withdrawn', { date: formatDate(withdrawn, lang) })}${product.ifu.length > 0 ? ` ${t('digitalLink.withdrawnIfu')}` : ''}</p>`
    : ''
  return `<section id="${lang}" lang="${lang}" class="landing-section" aria-labelledby="${lang}-product"><p class="landing-eyebrow">${t('digitalLink.eyebrow')}</p><h2 id="${lang}-product">${escapeHtml(title)}</h2>${notice}<dl class="landing-facts">${facts
    .map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`)
    .join(
      '',
    )}</dl><h3>${t('digitalLink.ifu')}</h3>${ifuBlock(input, lang, t)}<ul class="landing-links"><li><a href="${escapeHtml(`${product.page[lang]}#${encodeURIComponent(record.code)}`)}">${t('digitalLink.product')}</a></li>${
    product.declaration
      ? `<li><a href="${escapeHtml(product.declaration.pdf)}" type="application/pdf">${t('digitalLink.declaration', { date: formatDate(product.declaration.issued, lang) })}</a></li>`
      : ''
  }<li><a href="${landingPagePath(gtin)}qr.svg" type="image/svg+xml" download="GTIN-${gtin}.svg">${t('digitalLink.qr')}</a></li></ul></section>`
}

type Translate = (key: string, values?: Record<string, string | number>) => string

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The level scanned, and every level of the code with its pieces and GTIN, in the words and
 * figures of the order unit (src/catalogue/orderUnit.ts): "Level scanned: carton of 2000 pieces",
 * then "Pack: 200 pieces · GTIN …", "Carton: 2000 pieces · GTIN …".
 */
function levelFacts(record: GtinRecord, lang: Lang, t: Translate): [string, string][] {
  const scanned = record.levels.find((l) => l.level === record.level)
  return [
    [t('digitalLink.level'), escapeHtml(scanned ? unitText(scanned, lang, 1) : packLevelNames[record.level][lang][0])],
    ...record.levels.map((l): [string, string] => [
      escapeHtml(capitalised(packLevelNames[l.level][lang][0])),
      `${escapeHtml(piecesText(l.pieces, lang))}${l.gtin ? ` · GTIN ${l.gtin}` : ''}`,
    ]),
  ]
}

/** The IFU of the lot: the revision in force on its day, why, and the current one when it differs. */
function ifuBlock(input: LandingInput, lang: Lang, t: Translate): string {
  const { product, lot, manifest } = input
  // The text's {contact} becomes a link: filled after the text is escaped, so its markup stays.
  if (product.ifu.length === 0)
    return `<p class="landing-note">${t('digitalLink.noIfu').replace('{contact}', `<a href="${manifest.links.contact[lang]}">${t('digitalLink.contact')}</a>`)}</p>`
  const reason = !lot
    ? input.data['17'] !== undefined
      ? t('digitalLink.noShelfLife')
      : t('digitalLink.noDate')
    : lot.from === 'production'
      ? t('digitalLink.inForceProduction', { day: formatDate(lot.day, lang) })
      : t('digitalLink.inForceExpiry', { day: formatDate(lot.day, lang), expiry: formatDate(lot.expiry, lang), months: lot.shelfLifeMonths })
  const items = sortedByLanguage(product.ifu, input.accepted).map((d) => {
    const current = d.revisions[0]!
    const inForce = lot ? revisionInForce(d.revisions, lot.day) : { revision: current, beforeFirst: false }
    const revision = inForce?.revision ?? current
    const older = revision !== current
    return `<li data-language="${escapeHtml(d.language)}"><a class="landing-button" href="${escapeHtml(revision.pdf)}" hreflang="${escapeHtml(d.language)}" type="application/pdf">${escapeHtml(d.languageName[lang])}</a> <span class="landing-revision">${t(
      'digitalLink.revision',
      {
        document: d.document,
        revision: revision.revision,
        date: formatDate(revision.issued, lang),
      },
    )}${inForce?.beforeFirst ? ` ${t('digitalLink.beforeFirst')}` : ''}${
      older
        ? ` <a href="${escapeHtml(current.pdf)}" hreflang="${escapeHtml(d.language)}" type="application/pdf">${t('digitalLink.current', { revision: current.revision, date: formatDate(current.issued, lang) })}</a>`
        : ''
    } <a href="${escapeHtml(d.page[lang])}">${t('digitalLink.documentPage')}</a></span></li>`
  })
  return `<p class="landing-note">${reason}</p><ul class="landing-ifu">${items.join('')}</ul>`
}

export interface ProblemPageInput {
  manifest: ResolverManifest
  langs: readonly [Lang, Lang]
  /** Text keys of the heading and the sentence, with their values. */
  heading: string
  text: string
  values: Record<string, string | number>
  /** A reason in English from GS1's toolkit, shown as it is. */
  detail?: string
  /** Links that exist, for the visitor to go on with. */
  links: (lang: Lang) => LinkTarget[]
}

/** The page of a refused (400) or unknown (404) address: what is wrong and what exists, in both languages. */
export function problemPage({ manifest, langs, heading, text, values, detail, links }: ProblemPageInput): string {
  const [first] = langs
  // One heading per language; the first is the page's h1.
  const sections = langs.map((lang, i) => {
    const t = (key: string) => fill(escapeHtml(manifest.texts[lang][key] ?? key), values)
    const level = i === 0 ? 'h1' : 'h2'
    return `<section id="${lang}" lang="${lang}" class="landing-section"><${level}>${t(heading)}</${level}><p>${t(text)}</p>${detail ? `<p lang="en"><code>${escapeHtml(detail)}</code></p>` : ''}<ul class="landing-links">${links(
      lang,
    )
      .map(
        (l) =>
          `<li><a href="${escapeHtml(l.href)}"${l.hreflang ? ` hreflang="${l.hreflang[0]}"` : ''}${l.type && l.type !== 'text/html' ? ` type="${l.type}"` : ''}>${escapeHtml(l.title)}</a></li>`,
      )
      .join('')}</ul></section>`
  })
  return page({
    manifest,
    langs,
    title: `${manifest.texts[first][heading] ?? heading} | ${manifest.company.name}`,
    robots: 'noindex',
    main: sections.join(''),
  })
}
