import { z } from 'zod'
import { langs } from './langs.ts'
import type { Localised } from './localised.ts'

/** The schema of a Localised<T>, from the schema of its value. */
export function localised<S extends z.ZodType>(value: S) {
  return z.object(Object.fromEntries(langs.map((lang) => [lang, value])) as Localised<S>)
}

/** A text the site shows in both languages. */
export const Bilingual = localised(z.string())
export type Bilingual = Localised<string>
