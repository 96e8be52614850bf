/**
 * The public origin of the site, for canonical URLs, hreflang alternates and the sitemap: SITE_URL
 * as src/config/siteConfig.ts checked it, written in by vite.config.ts (`define`, declared in
 * siteOriginConstant.d.ts). Server-side code only.
 */
export const siteOrigin: string = __SITE_ORIGIN__
