import type { Lang } from './langs.ts'

/** How a yes/no device attribute reads in each language: on the pages, in the downloads and in the tender sheet. */
export const yesNoWords: Record<Lang, readonly [string, string]> = { it: ['Sì', 'No'], en: ['Yes', 'No'] }
