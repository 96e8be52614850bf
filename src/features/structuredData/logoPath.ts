/** The raster logo the build draws from the site's icon (scripts/site/emitters/siteEmitters.ts): search engines take no SVG logo. */
export const LOGO_PATH = '/logo.png'

/** Its size in pixels: a square of at least 112 pixels, as Google asks of an organisation's logo. */
export const LOGO_SIZE = 512
