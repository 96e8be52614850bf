/**
 * The PNGs an earlier run found sound, by the digest of their bytes, kept under .cache as the build
 * keeps its encoded pictures: a picture whose bytes are unchanged is not inflated again. Only sound
 * verdicts are kept (a damaged picture is rare, and its message is written afresh), and the check's
 * own source is in every digest, so a change to the check checks every picture again. The file is
 * only ever a shortcut: unreadable, it is ignored; unwritable, it is not written.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Enough for every picture of a catalogue many times the shipped one, and older ones after edits. */
const MAX_DIGESTS = 10_000

export class SoundPictures {
  /** Oldest first, so the cap drops pictures not seen for longest. */
  private readonly digests: string[]
  private readonly known: Set<string>
  private changed = false

  constructor(
    private readonly file: string,
    private readonly check: Buffer,
  ) {
    this.digests = readDigests(file)
    this.known = new Set(this.digests)
  }

  digest(bytes: Buffer): string {
    return createHash('sha256').update(this.check).update(bytes).digest('hex')
  }

  has(digest: string): boolean {
    return this.known.has(digest)
  }

  add(digest: string): void {
    if (this.known.has(digest)) return
    this.known.add(digest)
    this.digests.push(digest)
    this.changed = true
  }

  /** Written whole to a new file, then renamed over the old: a run reading it meanwhile sees one or the other. */
  save(): void {
    if (!this.changed) return
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true })
      const temporary = `${this.file}.${process.pid}.tmp`
      fs.writeFileSync(temporary, JSON.stringify(this.digests.slice(-MAX_DIGESTS)))
      fs.renameSync(temporary, this.file)
      this.changed = false
    } catch {
      // A read-only checkout: every run checks every picture, as without the file.
    }
  }
}

function readDigests(file: string): string[] {
  try {
    const read: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
    return Array.isArray(read) ? read.filter((d): d is string => typeof d === 'string' && /^[0-9a-f]{64}$/.test(d)) : []
  } catch {
    return []
  }
}
