/** Files a catalogue names, made by code for tests: PNG pictures and a one-page PDF. */
import zlib from 'node:zlib'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** One chunk of a PNG: its length, type, body and checksum. */
function pngChunk(type: string, body: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A PNG of 8 bits a channel, grey (0) or RGB (2), its image data given deflated, each checksum right. */
export function pngFile({ width, height, colour, imageData }: { width: number; height: number; colour: 0 | 2; imageData: Buffer }): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = colour
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', imageData), pngChunk('IEND', Buffer.alloc(0))])
}

/** A complete PNG, 48 × 32 pixels of noise seeded by its name: its image data is most of the file, and no two pictures are the same. */
export function noisePng(seed: string): Buffer {
  const [width, height] = [48, 32]
  let state = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
  const raw = Buffer.alloc(height * (width * 3 + 1))
  for (let i = 0; i < raw.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0
    raw[i] = i % (width * 3 + 1) === 0 ? 0 : state >>> 24
  }
  return pngFile({ width, height, colour: 2, imageData: zlib.deflateSync(raw) })
}

/** A PDF of one page, its name in a comment so that no two files are the same. */
export const onePagePdf = (name: string) =>
  `%PDF-1.4\n% ${name}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`
