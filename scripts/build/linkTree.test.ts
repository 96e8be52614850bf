import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { linkTree } from './linkTree'

const dirs: string[] = []
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-tree-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  vi.restoreAllMocks()
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function sourceTree(): string {
  const from = tmp()
  fs.mkdirSync(path.join(from, 'a/b'), { recursive: true })
  fs.writeFileSync(path.join(from, 'top.json'), '1')
  fs.writeFileSync(path.join(from, 'a/b/deep.json'), '2')
  return from
}

describe('linkTree', () => {
  test('every file is at its place under the target, as a link to the same file', () => {
    const from = sourceTree()
    const to = path.join(tmp(), 'out/search-index')
    linkTree(from, to)
    expect(fs.readFileSync(path.join(to, 'top.json'), 'utf8')).toBe('1')
    expect(fs.readFileSync(path.join(to, 'a/b/deep.json'), 'utf8')).toBe('2')
    expect(fs.statSync(path.join(to, 'a/b/deep.json')).ino).toBe(fs.statSync(path.join(from, 'a/b/deep.json')).ino)
  })

  test('where links are refused, the files are copied', () => {
    const from = sourceTree()
    const to = path.join(tmp(), 'out')
    vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error('cross-device link'), { code: 'EXDEV' })
    })
    linkTree(from, to)
    expect(fs.readFileSync(path.join(to, 'a/b/deep.json'), 'utf8')).toBe('2')
    expect(fs.statSync(path.join(to, 'a/b/deep.json')).ino).not.toBe(fs.statSync(path.join(from, 'a/b/deep.json')).ino)
  })

  test('any other failure is not hidden', () => {
    const from = sourceTree()
    vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error('no space left'), { code: 'ENOSPC' })
    })
    expect(() => linkTree(from, path.join(tmp(), 'out'))).toThrow('no space left')
  })
})
