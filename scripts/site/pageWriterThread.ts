/**
 * A writer thread of the prerender's process (prerenderPages.js): writes the files it is sent as
 * they come (pageWriter.ts), then takes part in adding the security policy to them.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { type Swaps, pageWriter } from './pageWriter.ts'
import { addPolicyMeta, type InlineCode, policyText, writeHeadersFile } from './securityHeaders.ts'

/** The messages a writer thread answers, each once and in order; files are not answered. */
export type WriterRequest =
  /** A file Vike made. */
  | { file: string; text: string }
  /** A shared value, serialised for the HTML and for the page-context JSON: [stand-in, value]. */
  | { swap: Swaps }
  /** Answered with the inline code of the pages written (InlineCode). */
  | { step: 'code' }
  /** Answered with the policy made from the code of every writer's pages, once `_headers` is written. */
  | { step: 'policy'; found: InlineCode[]; sentryDsn: string | undefined }
  /** Puts the policy into the pages written; answered with their number. */
  | { step: 'meta'; policy: [string, string[]][] }

const clientDir = workerData as string
const writer = pageWriter(clientDir)

parentPort!.on('message', (request: WriterRequest) => {
  if ('file' in request) return writer.write(request.file, request.text)
  if ('swap' in request) return writer.share(request.swap)
  if (request.step === 'code') return parentPort!.postMessage(writer.inlineCode())
  if (request.step === 'policy') {
    const policy = writeHeadersFile(clientDir, request.found, request.sentryDsn)
    return parentPort!.postMessage({ sources: policy, text: policyText(policy) })
  }
  addPolicyMeta(writer.pages, request.policy)
  parentPort!.postMessage(writer.pages.length)
})
