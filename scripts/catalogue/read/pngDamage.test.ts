import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { inflatePicturesAhead, pngDamage } from './pngDamage.ts'

const chunk = (type: string, body: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const head = Buffer.alloc(4)
  head.writeUInt32BE(body.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typed))
  return Buffer.concat([head, typed, crc])
}

/** A grey PNG of 16 × 8 pixels, its image data given (the rows, filter byte first, deflated), each checksum right. */
function png(imageData: Buffer = zlib.deflateSync(Buffer.alloc(8 * 17, 0x80))): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(16, 0)
  header.writeUInt32BE(8, 4)
  header[8] = 8 // bits
  header[9] = 0 // grey
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', imageData), chunk('IEND', Buffer.alloc(0))])
}

const cases: [name: string, bytes: Buffer, damage: string | undefined][] = [
  ['a complete PNG', png(), undefined],
  ['cut short', png().subarray(0, -14), 'the IDAT section is cut short'],
  ['a byte changed', Buffer.from(png().map((b, i) => (i === 45 ? b ^ 1 : b))), 'the IDAT section is corrupt'],
  ['without its end', png().subarray(0, -12), 'its end is missing'],
  ['image data that does not inflate', png(Buffer.from('not deflated')), 'its image data cannot be read'],
  ['fewer rows than its height', png(zlib.deflateSync(Buffer.alloc(4 * 17, 0x80))), 'its image data is incomplete'],
]

let dir = ''
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'png-damage-'))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

test.each(cases)('%s: the same damage checked here and ahead, on the thread pool', async (name, bytes, damage) => {
  const file = path.join(dir, `${name}.png`)
  fs.writeFileSync(file, bytes)
  expect(pngDamage(bytes, file)).toBe(damage)
  const ahead = await inflatePicturesAhead([file])
  expect(ahead.get(file)?.damage).toBe(damage)
  expect(pngDamage(bytes, file, ahead)).toBe(damage)
  // Bytes that are not those checked ahead are checked again.
  expect(pngDamage(png(), file, ahead)).toBeUndefined()
})
