import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import type { Emitter, EmitterInput } from './emitter'
import { emittedByAddress, writeEmitted } from './writeEmitted'

const dirs: string[] = []
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emitted-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

// The emitters below read nothing of it.
const input = {} as EmitterInput

const emitter = (name: string, files: Emitter['emit']): Emitter => ({ name, emit: files })

describe('writeEmitted', () => {
  test('each file at its address, text, bytes and a file on disk alike, with each emitter’s count', async () => {
    const source = path.join(tmp(), 'part.json')
    fs.writeFileSync(source, '{"a":1}')
    const out = tmp()
    const reports = await writeEmitted(
      [
        emitter('text', () => [['robots.txt', 'User-agent: *\n']]),
        emitter('deep', function* () {
          yield ['a/b/c.bin', new Uint8Array([1, 2, 3])]
          yield ['a/index/part.json', { file: source }]
        }),
      ],
      input,
      out,
    )
    expect(fs.readFileSync(path.join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\n')
    expect([...fs.readFileSync(path.join(out, 'a/b/c.bin'))]).toEqual([1, 2, 3])
    expect(fs.readFileSync(path.join(out, 'a/index/part.json'), 'utf8')).toBe('{"a":1}')
    expect(reports.map(({ name, files }) => [name, files])).toEqual([
      ['text', 1],
      ['deep', 2],
    ])
  })

  test('two emitters writing one address stop the build, naming both the address and the second emitter', async () => {
    const emitters = [emitter('sitemap', () => [['sitemap.xml', 'a']]), emitter('other', () => [['sitemap.xml', 'b']])]
    await expect(writeEmitted(emitters, input, tmp())).rejects.toThrow('Two files at "sitemap.xml": the emitter "other"')
    await expect(emittedByAddress(emitters, input)).rejects.toThrow('Two files at "sitemap.xml"')
  })

  test.each(['/robots.txt', '../outside.txt', 'a/../../outside.txt', 'a//b.txt'])(
    '"%s" is refused: an address is a plain path inside the site',
    async (address) => {
      const out = tmp()
      await expect(writeEmitted([emitter('bad', () => [[address, 'x']])], input, path.join(out, 'site'))).rejects.toThrow(`made a file at "${address}"`)
      expect(fs.existsSync(path.join(out, 'outside.txt'))).toBe(false)
    },
  )
})

describe('emittedByAddress: what the dev server answers from', () => {
  test('every file of every emitter by its address', async () => {
    const files = await emittedByAddress([emitter('one', () => [['x.txt', 'x']]), emitter('two', async () => [['y/z.txt', 'z']])], input)
    expect([...files]).toEqual([
      ['x.txt', 'x'],
      ['y/z.txt', 'z'],
    ])
  })
})
