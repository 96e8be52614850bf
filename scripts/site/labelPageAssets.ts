import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { LABEL_PAGE_ASSETS } from '../../src/features/digitalLink/digitalLinkPath.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The label pages' stylesheet (the site's tokens and base styles, then their own) and their language script. */
export async function writeLabelPageAssets(client: string): Promise<void> {
  const css = ['src/styles/theme.css', 'src/styles/base.css', 'src/features/digitalLink/labelPageStyle.css'].map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n')
  fs.mkdirSync(path.join(client, path.dirname(LABEL_PAGE_ASSETS.css)), { recursive: true })
  fs.writeFileSync(path.join(client, LABEL_PAGE_ASSETS.css), (await esbuild.transform(css, { loader: 'css', minify: true })).code)
  await esbuild.build({
    entryPoints: [path.join(root, 'src/features/digitalLink/visitorLanguageFirst.ts')],
    outfile: path.join(client, LABEL_PAGE_ASSETS.js),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    logLevel: 'error',
  })
}
