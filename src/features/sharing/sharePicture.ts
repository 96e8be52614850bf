/**
 * The picture a page is shared with (its og:image): the page's own picture where it has one, the
 * site's picture elsewhere. Every page's <head> asks it for its page; the image step asks it for
 * every page of the route table and writes the link-preview variant of exactly those pictures.
 */
import type { Lang } from '../../catalogue/langs.ts'
import type { CatalogueData, SiteData } from '../../catalogue/generatedData.ts'
import type { Route } from '../../catalogue/route.ts'
import { heroPicture } from '../../images/heroPicture.ts'

export interface SharePicture {
  /** Public path of the source picture, as the catalogue names it. */
  src: string
  /** What it shows, in the page's language. */
  alt: string
}

export interface ShareSources {
  catalogue: Pick<CatalogueData, 'products' | 'lines' | 'texts' | 'about'>
  site: Pick<SiteData, 'categories'>
  /** Public paths of the site's raster pictures, among which the optional banner. */
  pictures: Iterable<string>
}

/**
 * The share picture of any page, with the catalogue indexed once: a product page shows its
 * product, a category its category's picture, a line page its first product, the about page its
 * first picture. Other pages (home, contact, IFU, legal, search, request list) show the site's
 * picture: the home page's banner, or without one the about page's first picture, or the first
 * category's.
 */
export function sharePictureOf({ catalogue, site, pictures }: ShareSources): (route: Route, lang: Lang) => SharePicture {
  const product = lookup('product', catalogue.products)
  const line = lookup('line', catalogue.lines)
  const category = lookup('category', site.categories)
  const hero = heroPicture(pictures)
  const about = catalogue.about[0]
  const aboutPicture = (lang: Lang) => (about ? { src: about.image, alt: about.imageAlt[lang] } : undefined)
  const sitePicture = (lang: Lang): SharePicture => {
    if (hero) return { src: hero, alt: catalogue.texts['hero.title'][lang] }
    const first = site.categories[0]
    return aboutPicture(lang) ?? { src: first!.image, alt: first!.name[lang] }
  }
  return (route, lang) => {
    const ref = route.ref ?? ''
    switch (route.page) {
      case 'product': {
        const p = product(ref)
        return { src: p.image, alt: p.name[lang] }
      }
      case 'category': {
        const c = category(ref)
        return { src: c.image, alt: c.name[lang] }
      }
      case 'line': {
        const l = line(ref)
        return { src: product(l.products[0] ?? '').image, alt: l.name[lang] }
      }
      case 'about':
        return aboutPicture(lang) ?? sitePicture(lang)
      default:
        return sitePicture(lang)
    }
  }
}

/** A lookup by id that names what is missing: a route whose item is not in the catalogue is a fault of the build. */
function lookup<T extends { id: string }>(kind: string, items: readonly T[]): (id: string) => T {
  const byId = new Map(items.map((item) => [item.id, item]))
  return (id) => {
    const found = byId.get(id)
    if (!found) throw new Error(`The share picture of a ${kind} page: ${kind} "${id}" is not in the generated catalogue.`)
    return found
  }
}
