/**
 * Whether the focus ever leaves an element while keys go round it: every focus change is noted in
 * the page as it happens, so that a test presses its keys and asks once.
 */
import type { Page } from '@playwright/test'

/** Starts noting each time the focus leaves `selector` (for another element or for the browser's own controls); returns what reads the notes. */
export async function focusLeaving(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.evaluate((inside) => {
    const left: string[] = []
    document.addEventListener('focusout', (e) => {
      const to = e.relatedTarget instanceof Element ? e.relatedTarget : null
      if (!to?.closest(inside)) left.push(to ? to.outerHTML.slice(0, 80) : 'outside the page')
    })
    Object.assign(window, { focusLeft: left })
  }, selector)
  return () => page.evaluate(() => (window as unknown as { focusLeft: string[] }).focusLeft)
}
