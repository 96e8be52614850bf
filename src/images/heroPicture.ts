/** The home page's banner is optional: public/images/hero.png, or a raster picture under public/images/hero/. */
const HERO_PREFIX = '/images/hero'

/** The banner among the site's pictures (their public paths), if there is one: the first under HERO_PREFIX. */
export function heroPicture(pictures: Iterable<string>): string | undefined {
  return [...pictures].filter((p) => p.startsWith(HERO_PREFIX)).sort()[0]
}
