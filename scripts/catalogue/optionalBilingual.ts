import { type Bilingual, type Lang, langs } from '../../src/catalogue/schema.ts'
import { missingTranslation, type Place, type Problem, type Step } from './problems.ts'

/** An optional text in both languages: both cells or neither; one alone is a missing translation. */
export function optionalBilingual(text: Bilingual, what: string, at: (lang: Lang) => Place): Step<Bilingual | undefined> {
  if (text.it === '' && text.en === '') return { value: undefined, problems: [] }
  const problems: Problem[] = langs.filter((lang) => text[lang] === '').map((lang) => ({ ...at(lang), message: missingTranslation(lang, what) }))
  return { value: text, problems }
}
