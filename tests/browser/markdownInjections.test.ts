/**
 * Catalogue Markdown against every injection the harness knows (scripts/harness/markdownInjections.ts),
 * rendered as the generator renders it, even without the catalogue check and without the site's
 * policy, and parsed by the browser itself: no element or attribute that could run anything, no
 * address but the web's, mail and phone; the payloads stay as text.
 */
import { renderMarkdown } from '../../scripts/catalogue/read/safeMarkdown.ts'
import { injections } from '../../scripts/harness/markdownInjections.ts'
import { expect, test } from './siteTest.ts'

test('with every injection, rendered without the check and without a policy, nothing can run', async ({ page }) => {
  const html = injections.map((i) => `<section>${renderMarkdown(i.source)}</section>`).join('\n')
  // about:blank carries no policy: only the renderer stands between the text and the browser.
  await page.setContent(`<!doctype html><body>${html}</body>`)
  const found = await page.evaluate(() => ({
    elements: [...document.querySelectorAll('script, style, img, svg, math, iframe, details, object, embed')].map((e) => e.outerHTML),
    handlers: [...document.querySelectorAll('*')].flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`)),
    hrefs: [...document.querySelectorAll('a')].map((a) => a.getAttribute('href')),
  }))
  expect(found.elements).toEqual([])
  expect(found.handlers).toEqual([])
  for (const href of found.hrefs) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:|\/[^/])/)
  await expect(page.locator('body')).toContainText('<img src=x onerror=alert(1)>')
})
