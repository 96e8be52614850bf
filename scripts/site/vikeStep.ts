/**
 * One of Vike's build steps, through its JavaScript API (https://vike.dev/api), in a process of its
 * own that buildSite.ts starts for a catalogue too large to build in one:
 *
 *   jiti scripts/site/vikeStep.ts build <mode>
 *   jiti scripts/site/vikeStep.ts prerender <mode> <k/n>
 *
 * `build` makes the bundles only; `prerender` renders the k-th of n shares of the pages
 * (src/pages/+onPrerenderStart.ts) and keeps the server build for the next share.
 */
import { parseArgs } from 'node:util'
import { build, prerender } from 'vike/api'

const { positionals } = parseArgs({ allowPositionals: true })
const [step, mode, part] = positionals
if (!mode || !(step === 'build' || (step === 'prerender' && part))) throw new Error('usage: vikeStep.ts build <mode> | prerender <mode> <k/n>')
if (step === 'build') await build({ viteConfig: { mode }, vikeConfig: { prerender: { disableAutoRun: true } } })
else await prerender({ viteConfig: { mode }, vikeConfig: { prerender: { keepDistServer: true } }, pageContextInit: { prerenderPart: part } })
