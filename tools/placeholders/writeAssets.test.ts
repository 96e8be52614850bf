import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AssetJob } from './collectAssets.ts'
import { MANIFEST_PATH, writeAssets } from './writeAssets.ts'

describe('writeAssets', () => {
  const job = (p: string, text: string): AssetJob => ({ path: p, source: text, build: async () => Buffer.from(text) })

  it('rewrites its own files when their source changes, keeps files replaced by hand, removes its unreferenced files', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'))
    const dir = path.join(root, 'public')
    try {
      const first = await writeAssets(dir, [job('/images/a.png', 'a1'), job('/images/b.png', 'b1'), job('/images/old/c.png', 'c1')])
      expect(first.written).toEqual(['/images/a.png', '/images/b.png', '/images/old/c.png'])
      // The manifest sits beside public/, never in it, so the site does not publish it.
      expect(Object.keys(JSON.parse(fs.readFileSync(path.join(root, MANIFEST_PATH), 'utf8')).files)).toEqual(first.written)
      expect(fs.readdirSync(dir)).toEqual(['images'])

      fs.writeFileSync(path.join(dir, 'images/b.png'), 'a real photo')
      const second = await writeAssets(dir, [job('/images/a.png', 'a2'), job('/images/b.png', 'b2')])
      expect(second).toEqual({ written: ['/images/a.png'], unchanged: [], kept: ['/images/b.png'], removed: ['/images/old/c.png'] })
      expect(fs.readFileSync(path.join(dir, 'images/a.png'), 'utf8')).toBe('a2')
      expect(fs.readFileSync(path.join(dir, 'images/b.png'), 'utf8')).toBe('a real photo')
      expect(fs.existsSync(path.join(dir, 'images/old'))).toBe(false)

      // Once replaced, a file stays the person's even when no longer referenced.
      const third = await writeAssets(dir, [job('/images/a.png', 'a2')])
      expect(third).toEqual({ written: [], unchanged: ['/images/a.png'], kept: [], removed: [] })
      expect(fs.readFileSync(path.join(dir, 'images/b.png'), 'utf8')).toBe('a real photo')
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
