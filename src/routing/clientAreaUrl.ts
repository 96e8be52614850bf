import type { Lang } from '#src/catalogue/langs.ts'

/** The external client-area service: orders (type=ord) or declarations of conformity (type=ddt). */
export function clientAreaUrl(ordersHost: string, type: 'ord' | 'ddt', lang: Lang): string {
  const url = new URL(ordersHost)
  url.searchParams.set('type', type)
  url.searchParams.set('lang', lang)
  return url.href
}
