/**
 * The browser's folders hold what the site and its Function run: every module under src/features,
 * src/pages, src/components and src/layout is reached from a Vike `+` file or a Pages Function.
 * What only the build or the tests use lives under scripts/ or tests/.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { repoRoot } from '../../scripts/harness/catalogueCopy.ts'
import { importGraph } from '../../scripts/checks/importCycles.ts'

const SITE_FOLDERS = /^src\/(features|pages|components|layout)\//

/** The modules of those folders that no `+` file under src/pages and no file under functions/ reaches, tests aside. */
function unreached(root: string): string[] {
  const graph = importGraph(
    root,
    ['src', 'functions', 'scripts', 'tests'].filter((dir) => fs.existsSync(path.join(root, dir))),
  )
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/')
  const isTest = (file: string) => /\.test\.tsx?$/.test(file)
  const entries = [...graph.keys()].filter((f) => !isTest(f) && (/^src\/pages\/(.+\/)?\+[^/]+$/.test(rel(f)) || rel(f).startsWith('functions/')))
  const reached = new Set<string>()
  const stack = [...entries]
  while (stack.length > 0) {
    const file = stack.pop()!
    if (reached.has(file)) continue
    reached.add(file)
    stack.push(...(graph.get(file) ?? []))
  }
  return [...graph.keys()].filter((f) => !isTest(f) && SITE_FOLDERS.test(rel(f)) && !reached.has(f)).map(rel)
}

test('every module of the browser’s folders is run by the site or its Function', () => {
  expect(unreached(repoRoot)).toEqual([])
})

const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'site-modules-'))
afterAll(() => fs.rmSync(planted, { recursive: true, force: true }))

test('a module that only the build and a test import is found', () => {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(planted, file)), { recursive: true })
    fs.writeFileSync(path.join(planted, file), text)
  }
  write('src/pages/+Page.tsx', "import { shown } from '#src/features/shown.ts'\nexport const Page = () => shown\n")
  write('src/features/shown.ts', 'export const shown = 1\n')
  write('src/features/buildOnly.ts', 'export const built = 2\n')
  write('src/features/buildOnly.test.ts', "import { built } from './buildOnly'\n")
  write('scripts/emit.ts', "import { built } from '../src/features/buildOnly'\n")
  expect(unreached(planted)).toEqual(['src/features/buildOnly.ts'])
})
