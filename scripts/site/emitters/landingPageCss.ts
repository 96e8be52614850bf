import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { sha256 } from '../pages/securityHeaders.ts'

/**
 * The CSS of the resolver's pages (src/features/digitalLink/landingPage.ts), inline in each: the
 * site's tokens and base styles, then their own; and its hash, for their security policy.
 */
export async function landingPageCss(root: string): Promise<{ css: string; cssHash: string }> {
  const source = ['src/styles/theme.css', 'src/styles/base.css', 'src/features/digitalLink/landingPage.css']
    .map((f) => fs.readFileSync(path.join(root, f), 'utf8'))
    .join('\n')
  const css = (await esbuild.transform(source, { loader: 'css', minify: true })).code.trim()
  return { css, cssHash: sha256(css) }
}
