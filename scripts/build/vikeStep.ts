/**
 * One of Vike's build steps, through its JavaScript API (https://vike.dev/api), in a process of its
 * own that buildSite.ts starts, so that the step's memory is returned when it ends:
 *
 *   node --import tsx scripts/build/vikeStep.ts build <mode>
 *   node --import tsx scripts/build/vikeStep.ts prerender <mode> [<k/n>]
 *
 * `prerender` with a part renders that share of the pages (src/pages/+onPrerenderStart.ts).
 * vite.config.ts loads the site's configuration for the mode, as with Vike's own commands.
 */
import { parseArgs } from 'node:util'
import { build, prerender } from 'vike/api'

const { positionals } = parseArgs({ allowPositionals: true })
const [step, mode, part] = positionals
if ((step !== 'build' && step !== 'prerender') || !mode) throw new Error('usage: vikeStep.ts build|prerender <mode> [<k/n>]')
if (step === 'build') await build({ viteConfig: { mode } })
else await prerender({ viteConfig: { mode }, ...(part ? { pageContextInit: { prerenderPart: part } } : {}) })
