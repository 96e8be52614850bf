import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'

const dirs: string[] = []
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-file-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A fresh module each time: once refused, the module copies from then on. */
const load = async () => (await import('./linkFile')).linkFile

function source(): string {
  const file = path.join(tmp(), 'deep.json')
  fs.writeFileSync(file, '2')
  return file
}

describe('linkFile', () => {
  test('the file is at its place, as a link to the same file', async () => {
    const linkFile = await load()
    const from = source()
    const to = path.join(tmp(), 'deep.json')
    linkFile(from, to)
    expect(fs.readFileSync(to, 'utf8')).toBe('2')
    expect(fs.statSync(to).ino).toBe(fs.statSync(from).ino)
  })

  test('where links are refused, the file is copied, and so are the next ones', async () => {
    const linkFile = await load()
    const link = vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error('cross-device link'), { code: 'EXDEV' })
    })
    const from = source()
    const to = path.join(tmp(), 'deep.json')
    linkFile(from, to)
    expect(fs.readFileSync(to, 'utf8')).toBe('2')
    expect(fs.statSync(to).ino).not.toBe(fs.statSync(from).ino)
    linkFile(from, path.join(tmp(), 'next.json'))
    expect(link).toHaveBeenCalledTimes(1)
  })

  test('any other failure is not hidden', async () => {
    const linkFile = await load()
    vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error('no space left'), { code: 'ENOSPC' })
    })
    expect(() => linkFile(source(), path.join(tmp(), 'out.json'))).toThrow('no space left')
  })
})
