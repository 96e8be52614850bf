/**
 * Files named by the catalogue must be what they claim, or the build fails or the site shows a
 * broken link: a picture must be a complete PNG or JPEG under public/images (what the image
 * optimiser reads), a PDF must be a PDF with at least one page. Checked from the bytes, as a
 * browser or a PDF reader would read them, not from the file name.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FileFault } from '../report/problemMessages.ts'
import { type Place, type Problem, problem } from '../report/problems.ts'
import { type PicturesAhead, pngDamage } from './pngDamage.ts'

export type FileKind = 'picture' | 'pdf'

/** The pictures the build's image optimiser encodes: every file under public/images with these endings. */
export const RASTER_PICTURE = /\.(png|jpe?g)$/i

/** Public paths ("/images/…") of every picture the optimiser will encode. */
export function listPictures(root: string): string[] {
  const dir = path.join(root, 'public', 'images')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && RASTER_PICTURE.test(e.name))
    .map((e) => `/${path.relative(path.join(root, 'public'), path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .sort()
}

/** What is wrong with a file under public/, reported at the place that names it; undefined when it is fine. */
export function fileProblem(root: string, publicPath: string, kind: FileKind, at: Place, ahead?: PicturesAhead): Problem | undefined {
  const file = path.join(root, 'public', publicPath)
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return problem('missing-file', at, { path: publicPath })
  const fault = fileFault(file, publicPath, kind, ahead)
  return fault && problem('wrong-file-content', at, { path: publicPath, ...fault })
}

function fileFault(file: string, publicPath: string, kind: FileKind, ahead?: PicturesAhead): FileFault | undefined {
  // Windows and macOS find "Photo.PNG" as "photo.png"; the web server and the build do not.
  const onDisk = fs.readdirSync(path.dirname(file)).find((name) => name.toLowerCase() === path.basename(file).toLowerCase())
  if (onDisk !== path.basename(file)) return { fault: 'wrong-case', onDisk: onDisk ?? '', named: path.basename(file) }
  if (kind === 'picture' && !publicPath.startsWith('/images/')) return { fault: 'not-under-images' }
  // A picture checked ahead was read a moment ago, in this run.
  const bytes = ahead?.get(path.resolve(file))?.bytes ?? fs.readFileSync(file)
  return kind === 'picture' ? pictureFault(publicPath, bytes, file, ahead) : pdfFault(bytes)
}

/** The files the catalogue names, each read once however many rows name it, and reported at each of them. */
export class CheckedFiles {
  private readonly found = new Map<string, Problem | undefined>()

  /** `ahead`: pictures checked already, by inflatePicturesAhead. */
  constructor(
    readonly root: string,
    private readonly ahead?: PicturesAhead,
  ) {}

  /** What is wrong with the file, reported at the row that names it; empty when it is fine. */
  check(kind: FileKind, publicPath: string, at: Place): Problem[] {
    const key = `${kind}:${publicPath}`
    if (!this.found.has(key)) this.found.set(key, fileProblem(this.root, publicPath, kind, at, this.ahead))
    const found = this.found.get(key)
    return found ? [{ ...at, code: found.code, message: found.message }] : []
  }

  has(kind: FileKind, publicPath: string): boolean {
    return this.found.has(`${kind}:${publicPath}`)
  }
}

const FORMATS: [name: string, test: (b: Buffer) => boolean][] = [
  ['PNG', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['JPEG', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['GIF', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['WebP', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
  ['AVIF', (b) => b.subarray(4, 12).toString('latin1').startsWith('ftypavi')],
  ['HEIC', (b) => /^ftyphei|^ftypmif1/.test(b.subarray(4, 12).toString('latin1'))],
  ['TIFF', (b) => ['II*\0', 'MM\0*'].includes(b.subarray(0, 4).toString('latin1'))],
  ['BMP', (b) => b.subarray(0, 2).toString('latin1') === 'BM'],
  ['PDF', (b) => b.subarray(0, 5).toString('latin1') === '%PDF-'],
  ['SVG', (b) => /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8'))],
]
const formatOf = (bytes: Buffer) => FORMATS.find(([, test]) => test(bytes))?.[0]

function pictureFault(publicPath: string, bytes: Buffer, file: string, ahead?: PicturesAhead): FileFault | undefined {
  const format = formatOf(bytes)
  if (format === 'SVG') return { fault: 'svg' }
  if (format === undefined) return { fault: 'not-a-picture' }
  if (format !== 'PNG' && format !== 'JPEG') return { fault: 'other-picture-format', format }
  const extension = path.extname(publicPath).toLowerCase()
  const expected = format === 'PNG' ? ['.png'] : ['.jpg', '.jpeg']
  if (!expected.includes(extension)) return { fault: 'wrong-extension', format, extension, expected: expected[0]! }
  const damage = format === 'PNG' ? pngDamage(bytes, file, ahead) : jpegDamage(bytes)
  return damage ? { fault: 'damaged-picture', format, damage } : undefined
}

/** SOF markers carry the size; start-of-scan begins the image data, which the end marker closes. */
function jpegDamage(bytes: Buffer): string | undefined {
  let offset = 2
  let size = false
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'its structure is broken'
    const marker = bytes[offset + 1]!
    if (marker === 0xff) {
      offset++
      continue
    }
    const length = bytes.readUInt16BE(offset + 2)
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      size = bytes.readUInt16BE(offset + 5) > 0 && bytes.readUInt16BE(offset + 7) > 0
    }
    if (marker === 0xda) {
      if (!size) return 'it has no size'
      const end = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]))
      return end > offset ? undefined : 'its end is missing'
    }
    offset += 2 + length
  }
  return 'its image data is missing'
}

const PAGE = /\/Type\s*\/Page(?![A-Za-z])/

function pdfFault(bytes: Buffer): FileFault | undefined {
  const format = formatOf(bytes)
  if (format !== 'PDF') return { fault: 'not-pdf', format }
  if (!bytes.subarray(-2048).toString('latin1').includes('%%EOF')) return { fault: 'incomplete-pdf' }
  if (!hasPage(bytes)) return { fault: 'pdf-without-pages' }
  return undefined
}

/** A page object, written plainly or (PDF 1.5 and later) inside a compressed object stream. */
function hasPage(bytes: Buffer): boolean {
  const text = bytes.toString('latin1')
  if (PAGE.test(text)) return true
  for (const match of text.matchAll(/\/FlateDecode[\s\S]{0,200}?stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) continue
    try {
      if (PAGE.test(zlib.inflateSync(bytes.subarray(start, end), { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('latin1'))) return true
    } catch {
      // Not an object stream that inflates: keep looking.
    }
  }
  return false
}
