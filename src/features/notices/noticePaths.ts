/**
 * Where the notices' files are served beside their page (scripts/site/emitters/noticeFiles.ts
 * writes them): the Atom feed of each language, in its page's folder, and the small index of the
 * codes with a recent notice or withdrawn, which the request list fetches.
 */
import type { Lang } from '../../catalogue/langs.ts'
import { staticRoutes } from '../../catalogue/routesOf.ts'

const page = staticRoutes.find((r) => r.id === 'notices')!.path

/** "/modifiche-prodotto/feed.xml", "/en/product-changes/feed.xml". */
export const noticeFeedPath = (lang: Lang): string => `${page[lang]}feed.xml`

export const NOTICE_CODES_PATH = `${page.it}codes.json`

/** "/modifiche-prodotto/", "/en/product-changes/". */
export const noticesPagePath = (lang: Lang): string => page[lang]

/** A notice's place on the page of a language. */
export const noticeHref = (id: string, lang: Lang): string => `${page[lang]}#${id}`
