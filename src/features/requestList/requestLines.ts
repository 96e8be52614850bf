import type { Lang } from '#src/catalogue/langs.ts'
import { quantityText } from '#src/catalogue/orderUnit.ts'
import { fillText } from '#src/i18n/fillText.ts'
import type { CodeIndex } from './codeIndex'
import type { RequestEntry } from './requestStore'

export interface RequestLineTexts {
  heading: string
  /** "quantity: {n}", for a code whose unit is not known yet */
  quantity: string
  unknown: string
  /** The mark of a line whose code asks for free samples. */
  samples: string
  /** The sentence after the lines when any asks for samples: free of charge, identical to the goods supplied. */
  samplesTerms: string
}

/**
 * The request list as readable lines for the e-mail, one code a line, the quantity with its unit
 * and the pieces it makes, as the quantity box and the tender sheet write them:
 * "SP-SS-057130 · Steripaper – Self-sealing pouches · 57 × 130 mm · 3 cartons of 2000 pieces (6000 pieces)".
 * Without the index (not loaded, or it could not be) each line gives the code and quantity only: a
 * code is called unknown only when the index says so. A code asking for free samples says so at
 * the end of its line, and the terms of the samples follow the lines.
 */
export function requestLines(list: readonly RequestEntry[], index: CodeIndex | undefined, texts: RequestLineTexts, lang: Lang): string {
  if (list.length === 0) return ''
  const lines = list.map(({ code, packs, samples }) => {
    const info = index?.[code]
    const parts = info
      ? [code, info.product, info.size, quantityText(packs, info.unit, lang)].filter((s) => s !== '')
      : [code, ...(index ? [texts.unknown] : []), fillText(texts.quantity, { n: packs })]
    return `- ${[...parts, ...(samples ? [texts.samples] : [])].join(' · ')}`
  })
  const terms = list.some((e) => e.samples) ? ['', texts.samplesTerms] : []
  return [texts.heading, ...lines, ...terms].join('\n')
}
