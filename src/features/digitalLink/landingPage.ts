/**
 * The resolver's pages for a person: the landing page of a GTIN (its default link), and the pages
 * of a refused or unknown address. Written as HTML text by the Function at request time, with no
 * script at all and their CSS inline, allowed by its hash in their own security policy. The landing
 * page is in one language (landingLanguage.ts) and links the other, to fit the phone that scanned
 * the label; the problem pages hold both, the visitor's first. No medical notice, as on the IFU
 * document pages: a label leads here.
 */
import { piecesText, unitText } from '../../catalogue/orderUnit.ts'
import { packLevelNames } from '../../catalogue/packLevels.ts'
import type { Lang } from '../../catalogue/langs.ts'
import type { LotDay } from './ifuInForce.ts'
import { revisionInForce } from './ifuInForce.ts'
import { landingPagePath } from './digitalLinkPath.ts'
import type { LinkTarget } from './linksetOf.ts'
import type { GtinRecord, IfuRecord, ProductRecord, ResolverManifest } from './resolverData.ts'
import { unitNotices } from './recallStatus.ts'
import { letterFor } from '../safety/safetyLots.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

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

/**
 * The site's two languages, the visitor's first: Italian unless the browser prefers English or any
 * other language before Italian. For the problem pages and the linkset's titles; the landing page
 * has its own choice, one language (landingLanguage.ts).
 */
export function pageLanguages(accepted: readonly string[]): [Lang, Lang] {
  const it = accepted.indexOf('it')
  return it === 0 ? ['it', 'en'] : it < 0 && accepted.length === 0 ? ['it', 'en'] : ['en', 'it']
}

/** A link of the page's header to a language of the page: a section of it, or the page in that language. */
interface LanguageLink {
  lang: Lang
  href: string
}

interface Shell {
  manifest: ResolverManifest
  /** The page's language, the first of its sections'. */
  lang: Lang
  languageLinks: readonly LanguageLink[]
  /** The languages of the footer's links, one line each. */
  footer: readonly Lang[]
  title: string
  description?: string
  robots?: string
  head?: string
  main: string
}

function page({ manifest, lang, languageLinks, footer, title, description, robots = 'noindex, follow', head = '', main }: Shell): string {
  const text = (l: Lang, key: string) => escapeHtml(manifest.texts[l][key] ?? key)
  const { company, links } = manifest
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${
    description ? `<meta name="description" content="${escapeHtml(description)}">` : ''
  }<meta name="robots" content="${robots}">${head}<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${manifest.css}</style></head><body><header class="landing-header"><a class="landing-brand" href="${links.home[lang]}"><img src="/favicon.svg" width="32" height="32" alt="">${escapeHtml(company.name)}</a><nav aria-label="${text(lang, 'digitalLink.languages')}">${languageLinks
    .map((l) => `<a href="${escapeHtml(l.href)}"${l.href.startsWith('#') ? '' : ` hreflang="${l.lang}"`} lang="${l.lang}">${LANGUAGE_NAMES[l.lang]}</a>`)
    .join(
      '',
    )}</nav></header><main>${main}</main><footer class="landing-footer"><p><strong>${escapeHtml(company.name)}</strong> · ${escapeHtml(company.legalAddress)} · ${text(lang, 'footer.vat')} ${escapeHtml(company.vatNumber)}</p>${footer
    .map(
      (l) =>
        `<p lang="${l}">${footer.length > 1 ? `${LANGUAGE_NAMES[l]}: ` : ''}<a href="${links.home[l]}">${text(l, 'nav.home')}</a> · <a href="${links.privacy[l]}">${text(l, 'footer.privacy')}</a> · <a href="${links.disclaimer[l]}">${text(l, 'footer.disclaimer')}</a></p>`,
    )
    .join('')}</footer></body></html>`
}

export interface LandingInput {
  manifest: ResolverManifest
  /** The day of the request, year-month-day: a label expired before it says so first. */
  today: string
  /** The lot and expiry date (year-month-day) the label gives. */
  unit: { lot?: string; expiry?: string }
  /** The page's one language (landingLanguage.ts). */
  lang: Lang
  /** The same page in the site's other language. */
  other: LanguageLink
  /** The visitor's languages, most wanted first: after the page's, their IFU documents come first. */
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

type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * The landing page of a GTIN, in one language, for the phone that scanned its label: the code, the
 * IFU in force for the lot as the first and largest button with why in a sentence, the IFU in the
 * other languages behind a disclosure, then what the label designates, the product page and the
 * declaration.
 */
export function landingPage(input: LandingInput): string {
  const { manifest, lang, other, gtin, record, product, linksetHref } = input
  const t: Translate = (key, values = {}) => fill(escapeHtml(manifest.texts[lang][key] ?? key), values)
  const title = record.variant ? `${product.title[lang]} (${record.variant[lang]})` : product.title[lang]
  // A label outlives the product: the page says it is no longer sold, and keeps everything else.
  const withdrawn = record.withdrawn ?? product.withdrawn
  const notice = withdrawn
    ? `<p class="landing-withdrawn">${t('digitalLink.withdrawn', { date: formatDate(withdrawn, lang) })}${product.ifu.length > 0 ? ` ${t('digitalLink.withdrawnIfu')}` : ''}</p>`
    : ''
  return page({
    manifest,
    lang,
    languageLinks: [other],
    footer: [lang],
    title: `${record.code} · GTIN ${gtin} | ${manifest.company.name}`,
    description: fill(manifest.texts[lang]['digitalLink.description'] ?? '', { gtin, product: product.title[lang], code: record.code }),
    head: `<link rel="linkset" type="application/linkset+json" href="${escapeHtml(linksetHref)}">`,
    main: `<section id="${lang}" lang="${lang}" class="landing-section" aria-labelledby="landing-code">${expiredLine(input, t)}<p class="landing-gtin">GTIN <span>${gtin}</span></p><h1 id="landing-code" class="landing-code">${escapeHtml(record.code)}</h1><p class="landing-product">${escapeHtml(title)}</p>${safetyBlock(input, t)}${notice}${ifuBlock(
      input,
      t,
    )}<h2 class="landing-eyebrow">${t('digitalLink.eyebrow')}</h2><dl class="landing-facts">${labelFacts(input, t)
      .map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`)
      .join(
        '',
      )}</dl><ul class="landing-links"><li><a href="${escapeHtml(`${product.page[lang]}#${encodeURIComponent(record.code)}`)}">${t('digitalLink.product')}</a></li>${
      product.declaration
        ? `<li><a href="${escapeHtml(product.declaration.pdf)}" type="application/pdf">${t('digitalLink.declaration', { date: formatDate(product.declaration.issued, lang) })}</a></li>`
        : ''
    }<li><a href="${landingPagePath(gtin)}qr.svg" type="image/svg+xml" download="GTIN-${gtin}.svg">${t('digitalLink.qr')}</a></li></ul></section>`,
  })
}

/** A label past its expiry date, said before anything else. */
function expiredLine({ unit, today, lang }: LandingInput, t: Translate): string {
  if (unit.expiry === undefined || unit.expiry >= today) return ''
  return `<p class="landing-expired" role="alert">${t('digitalLink.expired', { date: formatDate(unit.expiry, lang) })}</p>`
}

/**
 * The open safety notices about the code, as they stand to the label's lot: a warning for a lot
 * a notice lists, with what to do and the letter; a line for a lot it does not list, or cannot be
 * told from the label. Never "safe": the catalogue can only say which lots it lists.
 */
function safetyBlock(input: LandingInput, t: Translate): string {
  const { record, unit, lang } = input
  const open = unitNotices(record, unit).filter(({ notice }) => notice.status === 'open')
  return open
    .map(({ notice, answer }) => {
      const kind = t(`digitalLink.safety.kind.${notice.kind}`)
      const values = { id: notice.id, date: formatDate(notice.date, lang), kind, title: notice.title[lang], lot: unit.lot ?? '' }
      const page = `<a href="${escapeHtml(notice.page[lang])}">${t('digitalLink.safety.page')}</a>`
      if (answer === 'not-listed') return `<p class="landing-safety-note">${t('digitalLink.safety.notListed', values)} ${page}</p>`
      if (answer === 'unknown') return `<p class="landing-safety-note">${t('digitalLink.safety.unknown', values)} ${page}</p>`
      const heading =
        notice.lots.length + notice.lotRanges.length === 0 && notice.expiry === undefined ? 'listedAll' : unit.lot !== undefined ? 'listedLot' : 'listedThis'
      const letter = letterFor(notice.letter, lang)?.href
      return `<section class="landing-safety" role="alert" aria-labelledby="safety-${escapeHtml(notice.id)}"><h2 id="safety-${escapeHtml(notice.id)}">${t(`digitalLink.safety.${heading}`, values)}</h2><p>${t('digitalLink.safety.notice', values)}</p>${
        notice.actions[lang] ? `<p class="landing-safety-actions">${escapeHtml(notice.actions[lang])}</p>` : ''
      }<p>${letter ? `<a href="${escapeHtml(letter)}" type="application/pdf">${t('digitalLink.safety.letter')}</a> · ` : ''}${page}</p></section>`
    })
    .join('')
}

/** What the label designates: the code, its size, the levels of its packaging, and the lot's data from the URI. */
function labelFacts(input: LandingInput, t: Translate): [string, string][] {
  const { record, data, lot, lang } = input
  return [
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
}

/** The page's language first, then the visitor's others, then English, then the rest as the index lists them. */
const sortedByLanguage = (documents: readonly IfuRecord[], lang: Lang, accepted: readonly string[]) => {
  const wanted = [...new Set([lang, ...accepted, 'en'])]
  const rank = (language: string) => (wanted.includes(language) ? wanted.indexOf(language) : wanted.length)
  return [...documents].sort((a, b) => rank(a.language) - rank(b.language))
}

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

/** A document's revision for the lot: the one in force on its day, else (no day known) the current one. */
function revisionFor(document: IfuRecord, lot: LotDay | undefined) {
  const current = document.revisions[0]!
  const inForce = lot ? revisionInForce(document.revisions, lot.day) : undefined
  return { current, revision: inForce?.revision ?? current, beforeFirst: inForce?.beforeFirst ?? false }
}

/**
 * The IFU of the lot: in the page's language (or the nearest the visitor accepts) the revision in
 * force on its day as the page's first button, why in one sentence, and the current one when it
 * differs; the other languages behind a disclosure, which needs no script.
 */
function ifuBlock(input: LandingInput, t: Translate): string {
  const { product, manifest, lang, accepted } = input
  // The text's {contact} becomes a link: filled after the text is escaped, so its markup stays.
  if (product.ifu.length === 0)
    return `<p class="landing-note">${t('digitalLink.noIfu').replace('{contact}', `<a href="${manifest.links.contact[lang]}">${t('digitalLink.contact')}</a>`)}</p>`
  const [first, ...others] = sortedByLanguage(product.ifu, lang, accepted) as [IfuRecord, ...IfuRecord[]]
  const { current, revision, beforeFirst } = revisionFor(first, input.lot)
  const language = escapeHtml(first.language)
  const inForce = `<div class="landing-inforce" data-language="${language}"><a class="landing-primary" href="${escapeHtml(revision.pdf)}" hreflang="${language}" type="application/pdf">${t(
    'digitalLink.ifu',
  )}<span class="landing-primary-detail">${t('digitalLink.ifuFile', { language: first.languageName[lang], document: first.document, revision: revision.revision })}</span></a><p class="landing-reason">${lotSentence(
    input,
    revision,
    t,
  )}${beforeFirst ? ` ${t('digitalLink.beforeFirst')}` : ''}</p><p class="landing-revision">${
    revision !== current
      ? `<a href="${escapeHtml(current.pdf)}" hreflang="${language}" type="application/pdf">${t('digitalLink.current', { revision: current.revision, date: formatDate(current.issued, lang) })}</a> · `
      : ''
  }<a href="${escapeHtml(first.page[lang])}">${t('digitalLink.documentPage')}</a></p></div>`
  if (others.length === 0) return inForce
  return `${inForce}<details class="landing-more"><summary>${t('digitalLink.otherLanguages', { count: others.length })}</summary><ul class="landing-ifu">${others
    .map((d) => otherLanguage(input, d, t))
    .join('')}</ul></details>`
}

/** Why this revision: the lot's day and where it comes from, or that the label gives none. */
function lotSentence(input: LandingInput, revision: IfuRecord['revisions'][number], t: Translate): string {
  const { lot, data, lang, manifest } = input
  if (!lot) return data['17'] !== undefined ? t('digitalLink.noShelfLife') : t('digitalLink.noDate')
  // The lot's name goes into the sentence as a value, escaped once by fill.
  const texts = manifest.texts[lang]
  const batch = data['10']
  const subject = batch === undefined ? (texts['digitalLink.thisLot'] ?? '') : (texts['digitalLink.namedLot'] ?? '').replace('{lot}', batch)
  const values = { lot: subject, day: formatDate(lot.day, lang), revision: revision.revision, date: formatDate(revision.issued, lang) }
  return lot.from === 'production'
    ? t('digitalLink.inForceProduction', values)
    : t('digitalLink.inForceExpiry', { ...values, expiry: formatDate(lot.expiry, lang), months: lot.shelfLifeMonths })
}

/** An IFU document in another language, inside the disclosure: its revision for the lot, and the current one when it differs. */
function otherLanguage(input: LandingInput, d: IfuRecord, t: Translate): string {
  const { lang } = input
  const { current, revision, beforeFirst } = revisionFor(d, input.lot)
  const language = escapeHtml(d.language)
  return `<li data-language="${language}"><a class="landing-button" href="${escapeHtml(revision.pdf)}" hreflang="${language}" type="application/pdf">${escapeHtml(d.languageName[lang])}</a> <span class="landing-revision">${t(
    'digitalLink.revision',
    { document: d.document, revision: revision.revision, date: formatDate(revision.issued, lang) },
  )}${beforeFirst ? ` ${t('digitalLink.beforeFirst')}` : ''}${
    revision !== current
      ? ` <a href="${escapeHtml(current.pdf)}" hreflang="${language}" type="application/pdf">${t('digitalLink.current', { revision: current.revision, date: formatDate(current.issued, lang) })}</a>`
      : ''
  } <a href="${escapeHtml(d.page[lang])}">${t('digitalLink.documentPage')}</a></span></li>`
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
    lang: first,
    languageLinks: langs.map((l) => ({ lang: l, href: `#${l}` })),
    footer: langs,
    title: `${manifest.texts[first][heading] ?? heading} | ${manifest.company.name}`,
    robots: 'noindex',
    main: sections.join(''),
  })
}
