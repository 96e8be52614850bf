// No zod here: the browser's code reads localised values through this module.
import { type Lang, langs } from './langs.ts'

/** One value per language of the site: a text, a label, a file name… */
export type Localised<T> = Record<Lang, T>

/** Whether a value is one per language, e.g. a Bilingual text rather than a size or a number. */
export function isLocalised(value: unknown): value is Localised<unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).length === langs.length && langs.every((lang) => lang in value)
}
