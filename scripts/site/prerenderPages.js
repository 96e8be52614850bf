/**
 * Step 2 of the build (scripts/buildSite.ts), in a process of its own:
 *   node scripts/site/prerenderPages.js MODE CLIENT_DIR WRITER
 * Vike renders every page and hands each file it made (a page's HTML, then its page-context JSON)
 * to this process instead of writing it. Two writer threads (WRITER: pageWriterThread.ts, bundled)
 * write them as they come, on the second core, each page rewritten for its first paint and given
 * the values all pages share, serialised once here rather than by Vike for every page. The
 * security policy is made from the inline code of every page, so it is added last: to `_headers`,
 * and to every page by the thread that wrote it.
 *
 * Plain JavaScript, and the writers bundled, so that this process runs without the TypeScript
 * loader: it made the prerender 130 MB larger and 1.5 s slower at 2,000 products, and each writer
 * thread would start a compiler process and a loader thread of its own.
 */
import { Worker } from 'node:worker_threads'
import { stringify } from '@brillout/json-serializer/stringify'
import { stop as stopEsbuild } from 'esbuild'
import { prerender } from 'vike/api'
import { loadEnv } from 'vite'

const [mode, clientDir, writerModule] = process.argv.slice(2)
if (!mode || !clientDir || !writerModule) throw new Error('usage: node scripts/site/prerenderPages.js MODE CLIENT_DIR WRITER')

function startWriter() {
  const writer = new Worker(writerModule, { workerData: clientDir })
  // A file that cannot be written (a full disk, a missing permission) ends the build with the reason.
  writer.on('error', (error) => {
    console.error(`The pages could not be written: ${error.message}`)
    process.exit(1)
  })
  return writer
}

/** Sends a writer one step and resolves to its answer. */
const ask = (writer, request) => new Promise((resolve) => writer.once('message', resolve).postMessage(request))

const writers = [startWriter(), startWriter()]

/** As Vike serialises a page's context (its serializeContext.js): in the HTML, slashes are escaped too. */
const serialise = (value, inHtml) => stringify(value, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: inHtml } })

/**
 * The values the pages share (pageContext.sharedValues, src/layout/pageUi.ts), each serialised
 * once and sent to every writer before the first page that holds its stand-in: the writers put it
 * in place.
 */
const sent = new Set()
function sendShared(pageContext) {
  for (const { standIn, value } of pageContext.sharedValues ?? []) {
    if (sent.has(standIn)) continue
    sent.add(standIn)
    const swap = { html: [serialise(standIn, true), serialise(value, true)], json: [serialise(standIn, false), serialise(value, false)] }
    for (const writer of writers) writer.postMessage({ swap })
  }
}

let files = 0
try {
  await prerender({
    viteConfig: { mode },
    // The option is marked experimental: Vike's version is pinned, and the browser tests check
    // every page's first-paint script, page context and policy on the built site.
    onPagePrerender(pageContext) {
      // Vike compiles its configuration files with esbuild when it starts; once pages come, it has
      // nothing more to compile, and esbuild's process (about 24 MB) can go (a later call would
      // start it again).
      if (files === 0) void stopEsbuild()
      sendShared(pageContext)
      const { filePath, fileContent } = pageContext._prerenderResult
      writers[files++ % writers.length].postMessage({ file: filePath, text: fileContent })
    },
  })
} catch (error) {
  // As `vike prerender` does: the error comes from a page's code, and its stack says where.
  console.error(error)
  process.exit(1)
}
// As in vite.config.ts: a variable set in the shell wins over the .env files.
const sentryDsn = loadEnv(mode, process.cwd(), 'VITE_').VITE_SENTRY_DSN || undefined
const found = await Promise.all(writers.map((writer) => ask(writer, { step: 'code' })))
const policy = await ask(writers[0], { step: 'policy', found, sentryDsn })
const pages = (await Promise.all(writers.map((writer) => ask(writer, { step: 'meta', policy: policy.sources })))).reduce((a, b) => a + b, 0)
console.log(`${pages} pages prerendered and prepared for their first paint; security headers: _headers and a policy in every page (${policy.text.length} characters)`)
// Vike's own command exits the same way: the prerender can leave handles open.
process.exit(0)
