import type { Localised } from '#src/catalogue/localised.ts'
import { en } from './en.ts'
import { it } from './it.ts'

/** Italian is the reference: every key it has, English must have too (checked by the type). */
export type Dictionary = Record<keyof typeof it, string>
export type TextKey = keyof Dictionary

export const dictionaries: Localised<Dictionary> = { it, en }
