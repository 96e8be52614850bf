import { catalogue, site } from '#src/catalogue/data.ts'
import type { Lang } from '#src/catalogue/langs.ts'
import type { Route } from '#src/catalogue/route.ts'
import { imageFor, imagePaths } from '#src/images/imageFor.ts'
import { SHARE_IMAGE, shareImageUrl } from '#src/images/imageUrl.ts'
import { sharePictureOf } from './sharePicture'

/** Open Graph's locale names (language_TERRITORY); the English pages are written in British English. */
const OG_LOCALE: Record<Lang, string> = { it: 'it_IT', en: 'en_GB' }

// Indexed once per process: every page of a catalogue of thousands of products is rendered.
let pictureOf: ReturnType<typeof sharePictureOf> | undefined

/**
 * How a link to the page previews in a message or a post (server only): Open Graph
 * (https://ogp.me) and X's large card. og:title and og:description are vike-react's, from the
 * page's title and description. The image tags are written here rather than through vike-react's
 * `image` setting, which prints og:image after the <Head> elements, where og:image:width and the
 * rest, which describe the og:image before them, could not follow it.
 */
export function SharingMeta({ route, lang, url, origin }: { route: Route; lang: Lang; url: string; origin: string }) {
  pictureOf ??= sharePictureOf({ catalogue, site, pictures: imagePaths() })
  const picture = pictureOf(route, lang)
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.company.name} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[lang === 'it' ? 'en' : 'it']} />
      <meta property="og:image" content={origin + shareImageUrl(imageFor(picture.src).id)} />
      <meta property="og:image:type" content={SHARE_IMAGE.type} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
