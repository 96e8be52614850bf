import fs from 'node:fs'
import path from 'node:path'
import type { Contents, Emitter, EmitterInput } from './emitter.ts'
import { linkFile } from './linkFile.ts'

/** One emitter's share of a build: for the build's log and bench:scale's table. */
export interface EmitterReport {
  name: string
  files: number
  ms: number
}

/** A file at an address no other file has, inside the site: two emitters writing one address is a fault of the build's code. */
function checkedAddress(address: string, taken: Set<string>, emitter: string): string {
  const clean = path.posix.normalize(address)
  if (clean !== address || address.startsWith('/') || address.startsWith('../') || address === '..') {
    throw new Error(`The emitter "${emitter}" made a file at "${address}": an address must be a plain path inside the site, without a leading slash.`)
  }
  if (taken.has(address)) throw new Error(`Two files at "${address}": the emitter "${emitter}" made one that another emitter had made.`)
  taken.add(address)
  return address
}

function write(file: string, contents: Contents): void {
  if (typeof contents === 'string' || contents instanceof Uint8Array) fs.writeFileSync(file, contents)
  else linkFile(contents.file, file)
}

/** Writes every emitter's files into `outDir`, one file at a time, each emitter after the other; returns what each wrote and its time. */
export async function writeEmitted(emitters: readonly Emitter[], input: EmitterInput, outDir: string): Promise<EmitterReport[]> {
  const taken = new Set<string>()
  const folders = new Set<string>()
  const reports: EmitterReport[] = []
  for (const emitter of emitters) {
    const start = performance.now()
    let files = 0
    for (const [address, contents] of await emitter.emit(input)) {
      const file = path.join(outDir, checkedAddress(address, taken, emitter.name))
      const dir = path.dirname(file)
      if (!folders.has(dir)) fs.mkdirSync(dir, { recursive: true })
      folders.add(dir)
      write(file, contents)
      files++
    }
    reports.push({ name: emitter.name, files, ms: Math.round(performance.now() - start) })
  }
  return reports
}

/** Every emitter's files by address, made at once: what the dev server answers from (../vite/emittedFiles.ts). */
export async function emittedByAddress(emitters: readonly Emitter[], input: EmitterInput): Promise<Map<string, Contents>> {
  const taken = new Set<string>()
  const files = new Map<string, Contents>()
  for (const emitter of emitters) {
    for (const [address, contents] of await emitter.emit(input)) files.set(checkedAddress(address, taken, emitter.name), contents)
  }
  return files
}
