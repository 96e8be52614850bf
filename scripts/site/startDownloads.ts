import { Worker } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'

/**
 * Starts writing the product-table downloads of the generated catalogue into `folder`, on a thread
 * of its own (`module`: writeDownloads.ts, bundled by the build), so that on a large catalogue the
 * spreadsheets are made on the second core while the site is built on the first. A thread of this
 * small process rather than a process of its own: it adds the catalogue and the spreadsheets to the
 * build's memory, not another runtime and TypeScript loader. Resolves to its report line;
 * rejects with what it wrote on failure.
 */
export function startDownloads(module: string, catalogueJson: string, folder: string): Promise<string> {
  // Below the bundler and the prerender, which the build waits for (on Linux a priority is a thread's own).
  const code = `require('node:os').setPriority(10); import(${JSON.stringify(pathToFileURL(module).href)})`
  const worker = new Worker(code, { eval: true, argv: [catalogueJson, folder], stdout: true, stderr: true })
  let output = ''
  worker.stdout.on('data', (d: Buffer) => (output += d.toString()))
  worker.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const done = new Promise<string>((resolve, reject) => {
    worker.on('error', (e) => reject(new Error(`The downloads could not be written:\n${output.trim()}\n${e.stack ?? e}`)))
    worker.on('exit', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`The downloads could not be written:\n${output.trim()}`))))
  })
  // A build that stops before it asks (a failed prerender) reports that failure, not this one.
  done.catch(() => undefined)
  return done
}
