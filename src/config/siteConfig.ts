/**
 * The site's configuration: the one place that reads the environment (the shell's variables and
 * Vite's .env files). vite.config.ts, vitest.config.ts and the build's scripts load it once and
 * hand its values on as arguments; pages get the origin from vite.config.ts as a compile-time
 * constant (src/routing/siteOrigin.ts). The VITE_* values are checked here; Vite itself gives them
 * to the browser code (import.meta.env), as it does with every VITE_* variable.
 * Node only (it reads files): the browser code never imports it.
 */
import { loadEnv } from 'vite'
import { z } from 'zod'

/** The origin of the local modes (localModes) when SITE_URL is not set; never a deployment's. */
const localOrigin = 'http://localhost:3000'

/**
 * The modes that run on this machine: `vike dev` (development), the unit tests (test), the
 * browser tests' build (e2e, .env.e2e) and `npm start` (preview, .env.preview). Any other mode,
 * production first, builds a site for a real host, which must be given its address.
 */
export const localModes: readonly string[] = ['development', 'test', 'e2e', 'preview']

const origin = z
  .url({ protocol: /^https?$/, error: 'expected the public address of the site, such as https://www.example.it' })
  .refine((url) => !URL.canParse(url) || new URL(url).pathname === '/', 'expected an origin without a path, such as https://www.example.it')
  .transform((url) => url.replace(/\/+$/, ''))

/** Empty in .env means "not set". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())
const id = z
  .string()
  .trim()
  .regex(/^[\w-]+$/, 'expected an id of letters, digits, "-" and "_"')

const SiteEnv = z.object({
  SITE_URL: optional(origin),
  /** The build's output folder, relative to the project; Vike writes the site to its `client` folder. */
  OUT_DIR: optional(
    z
      .string()
      .trim()
      .regex(/^[\w.-]+(\/[\w.-]+)*$/, 'expected a folder inside the project, such as dist-mine'),
  ),
  VITE_EMAILJS_PUBLIC_KEY: optional(id),
  VITE_EMAILJS_SERVICE_ID: optional(id),
  VITE_EMAILJS_TEMPLATE_ID: optional(id),
  VITE_EMAILJS_IFU_TEMPLATE_ID: optional(id),
  VITE_SENTRY_DSN: optional(z.url({ protocol: /^https?$/, error: 'expected a Sentry DSN, such as https://key@o0.ingest.sentry.io/0' })),
})

/** The checked configuration: every value as set, SITE_URL and OUT_DIR always there. */
export type SiteConfig = z.infer<typeof SiteEnv> & { SITE_URL: string; OUT_DIR: string }

export const missingSiteUrl =
  'No site built: set SITE_URL to the public address of the site (for example SITE_URL=https://www.example.it in .env), which canonical links, hreflang alternates and the sitemap need.'

/**
 * The configuration in `env`, or the sentences that explain why there is none. A deployment must
 * name its origin; the local modes use localOrigin when SITE_URL is not set. OUT_DIR is dist
 * unless set.
 */
export function parseSiteConfig(
  env: Record<string, string | undefined>,
  { deployment }: { deployment: boolean },
): { config: SiteConfig } | { problems: string[] } {
  const parsed = SiteEnv.safeParse(env)
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])] ?? '')}: ${issue.message}`) }
  }
  if (!parsed.data.SITE_URL && deployment) return { problems: [missingSiteUrl] }
  return { config: { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? localOrigin, OUT_DIR: parsed.data.OUT_DIR ?? 'dist' } }
}

export type LoadOptions = {
  /** Whether the site is for a real host (SITE_URL required): by default every mode but localModes. */
  deployment?: boolean
  /** Where the .env files are: the project. */
  root?: string
}

const loaded = new Map<string, SiteConfig>()

/**
 * The configuration of Vite's `mode`: the .env files of the mode (as Vite reads them), with the
 * shell's variables winning over them, as in Vite itself. Parsed once a process. When a value is
 * missing or wrong, prints every problem, one sentence each, and ends the process: nothing is built.
 */
export function loadSiteConfig(mode: string, { deployment = !localModes.includes(mode), root = process.cwd() }: LoadOptions = {}): SiteConfig {
  const key = JSON.stringify([mode, deployment, root])
  const known = loaded.get(key)
  if (known) return known
  const parsed = parseSiteConfig({ ...loadEnv(mode, root, ''), ...process.env }, { deployment })
  if ('problems' in parsed) {
    console.error(parsed.problems.join('\n'))
    process.exit(1)
  }
  loaded.set(key, parsed.config)
  return parsed.config
}
