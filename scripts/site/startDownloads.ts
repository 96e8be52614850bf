import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { GENERATED_DIR } from '../../src/catalogue/generatedDir.ts'

/**
 * Starts writing the product-table downloads of the generated catalogue into the client output,
 * in a process of its own (writeDownloads.ts), so that on a large catalogue the spreadsheets are
 * made on the second core while the pages are prerendered on the first, and their memory is not
 * added to the prerender's. Resolves to its report line; rejects with what it wrote on failure.
 */
export function startDownloads(root: string, clientDir: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/site/writeDownloads.ts'), path.join(root, GENERATED_DIR, 'catalogue.json'), clientDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Below the prerender, which the build waits for, in the processor's queue.
  if (child.pid !== undefined) os.setPriority(child.pid, 10)
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`The downloads could not be written:\n${output.trim()}`))))
  })
  // A build that stops before it asks (a failed prerender) reports that failure, not this one.
  done.catch(() => undefined)
  return done
}
