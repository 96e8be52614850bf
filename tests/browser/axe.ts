/** axe-core in a page, with the rules the site is held to: WCAG 2.2 A and AA, and axe's best practices. */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[]
}

/**
 * The violations on the page once its transitions have ended, one readable line each, `label` first. axe is added by
 * evaluate, as the browser's own tools do, outside the page's security policy; it gathers only the
 * violations' nodes (resultTypes), which is all that is read.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // Colours read mid-transition are neither state's: a resize can put a button under the pointer.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (o: object) => Promise<AxeResult> } }).axe.run({
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  )
  return result.violations.map((v) => `${label}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
