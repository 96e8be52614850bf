/**
 * The public origin of the site, for canonical URLs, hreflang alternates and the sitemap. Set
 * SITE_URL when building for a real host; read at build time only (server-side code).
 */
export const siteOrigin = (
  (typeof process !== 'undefined' ? process.env.SITE_URL : undefined) ?? 'https://www.example.com'
).replace(/\/+$/, '')
