/**
 * A page carries only the text groups of the layout and of its own +texts.ts (pageUi.ts): this
 * test finds the groups in the code the browser runs, so that no page misses a text it shows
 * after an interaction (an error message, a search without results), which the prerender cannot
 * see, and no page carries a group it does not use.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import { describe, expect, test } from 'vitest'
import { dictionaries } from '#src/i18n/dictionary.ts'
import { type TextGroup, groupOf } from '#src/i18n/texts.ts'
import { LAYOUT_TEXTS } from './pageUi'

const PAGES = 'src/pages'
/**
 * The page files that run only on the server. +Head too: it is rendered only into the HTML, where
 * a text it lacked would stop the prerender (textOf).
 */
const SERVER_ONLY = new Set(['+config.ts', '+data.ts', '+onBeforeRender.ts', '+onBeforePrerenderStart.ts', '+route.ts', '+texts.ts', '+Head.tsx'])
const keys = new Set(Object.keys(dictionaries.it))
const groups = new Set([...keys].map(groupOf))

/** The source files under src/ that an entry imports, itself included, as the bundler follows them. */
function modulesOf(entries: string[]): string[] {
  const { metafile } = buildSync({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    packages: 'external',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'silent',
  })
  // src/i18n/ holds the dictionaries and their helpers: they name every key and show none.
  return Object.keys(metafile.inputs).filter((file) => file.startsWith('src/') && !file.startsWith('src/i18n/'))
}

/**
 * The text groups a file names: a key in quotes ("'request.add'"), or the start of one built in a
 * template (`pouchFinder.${key}`) or by joining ('table.' + name). A text such as 'site.json' is
 * not a key and does not count.
 */
function textGroupsIn(source: string): Set<string> {
  const found = new Set<string>()
  for (const [, group, rest, end] of source.matchAll(/['"`]([A-Za-z]+)\.([A-Za-z.]*)(['"`]|\$\{)?/g)) {
    if (!groups.has(group!)) continue
    if ((rest === '' && end !== undefined) || keys.has(`${group}.${rest}`)) found.add(group!)
  }
  return found
}

function groupsUsedBy(entries: string[]): string[] {
  const used = new Set<string>()
  for (const file of modulesOf(entries)) for (const group of textGroupsIn(fs.readFileSync(file, 'utf8'))) used.add(group)
  return [...used].sort()
}

const clientFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('+') && /\.tsx?$/.test(f) && !SERVER_ONLY.has(f))
    .map((f) => path.join(dir, f))

const pageDirs = fs
  .readdirSync(PAGES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(PAGES, d.name, '+Page.tsx')))
  .map((d) => d.name)

const declared = import.meta.glob<readonly TextGroup[]>('/src/pages/*/+texts.ts', { eager: true, import: 'default' })

describe('the text groups of the pages', () => {
  test('finds keys and template starts, not other dotted texts', () => {
    expect([...textGroupsIn(`t('request.add'); t(\`pouchFinder.\${key}\`); t('table.' + name); read('site.json'); 'nav.nothing'`)].sort()).toEqual([
      'pouchFinder',
      'request',
      'table',
    ])
  })

  test('LAYOUT_TEXTS are the groups the layout and the root files use', () => {
    expect([...LAYOUT_TEXTS].sort()).toEqual(groupsUsedBy(clientFiles(PAGES)))
  })

  test.each(pageDirs)('the page %s declares the groups its code uses, besides the layout’s', (page) => {
    const layout = new Set<string>(LAYOUT_TEXTS)
    const used = groupsUsedBy(clientFiles(path.join(PAGES, page))).filter((g) => !layout.has(g))
    const own = [...(declared[`/src/pages/${page}/+texts.ts`] ?? [])].sort()
    expect(own, `src/pages/${page}/+texts.ts`).toEqual(used)
  })
})
