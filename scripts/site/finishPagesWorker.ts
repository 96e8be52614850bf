/** The helper thread of finishPages.ts: runs each pass it is sent over its share of the pages. */
import { parentPort } from 'node:worker_threads'
import type { FinishStep } from './finishPages.ts'
import { firstPaintRewrite } from './inlineStylesheets.ts'
import { collectInlineCode, writePages } from './securityHeaders.ts'

parentPort!.on('message', (request: FinishStep) => {
  const rewrite = firstPaintRewrite(request.clientDir)
  if (request.step === 'collect') parentPort!.postMessage(collectInlineCode(request.files, rewrite))
  else parentPort!.postMessage(writePages(request.files, rewrite, request.policy))
})
