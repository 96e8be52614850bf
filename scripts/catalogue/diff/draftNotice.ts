/**
 * A first draft of a notice's title and text in each language, saying what changed with its values,
 * for a product manager to read and edit before pasting it into the notices sheet.
 */
import { formatSize } from '../../../src/catalogue/formatSize.ts'
import type { Lang } from '../../../src/catalogue/langs.ts'
import type { CodeEntry, ProductEntry } from './catalogueCodes.ts'
import type { SheetNoticeKind } from '../../../src/catalogue/noticeKinds.ts'
import type { NoticeCells } from './noticeRowsOf.ts'

export const suggestedKinds = ['pieces-per-pack', 'withdrawal', 'new-code'] as const satisfies readonly SheetNoticeKind[]
export type SuggestedKind = (typeof suggestedKinds)[number]

/** Codes of one product that changed the same way from the same day, as one notice announces them. */
export interface NoticeChange {
  kind: SuggestedKind
  /** Year-month-day. */
  date: string
  product?: ProductEntry
  codes: CodeEntry[]
  /** The product itself was withdrawn, not only some of its codes. */
  wholeProduct?: boolean
  pieces?: { from: number; to: number }
}

/** Past this many codes a title, or the text of a product withdrawn, counts them instead of naming them: the codes column names them all. */
const CODES_IN_TITLE = 3

type Draft = Pick<NoticeCells, 'title_it' | 'title_en' | 'text_it' | 'text_en'>

export function draftNotice(c: NoticeChange): Draft {
  const name = { it: c.product?.name.it ?? '', en: c.product?.name.en ?? '' }
  const codes = c.codes.map((e) => e.code)
  const one = codes.length === 1
  const list = codes.join(', ')
  const inTitle = codes.length > CODES_IN_TITLE ? undefined : list
  const of = { it: name.it === '' ? '' : ` (${name.it})`, en: name.en === '' ? '' : ` (${name.en})` }
  const titled = (lang: Lang, title: string) => (name[lang] === '' ? `${title.charAt(0).toUpperCase()}${title.slice(1)}` : `${name[lang]}: ${title}`)
  const [it, en] = [fromDay(c.date, 'it'), fromDay(c.date, 'en')]
  if (c.kind === 'pieces-per-pack') {
    const { from, to } = c.pieces!
    return {
      title_it: titled('it', `confezioni da ${to} pezzi`),
      title_en: titled('en', `packs of ${to} pieces`),
      text_it: `${it} ${one ? `il codice ${list}${of.it} è fornito` : `i codici ${list}${of.it} sono forniti`} in confezioni da ${to} pezzi (prima ${from}).`,
      text_en: `${en} ${one ? `code ${list}${of.en} comes` : `codes ${list}${of.en} come`} in packs of ${to} pieces (previously ${from}).`,
    }
  }
  if (c.kind === 'withdrawal' && c.wholeProduct) {
    return {
      title_it: titled('it', 'non più in vendita'),
      title_en: titled('en', 'no longer sold'),
      text_it: `${it} il prodotto ${name.it} non è più in vendita${codes.length === 0 ? '' : one ? ` (codice ${list})` : inTitle ? ` (codici ${list})` : `, con i suoi ${codes.length} codici`}.`,
      text_en: `${en} the product ${name.en} is no longer sold${codes.length === 0 ? '' : one ? ` (code ${list})` : inTitle ? ` (codes ${list})` : `, with its ${codes.length} codes`}.`,
    }
  }
  if (c.kind === 'withdrawal') {
    return {
      title_it: titled('it', `${one ? `codice ${list}` : inTitle ? `codici ${inTitle}` : `${codes.length} codici`} non più in vendita`),
      title_en: titled('en', `${one ? `code ${list}` : inTitle ? `codes ${inTitle}` : `${codes.length} codes`} no longer sold`),
      text_it: `${it} ${one ? `il codice ${list}${of.it} non è` : `i codici ${list}${of.it} non sono`} più in vendita.`,
      text_en: `${en} ${one ? `code ${list}${of.en} is` : `codes ${list}${of.en} are`} no longer sold.`,
    }
  }
  const described = (lang: Lang, e: CodeEntry) => [e.code, details(e, lang)].filter((p) => p !== '').join(': ')
  const each = (lang: Lang) => c.codes.map((e) => described(lang, e)).join('; ')
  const only = (lang: Lang) => (details(c.codes[0]!, lang) === '' ? '' : `: ${details(c.codes[0]!, lang)}`)
  return {
    title_it: titled('it', one ? `nuovo codice ${list}` : inTitle ? `nuovi codici ${inTitle}` : `${codes.length} nuovi codici`),
    title_en: titled('en', one ? `new code ${list}` : inTitle ? `new codes ${inTitle}` : `${codes.length} new codes`),
    text_it: one ? `${it} è disponibile il nuovo codice ${list}${of.it}${only('it')}.` : `${it} sono disponibili nuovi codici${of.it}: ${each('it')}.`,
    text_en: one ? `${en} the new code ${list}${of.en} is available${only('en')}.` : `${en} new codes${of.en} are available: ${each('en')}.`,
  }
}

/** A new code's size (or description) and pack: "75 × 200 mm, confezioni da 200 pezzi". */
function details(e: CodeEntry, lang: Lang): string {
  const size = formatSize(e.size, lang) || e.variant[lang]
  const pack = e.pieces === undefined ? '' : lang === 'it' ? `confezioni da ${e.pieces} pezzi` : `packs of ${e.pieces} pieces`
  return [size, pack].filter((p) => p !== '').join(', ')
}

const longDates: Record<Lang, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
}

/** "Dal 29 novembre 2026", "Dall'8 dicembre 2026", "Dal 1° dicembre 2026"; "From 29 November 2026". */
function fromDay(date: string, lang: Lang): string {
  const long = longDates[lang].format(new Date(`${date}T00:00:00Z`))
  if (lang === 'en') return `From ${long}`
  const day = Number(date.slice(8, 10))
  if (day === 1) return `Dal ${long.replace(/^1 /, '1° ')}`
  return day === 8 || day === 11 ? `Dall'${long}` : `Dal ${long}`
}
