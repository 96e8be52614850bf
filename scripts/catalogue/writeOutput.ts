import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A swap takes milliseconds; a run still waiting after this long reports it instead of hanging. */
const LOCK_WAIT_MS = 15_000
/** A lock this old was left by a run that died mid-swap (killed, power cut): it is taken over. */
const LOCK_STALE_MS = 10_000
/** Staging folders older than this belong to runs that died before swapping; they are removed. */
const STAGING_STALE_MS = 60_000

/**
 * Writes all files into a fresh folder beside the output, then swaps it in, so the output is
 * either the previous complete set or the new complete set, never a mix. Runs that overlap (the
 * dev watcher and a build, two terminals) take turns for the swap. An output that holds these
 * files already, and nothing else, is left as it is, and the dev server sees no change: the
 * output's record of what it was written with (WRITTEN_FILE) says so without reading every file
 * again. Returns whether it wrote.
 */
export function writeOutput(outDir: string, files: Record<string, unknown>): boolean {
  // A name may hold folders (search/…); text is written as it is (the search index, kept compact).
  const texts = new Map(Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`]))
  const parent = path.dirname(outDir)
  fs.mkdirSync(parent, { recursive: true })
  const prefix = `.${path.basename(outDir)}-new-`
  const lock = lockPath(outDir)
  const digest = digestOf(texts)
  // Read under the lock, so that another run's swap is never seen half done.
  if (withLock(lock, () => holds(outDir, texts, digest))) return false
  const staging = fs.mkdtempSync(path.join(parent, prefix))
  try {
    const folders = new Set<string>()
    const written: Written = { digest, files: {} }
    for (const [name, text] of texts) {
      const file = path.join(staging, name)
      if (!folders.has(path.dirname(file))) fs.mkdirSync(path.dirname(file), { recursive: true })
      folders.add(path.dirname(file))
      fs.writeFileSync(file, text)
      const { size, mtimeMs } = fs.statSync(file)
      written.files[name] = [size, mtimeMs]
    }
    fs.writeFileSync(path.join(staging, WRITTEN_FILE), `${JSON.stringify(written)}\n`)
    // mkdtemp makes the folder private (700); the output is an ordinary folder of the project.
    fs.chmodSync(staging, OUTPUT_MODE)
    withLock(lock, () => {
      swapIn(staging, outDir)
      removeStaleStaging(parent, prefix)
    })
    return true
  } finally {
    // Gone already after a successful swap; left behind only by a failure.
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

const OUTPUT_MODE = 0o755

/** In the output, beside its files: the digest of their names and texts, and each one's size and time as written. */
export const WRITTEN_FILE = '.written.json'
interface Written {
  digest: string
  files: Record<string, [size: number, mtimeMs: number]>
}

function digestOf(texts: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256')
  for (const [name, text] of texts) hash.update(`${name}\0${text}\0`)
  return hash.digest('hex')
}

/**
 * Whether the folder holds exactly these files, with this text, and no other file or folder, and
 * is readable by everyone: as its record says it was written, and no file changed since (its size
 * and time are as written).
 */
function holds(dir: string, texts: ReadonlyMap<string, string>, digest: string): boolean {
  if (!fs.existsSync(dir) || (fs.statSync(dir).mode & 0o777) !== OUTPUT_MODE) return false
  let written: Written
  try {
    written = JSON.parse(fs.readFileSync(path.join(dir, WRITTEN_FILE), 'utf8')) as Written
  } catch {
    return false // written before the record was kept, or the record is damaged
  }
  if (written.digest !== digest) return false
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
  const nameOf = (entry: fs.Dirent) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
  const folders = new Set([...texts.keys()].flatMap((name) => name.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))))
  const files = entries.filter((e) => !e.isDirectory() && nameOf(e) !== WRITTEN_FILE)
  if (files.length !== texts.size || entries.length - 1 - files.length !== folders.size) return false
  if (entries.some((e) => e.isDirectory() && !folders.has(nameOf(e)))) return false
  return files.every((e) => {
    const name = nameOf(e)
    const record = written.files[name]
    if (!e.isFile() || !texts.has(name) || record === undefined) return false
    const { size, mtimeMs } = fs.statSync(path.join(dir, name))
    return size === record[0] && mtimeMs === record[1]
  })
}

function swapIn(staging: string, outDir: string): void {
  const old = `${staging}-old`
  const hadOutput = fs.existsSync(outDir)
  if (hadOutput) fs.renameSync(outDir, old)
  try {
    fs.renameSync(staging, outDir)
  } catch (e) {
    if (hadOutput) fs.renameSync(old, outDir)
    throw e
  }
  fs.rmSync(old, { recursive: true, force: true })
}

function removeStaleStaging(parent: string, prefix: string): void {
  const now = Date.now()
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue
    const p = path.join(parent, name)
    try {
      if (now - fs.statSync(p).mtimeMs > STAGING_STALE_MS) fs.rmSync(p, { recursive: true, force: true })
    } catch {
      // Removed meanwhile by its own run.
    }
  }
}

/** In the system's temporary folder, so a crashed run leaves nothing in the repository. */
function lockPath(outDir: string): string {
  const id = createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 16)
  return path.join(os.tmpdir(), `catalogue-output-${id}.lock`)
}

/** mkdir is atomic: exactly one run creates the folder, the others wait for it to go. */
function withLock<T>(lock: string, fn: () => T): T {
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    let age = 0
    try {
      age = Date.now() - fs.statSync(lock).mtimeMs
    } catch {
      continue // released between our two calls
    }
    if (age > LOCK_STALE_MS) {
      fs.rmSync(lock, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`another run of the catalogue generator has been writing for over ${LOCK_WAIT_MS / 1000} s (lock ${lock}); try again`)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
  }
  try {
    return fn()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}
