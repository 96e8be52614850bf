import type { Bilingual } from '../../../src/catalogue/bilingual.ts'
import { type Lang, langs } from '../../../src/catalogue/langs.ts'
import type { NamePart } from '../report/problemMessages.ts'
import { type Place, type Problem, problem, type Step } from '../report/problems.ts'

/**
 * A cycle's model or cycle name: a trade name written once in its column ("STERRAD 100NX"), the
 * same in every language, or a generic name written in each language (model_it, model_en), which
 * pages show in theirs. Each problem is at the cell to fill or clear.
 */
export function tradeOrGenericName(part: NamePart, cells: Record<NamePart | `${NamePart}_${Lang}`, string>, at: (column: string) => Place): Step<Bilingual> {
  const trade = cells[part]
  const generic = Object.fromEntries(langs.map((lang) => [lang, cells[`${part}_${lang}`]])) as Bilingual
  const given = langs.filter((lang) => generic[lang] !== '')
  if (trade !== '') {
    const problems: Problem[] = given.length > 0 ? [problem('trade-and-generic-name', at(part), { part, value: trade })] : []
    return { value: Object.fromEntries(langs.map((lang) => [lang, trade])) as Bilingual, problems }
  }
  if (given.length === 0) return { value: generic, problems: [problem('missing-cycle-name', at(part), { part })] }
  const problems = langs
    .filter((lang) => generic[lang] === '')
    .map((lang) => problem('generic-name-one-language', at(`${part}_${lang}`), { part, lang, given: generic[given[0]!] }))
  return { value: generic, problems }
}
