import type { Lang } from '#src/catalogue/langs.ts'
import { type RequestLineTexts, requestLines } from './requestLines'
import type { RequestEntry } from './requestStore'
import { loadCodeIndex } from './useCodeIndex'

/**
 * The request list as the contact message carries it: its lines, with each code's product, size and
 * unit from the code index; without them when the index cannot be had, rather than no lines.
 * Loaded by the contact page only when the list holds codes (RequestForMessage.tsx).
 */
export async function requestMessage(list: readonly RequestEntry[], texts: RequestLineTexts, lang: Lang): Promise<string> {
  const index = await loadCodeIndex(
    list.map((e) => e.code),
    lang,
  ).catch((error: unknown) => {
    console.warn('The product details of the request could not be loaded:', error)
    return undefined
  })
  return requestLines(list, index, texts, lang)
}
