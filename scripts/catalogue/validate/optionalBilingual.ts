import { type Lang, langs } from '../../../src/catalogue/langs.ts'
import type { Bilingual } from '../../../src/catalogue/bilingual.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'

/** An optional text in both languages: both cells or neither; one alone is a missing translation. */
export function optionalBilingual(text: Bilingual, what: string, at: (lang: Lang) => Place): Step<Bilingual | undefined> {
  if (text.it === '' && text.en === '') return { value: undefined, problems: [] }
  const problems: Problem[] = langs.filter((lang) => text[lang] === '').map((lang) => problem('missing-translation', at(lang), { lang, what }))
  return { value: text, problems }
}
