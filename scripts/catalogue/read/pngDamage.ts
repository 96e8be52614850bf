/**
 * What is wrong with a PNG file, as a browser or the image optimiser would find it: its chunks walked
 * and each checksum checked, then its image data inflated, so that a PNG that passes decodes.
 * Inflating is most of the check's time; the command starts it for every picture on the thread pool
 * before the generator's modules load (inflatePicturesAhead), and the check takes its result; the
 * pictures an earlier run found sound are not inflated again (soundPictures.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { SoundPictures } from './soundPictures.ts'

/** The most a PNG's image data is inflated into at once: a damaged header may claim any size. */
const MAX_INFLATE_CHUNK = 64 * 1024 * 1024

/** A PNG's chunks walked: the damage found, or its image data and the size it must inflate to. */
type Walked = { damage: string } | { data: Buffer; size: number; interlaced: boolean }

function walkChunks(bytes: Buffer): Walked {
  let offset = 8
  let width = 0
  let height = 0
  let rowBytes = 0
  let interlaced = false
  const data: Buffer[] = []
  let ended = false
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1')
    if (offset + 12 + length > bytes.length) return { damage: `the ${type} section is cut short` }
    const body = bytes.subarray(offset + 8, offset + 8 + length)
    if (zlib.crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) return { damage: `the ${type} section is corrupt` }
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[body[9]!] ?? 0
      rowBytes = Math.ceil((width * body[8]! * channels) / 8)
      interlaced = body[12] === 1
    }
    if (type === 'IDAT') data.push(body)
    offset += 12 + length
    if (type === 'IEND') {
      ended = true
      break
    }
  }
  if (width === 0 || height === 0) return { damage: 'it has no size' }
  if (!ended) return { damage: 'its end is missing' }
  return { data: Buffer.concat(data), size: height * (rowBytes + 1), interlaced }
}

/** Into one buffer of the image's size: gathering the default 64 kB pieces took as long as inflating them. */
const inflateOptions = (size: number): zlib.ZlibOptions => ({ chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, Math.min(MAX_INFLATE_CHUNK, size + 1)) })

function inflatedDamage(walked: Extract<Walked, { data: Buffer }>, pixels: Buffer | undefined): string | undefined {
  if (pixels === undefined) return 'its image data cannot be read'
  if (!walked.interlaced && pixels.length < walked.size) return 'its image data is incomplete'
  return undefined
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** PNG files already checked, by their path: the bytes read, and the damage found. */
export type PicturesAhead = ReadonlyMap<string, { bytes: Buffer; damage: string | undefined }>

/**
 * Starts inflating the image data of every PNG among these files on the thread pool, at once: what
 * runs on this thread meanwhile (the generator's modules loading) is not held up by it. With
 * `soundFile`, a picture found sound by an earlier run, byte for byte, is not inflated again.
 */
export async function inflatePicturesAhead(files: readonly string[], soundFile?: string): Promise<PicturesAhead> {
  const sound = soundFile === undefined ? undefined : new SoundPictures(soundFile, fs.readFileSync(fileURLToPath(import.meta.url)))
  const started = files.flatMap((file) => {
    let bytes: Buffer
    try {
      bytes = fs.readFileSync(file)
    } catch {
      return [] // the check says why
    }
    if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return []
    const digest = sound?.digest(bytes)
    if (digest !== undefined && sound!.has(digest)) return [Promise.resolve([path.resolve(file), { bytes, damage: undefined }] as const)]
    const walked = walkChunks(bytes)
    const damage: Promise<string | undefined> =
      'damage' in walked
        ? Promise.resolve(walked.damage)
        : new Promise((resolve) => zlib.inflate(walked.data, inflateOptions(walked.size), (error, pixels) => resolve(inflatedDamage(walked, error ? undefined : pixels))))
    return [
      damage.then((found) => {
        if (found === undefined && digest !== undefined) sound!.add(digest)
        return [path.resolve(file), { bytes, damage: found }] as const
      }),
    ]
  })
  const ahead = new Map(await Promise.all(started))
  sound?.save()
  return ahead
}

/** What is damaged in a PNG, in words; undefined when it decodes. `ahead` may hold the file already checked. */
export function pngDamage(bytes: Buffer, file: string, ahead?: PicturesAhead): string | undefined {
  const checked = ahead?.get(path.resolve(file))
  if (checked?.bytes.equals(bytes)) return checked.damage
  const walked = walkChunks(bytes)
  if ('damage' in walked) return walked.damage
  let pixels: Buffer | undefined
  try {
    pixels = zlib.inflateSync(walked.data, inflateOptions(walked.size))
  } catch {
    pixels = undefined
  }
  return inflatedDamage(walked, pixels)
}
