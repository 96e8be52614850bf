/**
 * The one language of a landing page: the one its address asks for (`?lang=en`, the page's link to
 * the other language, which works without script and caches by its URL), else the first of the
 * site's languages the visitor accepts (Accept-Language, q-values honoured), else the site's own.
 */
import { type Lang, langs } from '../../catalogue/langs.ts'

/** The query parameter of the landing page's link to its other language. */
export const LANGUAGE_PARAMETER = 'lang'

const isLang = (language: string | null): language is Lang => (langs as readonly (string | null)[]).includes(language)

/** `accepted` as acceptedLanguages (chooseLink.ts) reads Accept-Language: most wanted first, by primary subtag. */
export function landingLanguage(asked: string | null, accepted: readonly string[]): Lang {
  if (isLang(asked)) return asked
  return accepted.find(isLang) ?? langs[0]
}
