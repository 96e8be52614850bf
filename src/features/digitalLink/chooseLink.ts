/**
 * Which of several links of one type a request gets (GS1-Conformant Resolver, "link selection"):
 * the one in the first language the visitor accepts, then one in no particular language, then
 * English, then the first; among those, the media type the request accepts, when it names one.
 */
import type { LinkTarget } from './linksetOf.ts'

/** The languages of an Accept-Language header, most wanted first, by their primary subtag ("de-CH" → "de"). */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return []
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index }
    })
    .filter((l) => l.language !== '' && l.language !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return [...new Set(ranked.map((l) => l.language))]
}

/** Media types an Accept header names, without parameters, leaving out wildcards. */
const acceptedTypes = (header: string | null): string[] =>
  (header ?? '')
    .split(',')
    .map((t) => t.split(';')[0]!.trim().toLowerCase())
    .filter((t) => t !== '' && !t.includes('*'))

export function chooseLink(links: readonly LinkTarget[], request: { acceptLanguage: string | null; accept: string | null }): LinkTarget | undefined {
  const types = acceptedTypes(request.accept)
  const ofType = links.filter((l) => l.type !== undefined && types.includes(l.type))
  const candidates = ofType.length > 0 ? ofType : links
  for (const language of acceptedLanguages(request.acceptLanguage)) {
    const found = candidates.find((l) => l.hreflang?.some((h) => h.toLowerCase().split('-')[0] === language))
    if (found) return found
  }
  return candidates.find((l) => l.hreflang === undefined) ?? candidates.find((l) => l.hreflang?.includes('en')) ?? candidates[0]
}
