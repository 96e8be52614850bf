import { siteOriginOf } from '@/config/buildConfig'

/**
 * The public origin of the site, for canonical URLs, hreflang alternates and the sitemap. Read at
 * build time only (server-side code); vite.config.ts has checked SITE_URL before anything is built.
 */
export const siteOrigin = siteOriginOf(typeof process !== 'undefined' ? process.env : {})
