import { Worker } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'

/**
 * Runs a step of the build on a thread of its own (`module`: bundled by the build, given `args` as
 * its argv), so that on a large catalogue its files are written on the second core while the site
 * is built on the first: the downloads (writeDownloads.ts). A thread of this small process rather
 * than a process of its own: it adds its data to the build's memory, not another runtime and
 * TypeScript loader. Resolves to the step's report line; rejects with what it wrote on failure.
 */
export function startThread(what: string, module: string, args: string[]): Promise<string> {
  const worker = new Worker(pathToFileURL(module), { argv: args, stdout: true, stderr: true })
  let output = ''
  worker.stdout.on('data', (d: Buffer) => (output += d.toString()))
  worker.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const done = new Promise<string>((resolve, reject) => {
    worker.on('error', (e) => reject(new Error(`The ${what} could not be written:\n${output.trim()}\n${e.stack ?? e}`)))
    worker.on('exit', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`The ${what} could not be written:\n${output.trim()}`))))
  })
  // A build that stops before it asks (a failed prerender) reports that failure, not this one.
  done.catch(() => undefined)
  return done
}
