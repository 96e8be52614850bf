/**
 * The build's settings, parsed once: SITE_URL for the prerendered pages and every VITE_* variable
 * the browser code reads (Vite hands them to it). vite.config.ts parses them before anything is built
 * and lists every bad value; the rest of the code reads values that passed. No React here: it loads
 * in Node.
 */
import { z } from 'zod'

/** The origin `npm run dev`, `npm start` and the browser tests use; never a deployment's. */
export const localOrigin = 'http://localhost:3000'

const origin = z
  .url({ protocol: /^https?$/, error: 'expected the public address of the site, such as https://www.example.it' })
  .refine((url) => !URL.canParse(url) || new URL(url).pathname === '/', 'expected an origin without a path, such as https://www.example.it')
  .transform((url) => url.replace(/\/+$/, ''))

/** Empty in .env means "not set". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())
const id = z.string().trim().regex(/^[\w-]+$/, 'expected an id of letters, digits, "-" and "_"')

export const BuildEnv = z.object({
  SITE_URL: optional(origin),
  VITE_EMAILJS_PUBLIC_KEY: optional(id),
  VITE_EMAILJS_SERVICE_ID: optional(id),
  VITE_EMAILJS_TEMPLATE_ID: optional(id),
  VITE_SENTRY_DSN: optional(z.url({ protocol: /^https?$/, error: 'expected a Sentry DSN, such as https://key@o0.ingest.sentry.io/0' })),
})
export type BuildEnv = z.infer<typeof BuildEnv>

export const missingSiteUrl =
  'No site built: set SITE_URL to the public address of the site (for example SITE_URL=https://www.example.it in .env), which canonical links, hreflang alternates and the sitemap need.'

/**
 * The settings of a build, or the sentences that explain why there is none. A deployment build
 * must name its origin; development and the local builds of `npm start` and `npm test` use
 * localOrigin when SITE_URL is not set.
 */
export function parseBuildEnv(env: Record<string, string | undefined>, deployment: boolean): { config: BuildEnv & { SITE_URL: string } } | { problems: string[] } {
  const parsed = BuildEnv.safeParse(env)
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`) }
  }
  if (!parsed.data.SITE_URL && deployment) return { problems: [missingSiteUrl] }
  return { config: { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? localOrigin } }
}

/** The origin of canonical links, alternates and the sitemap (server side: set by vite.config.ts). */
export function siteOriginOf(env: Record<string, string | undefined>): string {
  return origin.safeParse(env.SITE_URL ?? localOrigin).data ?? localOrigin
}
