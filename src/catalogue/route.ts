// An entry of the route table (src/generated/routes.json), which prerendering, links and the sitemap read.
import { z } from 'zod'
import { Bilingual } from './bilingual.ts'

const pageKinds = [
  'home',
  'category',
  'line',
  'product',
  'about',
  'contact',
  'ifu',
  'search',
  'disclaimer',
  'privacy',
  'orderTracking',
  'declaration',
  'requestList',
  'ifuDocument',
  'comparison',
  'compatibility',
  'notices',
  'guide',
  'whereToBuy',
  'scan',
] as const
export const PageKind = z.enum(pageKinds)
export type PageKind = z.infer<typeof PageKind>

/** One page in both languages. `ref` names the category or product it shows. */
export const Route = z.object({
  id: z.string(),
  page: PageKind,
  path: Bilingual,
  ref: z.string().optional(),
  /** A product no longer sold: its page is built, but no list, search or sitemap names it. */
  withdrawn: z.literal(true).optional(),
})
export type Route = z.infer<typeof Route>
