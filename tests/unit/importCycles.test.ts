import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { repoRoot } from '../../scripts/harness/catalogueCopy.ts'
import { cyclesOf, importGraph } from '../../scripts/checks/importCycles.ts'

describe('import cycles', () => {
  test('the project has none, counting type-only and dynamic imports', () => {
    const graph = importGraph(repoRoot, ['src', 'functions', 'scripts', 'tools', 'tests'])
    expect(graph.size).toBeGreaterThan(100)
    expect(cyclesOf(graph).map((cycle) => cycle.map((f) => path.relative(repoRoot, f)))).toEqual([])
  })

  const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'))
  afterAll(() => fs.rmSync(planted, { recursive: true, force: true }))

  test('a cycle closed by a type-only import is found, and one module importing a second is not a cycle', () => {
    const write = (name: string, text: string) => fs.writeFileSync(path.join(planted, 'src', name), text)
    fs.mkdirSync(path.join(planted, 'src'))
    write('overlay.ts', "import type { Typed } from '#src/button.ts'\nimport { shared } from './shared.ts'\nexport const typed: Typed = shared\n")
    write('shared.ts', 'export const shared = 1\n')
    // The planted cycle: button.ts imports overlay.ts (dynamically), overlay.ts imports a type from button.ts.
    write('button.ts', "export type Typed = number\nexport const open = () => import('./overlay')\n")
    const cycles = cyclesOf(importGraph(planted, ['src'])).map((cycle) => cycle.map((f) => path.basename(f)))
    expect(cycles).toEqual([['button.ts', 'overlay.ts']])
  })

  test('a module that imports itself is a cycle', () => {
    expect(cyclesOf(new Map([['a', ['a']]]))).toEqual([['a']])
  })
})
