import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { LABEL_PAGE_SCRIPT } from '../../src/features/digitalLink/digitalLinkPath.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The label pages' CSS, inlined in each: the site's tokens and base styles, then their own. */
export async function labelPageCss(): Promise<string> {
  const css = ['src/styles/theme.css', 'src/styles/base.css', 'src/features/digitalLink/labelPageStyle.css'].map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n')
  return (await esbuild.transform(css, { loader: 'css', minify: true })).code.trim()
}

/** The label pages' one script: the visitor's language first. */
export async function writeLabelPageScript(client: string): Promise<void> {
  await esbuild.build({
    entryPoints: [path.join(root, 'src/features/digitalLink/visitorLanguageFirst.ts')],
    outfile: path.join(client, LABEL_PAGE_SCRIPT),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    logLevel: 'error',
  })
}
