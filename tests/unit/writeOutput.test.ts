import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { writeOutput } from '../../scripts/catalogue/writeOutput.ts'

const repoRoot = path.resolve(import.meta.dirname, '../..')

let dir = ''
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-output-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('writeOutput', () => {
  test('writes pretty JSON with a final newline into a 755 folder', () => {
    const out = path.join(dir, 'generated')
    writeOutput(out, { 'a.json': { b: [1] } })
    expect(fs.readFileSync(path.join(out, 'a.json'), 'utf8')).toBe('{\n  "b": [\n    1\n  ]\n}\n')
    expect(fs.statSync(out).mode & 0o777).toBe(0o755)
    expect(fs.readdirSync(dir)).toEqual(['generated'])
  })

  test('a failed write leaves the previous output as it was', () => {
    const out = path.join(dir, 'generated')
    writeOutput(out, { 'a.json': 1 })
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(() => writeOutput(out, { 'a.json': 2, 'b.json': circular })).toThrow()
    expect(fs.readdirSync(out).sort()).toEqual(['.written.json', 'a.json'])
    expect(fs.readFileSync(path.join(out, 'a.json'), 'utf8')).toBe('1\n')
    expect(fs.readdirSync(dir)).toEqual(['generated'])
  })

  test('an output that holds these files already is left as it is; a file more, another text or a folder more, and it is written whole', () => {
    const out = path.join(dir, 'generated')
    const files = { 'a.json': 1, 'b/c.json': 'x' }
    expect(writeOutput(out, files)).toBe(true)
    const written = fs.statSync(out).ino
    expect(writeOutput(out, files)).toBe(false)
    expect(fs.statSync(out).ino).toBe(written)
    fs.writeFileSync(path.join(out, 'stale.json'), '{}')
    expect(writeOutput(out, files)).toBe(true)
    expect(fs.readdirSync(out).sort()).toEqual(['.written.json', 'a.json', 'b'])
    expect(writeOutput(out, { ...files, 'a.json': 2 })).toBe(true)
    expect(fs.readFileSync(path.join(out, 'a.json'), 'utf8')).toBe('2\n')
    fs.mkdirSync(path.join(out, 'b/empty'))
    expect(writeOutput(out, { ...files, 'a.json': 2 })).toBe(true)
    expect(fs.readdirSync(path.join(out, 'b'))).toEqual(['c.json'])
    expect(fs.readdirSync(dir)).toEqual(['generated'])
  })

  test('a file changed by hand since it was written, even to the same size, or a lost record, and it is written whole', () => {
    const out = path.join(dir, 'generated')
    const files = { 'a.json': 1, 'b/c.json': 'x' }
    writeOutput(out, files)
    fs.writeFileSync(path.join(out, 'a.json'), '7\n')
    expect(writeOutput(out, files)).toBe(true)
    expect(fs.readFileSync(path.join(out, 'a.json'), 'utf8')).toBe('1\n')
    expect(writeOutput(out, files)).toBe(false)
    fs.rmSync(path.join(out, '.written.json'))
    expect(writeOutput(out, files)).toBe(true)
    expect(writeOutput(out, files)).toBe(false)
  })

  test('concurrent runs take turns: the folder ends complete, from one run, with nothing left behind', async () => {
    const out = path.join(dir, 'generated')
    const jiti = path.join(repoRoot, 'node_modules/.bin/jiti')
    const worker = path.join(import.meta.dirname, 'writeOutputWorker.ts')
    const runs = ['p', 'q', 'r', 's'].map((id) => promisify(execFile)(jiti, [worker, out, id, '15']))
    const results = await Promise.allSettled(runs)
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(fs.readdirSync(dir)).toEqual(['generated'])
    expect(fs.readdirSync(out).sort()).toEqual(['.written.json', 'a.json', 'b.json', 'c.json'])
    const files = ['a.json', 'b.json', 'c.json'].map((f) => JSON.parse(fs.readFileSync(path.join(out, f), 'utf8')) as { id: string; i: number })
    expect(files[0]!.i).toBe(14)
    expect(files[1]).toEqual(files[0])
    expect(files[2]).toEqual(files[0])
  })
})
