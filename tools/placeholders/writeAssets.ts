/**
 * Writes the made files into public/, remembering in a manifest what it wrote. A file whose
 * content is not what the manifest recorded was put there by someone (a real photo, the real
 * IFU) and is never overwritten or removed.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AssetJob } from './collectAssets.ts'

/** Where the manifest sits, from the root that holds public/: beside this tool, so the site does not publish it. */
export const MANIFEST_PATH = 'tools/placeholders/manifest.json'

export function manifestPath(publicDir: string): string {
  return path.join(path.dirname(publicDir), MANIFEST_PATH)
}

interface Entry {
  /** Hash of what the file was made from, for files that are slow to make. */
  source?: string
  /** Hash of the file as written. */
  content: string
}

interface Manifest {
  about: string
  files: Record<string, Entry>
}

export interface WriteResult {
  written: string[]
  unchanged: string[]
  /** Files at a catalogue path that this script did not make; left alone. */
  kept: string[]
  /** Files this script made earlier that the catalogue no longer references. */
  removed: string[]
}

const ABOUT =
  'Files written by `npm run assets`, with the hash of each. A file whose content differs from its hash was replaced by hand and is never overwritten.'

export async function writeAssets(publicDir: string, jobs: AssetJob[]): Promise<WriteResult> {
  const manifestFile = manifestPath(publicDir)
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true })
  const before = readManifest(manifestFile)
  const files: Record<string, Entry> = {}
  const result: WriteResult = { written: [], unchanged: [], kept: [], removed: [] }

  await inParallel(jobs, Math.max(1, Math.min(4, os.availableParallelism())), async (job) => {
    const abs = path.join(publicDir, job.path)
    const source = job.source === undefined ? undefined : hash(job.source)
    const recorded = before.files[job.path]
    const current = fs.existsSync(abs) ? hash(fs.readFileSync(abs)) : undefined
    if (current !== undefined && current !== recorded?.content) {
      result.kept.push(job.path)
      return
    }
    if (current !== undefined && source !== undefined && recorded?.source === source) {
      files[job.path] = recorded
      result.unchanged.push(job.path)
      return
    }
    const bytes = await job.build()
    const content = hash(bytes)
    files[job.path] = source === undefined ? { content } : { source, content }
    if (content === current) {
      result.unchanged.push(job.path)
      return
    }
    fs.mkdirSync(path.dirname(abs), { recursive: true })
    // Write beside and rename, so a watching dev server never reads half a file.
    const tmp = `${abs}.tmp-${process.pid}`
    fs.writeFileSync(tmp, bytes)
    fs.renameSync(tmp, abs)
    result.written.push(job.path)
  })

  const wanted = new Set(jobs.map((j) => j.path))
  for (const [p, entry] of Object.entries(before.files)) {
    if (wanted.has(p)) continue
    const abs = path.join(publicDir, p)
    if (fs.existsSync(abs) && hash(fs.readFileSync(abs)) === entry.content) {
      fs.rmSync(abs)
      removeEmptyDirs(path.dirname(abs), publicDir)
      result.removed.push(p)
    }
  }

  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  const text = `${JSON.stringify({ about: ABOUT, files: sorted } satisfies Manifest, null, 2)}\n`
  if (!fs.existsSync(manifestFile) || fs.readFileSync(manifestFile, 'utf8') !== text) fs.writeFileSync(manifestFile, text)
  for (const list of Object.values(result)) (list as string[]).sort()
  return result
}

export function hash(data: string | Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex').slice(0, 32)
}

function readManifest(file: string): Manifest {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>
    if (parsed && typeof parsed.files === 'object' && parsed.files !== null) return { about: ABOUT, files: parsed.files }
  } catch {
    // No manifest yet, or unreadable: then no file counts as made here, so nothing is overwritten.
  }
  return { about: ABOUT, files: {} }
}

function removeEmptyDirs(dir: string, stop: string): void {
  let d = dir
  while (d.startsWith(stop) && d !== stop && fs.readdirSync(d).length === 0) {
    fs.rmdirSync(d)
    d = path.dirname(d)
  }
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
}
