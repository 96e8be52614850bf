import type { Lang } from '#src/catalogue/langs.ts'
import { isLocalised, type Localised } from '#src/catalogue/localised.ts'

/** A record as one language shows it: each Localised<T> field becomes its T. */
export type InLanguage<T> = { [K in keyof T]: T[K] extends Localised<infer V> ? V : T[K] }

/** The named fields of a record, in the order named, each localised one in the given language. */
export function inLanguage<T extends object, K extends keyof T>(record: T, keys: readonly K[], lang: Lang): InLanguage<Pick<T, K>> {
  return Object.fromEntries(keys.map((key) => [key, isLocalised(record[key]) ? record[key][lang] : record[key]])) as InLanguage<Pick<T, K>>
}
