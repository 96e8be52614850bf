/**
 * docs/build.md's table of the files under scripts/site/ and the tree agree: every module (tests
 * aside) has its row, and every row names a module that exists.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const buildDir = path.join(repoRoot, 'scripts/site')

/** The files a table's rows name in their first cell, as `file.ts` or `folder/file.ts`. */
function filesOfTable(markdown: string, heading: string): string[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? ''
  return [...section.matchAll(/^\| `([\w/.]+\.ts)` \|/gm)].map((m) => m[1]!).sort()
}

const modules = (fs.readdirSync(buildDir, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
  .map((f) => f.split(path.sep).join('/'))
  .sort()

test("docs/build.md's table of the files names every module under scripts/site/, and no other", () => {
  expect(filesOfTable(fs.readFileSync(path.join(repoRoot, 'docs/build.md'), 'utf8'), 'The files')).toEqual(modules)
})

test("the rows are read from the section's table alone, by their first cell", () => {
  const table = [
    '## The files',
    '',
    '| file | what it does |',
    '| --- | --- |',
    '| `b.ts` | reads `c.ts` |',
    '| `pages/a.ts` | two |',
    '',
    '## Next',
    '| `d.ts` | x |',
  ]
  expect(filesOfTable(table.join('\n'), 'The files')).toEqual(['b.ts', 'pages/a.ts'])
})
