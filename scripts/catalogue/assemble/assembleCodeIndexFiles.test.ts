import { expect, test } from 'vitest'
import { catalogue } from '../../../src/catalogue/data.ts'
import { langs } from '../../../src/catalogue/langs.ts'
import { codeIndex } from '../../../src/features/requestList/codeIndex.ts'
import { CODES_PER_SHARD, codeShardOf } from '../../../src/features/requestList/codeShard.ts'
import { tenderIndex } from '../../../src/features/requestList/tenderIndex.ts'
import { assembleCodeIndexFiles, assembleTenderIndexFiles } from './assembleCodeIndexFiles.ts'

test('every code is in the one file its hash names, in both languages, with what the list shows of it', () => {
  const { manifest, files } = assembleCodeIndexFiles(catalogue)
  const index = codeIndex(catalogue, 'en')
  expect(Object.keys(index).length).toBeGreaterThan(200)
  expect(manifest.shards).toBe(Math.ceil(Object.keys(index).length / CODES_PER_SHARD))
  for (const lang of langs) {
    const parts = Array.from({ length: manifest.shards }, (_, n) => JSON.parse(files[`search/codes/${manifest.version}/${lang}/${n}.json`]!) as Record<string, unknown>)
    expect(parts.flatMap((p) => Object.keys(p)).sort()).toEqual(Object.keys(index).sort())
    for (const code of Object.keys(index)) expect(parts[codeShardOf(code, manifest.shards)]![code]).toEqual(codeIndex(catalogue, lang)[code])
  }
})

test('a catalogue fifty times larger keeps each file near the same size', () => {
  const products = Array.from({ length: 50 }, (_, copy) =>
    catalogue.products.map((p) => ({ ...p, table: p.table && { ...p.table, rows: p.table.rows.map((r) => (r.kind === 'item' ? { ...r, item: { ...r.item, code: `${r.item.code}-${copy}` } } : r)) } })),
  ).flat()
  const { manifest, files } = assembleCodeIndexFiles({ lines: catalogue.lines, products })
  const counts = Object.values(files).map((text) => Object.keys(JSON.parse(text) as object).length)
  expect(manifest.shards).toBeGreaterThan(50)
  expect(Math.max(...counts)).toBeLessThan(CODES_PER_SHARD * 1.5)
})

test('the files of another content are at another address', () => {
  const a = assembleCodeIndexFiles(catalogue).manifest.version
  const b = assembleCodeIndexFiles({ lines: catalogue.lines, products: catalogue.products.slice(1) }).manifest.version
  expect(a).not.toBe(b)
})

test('the tender index holds the same codes in files of the same numbers, each with its tender values', () => {
  const codes = assembleCodeIndexFiles(catalogue)
  const tender = assembleTenderIndexFiles(catalogue)
  expect(tender.manifest.shards).toBe(codes.manifest.shards)
  for (const lang of langs) {
    const index = tenderIndex(catalogue, lang)
    for (let n = 0; n < codes.manifest.shards; n++) {
      const read = (files: Record<string, string>, kind: string, version: string) => JSON.parse(files[`search/${kind}/${version}/${lang}/${n}.json`]!) as Record<string, unknown>
      const part = read(tender.files, 'tender', tender.manifest.version)
      expect(Object.keys(part).sort()).toEqual(Object.keys(read(codes.files, 'codes', codes.manifest.version)).sort())
      for (const [code, info] of Object.entries(part)) expect(info).toEqual(index[code])
    }
  }
  expect(Object.keys(tender.files)).toHaveLength(codes.manifest.shards * 2)
})
