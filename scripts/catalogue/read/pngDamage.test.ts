import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { pngFile } from '../../harness/sampleFiles.ts'
import { inflatePicturesAhead, pngDamage } from './pngDamage.ts'

/** A grey PNG of 16 × 8 pixels, its image data given (the rows, filter byte first, deflated), each checksum right. */
const png = (imageData: Buffer = zlib.deflateSync(Buffer.alloc(8 * 17, 0x80))) => pngFile({ width: 16, height: 8, colour: 0, imageData })

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

test('a picture found sound is inflated once while its bytes stay the same; a damaged one, at every run; a cache file not of digests is ignored', async () => {
  const inflate = vi.spyOn(zlib, 'inflate')
  const sound = path.join(dir, 'sound.png')
  const damaged = path.join(dir, 'damaged.png')
  const cache = path.join(dir, 'cache', 'sound-pictures.json')
  fs.writeFileSync(sound, png())
  fs.writeFileSync(damaged, png(Buffer.from('not deflated')))
  const run = async () => {
    inflate.mockClear()
    const ahead = await inflatePicturesAhead([sound, damaged], cache)
    return { sound: ahead.get(sound)?.damage, damaged: ahead.get(damaged)?.damage, inflated: inflate.mock.calls.length }
  }
  expect(await run()).toEqual({ sound: undefined, damaged: 'its image data cannot be read', inflated: 2 })
  expect(await run()).toEqual({ sound: undefined, damaged: 'its image data cannot be read', inflated: 1 })
  // Other bytes, as sound: checked again.
  fs.writeFileSync(sound, png(zlib.deflateSync(Buffer.alloc(8 * 17, 0x40))))
  expect(await run()).toMatchObject({ sound: undefined, inflated: 2 })
  fs.writeFileSync(cache, '{"not": "a list"}')
  expect(await run()).toMatchObject({ sound: undefined, inflated: 2 })
  inflate.mockRestore()
})
