import { firstPaintRewrite } from './inlineStylesheets.ts'
import { tsWorker } from './tsWorker.ts'
import { collectInlineCode, type InlineCode, listPages, policyText, writeHeadersFile, writePages } from './securityHeaders.ts'

/** A request to the helper thread (finishPagesWorker.ts): one pass over its share of the pages. */
export type FinishStep = { step: 'collect'; clientDir: string; files: string[] } | { step: 'write'; clientDir: string; files: string[]; policy: [string, string[]][] }

/**
 * The last pass over the prerendered pages under `clientDir`: each is rewritten for its first
 * paint (CSS inlined, scripts started after it), the security policy is made from the pages as
 * they will be written, and it goes into every page and into `_headers` (securityHeaders.ts).
 * Each page is read twice (for the policy, then to write it) and written once; a helper thread
 * takes every other page, so both cores work: at 2,000 products these are 4,000 pages.
 */
export async function finishPages(clientDir: string, sentryDsn: string | undefined): Promise<{ policy: string; pages: number }> {
  const pages = listPages(clientDir)
  const [mine, theirs] = [pages.filter((_, i) => i % 2 === 0), pages.filter((_, i) => i % 2 === 1)]
  const helper = tsWorker(new URL('./finishPagesWorker.ts', import.meta.url))
  try {
    const ask = <T>(request: FinishStep) =>
      new Promise<T>((resolve, reject) => {
        helper.once('message', resolve).once('error', reject)
        helper.postMessage(request)
      })
    const rewrite = firstPaintRewrite(clientDir)
    const theirCode = ask<InlineCode>({ step: 'collect', clientDir, files: theirs })
    const myCode = collectInlineCode(mine, rewrite)
    const policy = writeHeadersFile(clientDir, [myCode, await theirCode], sentryDsn || undefined)
    const theirPages = ask<void>({ step: 'write', clientDir, files: theirs, policy })
    writePages(mine, rewrite, policy)
    await theirPages
    return { policy: policyText(policy), pages: pages.length }
  } finally {
    await helper.terminate()
  }
}
