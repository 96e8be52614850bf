/**
 * The label page of a lot a safety notice concerns, as a nurse's phone shows it: the warning of a
 * lot the notice lists within the first screen at 390 px; a lot of the same GTIN it does not list,
 * named as such, with no warning; an expired label said before anything else. axe finds nothing in
 * any of them. The words of each state in both languages are the landing page's unit tests'
 * (scripts/site/emitters/resolverIndexFiles.landingPage.test.ts); gs1:recallStatus is tests/host's.
 */
import { safetyExample } from '../../scripts/harness/catalogueExamples.ts'
import { axeViolations } from './axe.ts'
import { expect, test } from './siteTest.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, locale: 'it-IT' })

const { gtin, listed, unlisted, notice } = safetyExample()

/** Yesterday as a label's YYMMDD. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(2, 10).replace(/-/g, '')

test('it: a listed lot warns in the first screen; en: a lot it does not list is named, not warned of; it: an expired label says so first', async ({ page }) => {
  await page.goto(`/01/${gtin}/10/${encodeURIComponent(listed)}`)
  const warning = page.locator('section.landing-safety')
  await expect(warning).toBeVisible()
  await expect(warning.locator('h2')).toContainText(listed)
  const box = (await warning.boundingBox())!
  expect(box.y + box.height, 'the warning ends within the first screen').toBeLessThanOrEqual(PHONE.height)
  const found = await axeViolations(page, 'listed lot, it, 390 px')

  await page.goto(`/01/${gtin}/10/${encodeURIComponent(unlisted)}?lang=en`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('.landing-safety-note')).toContainText(`lot ${unlisted} is not among those it lists`)
  await expect(page.locator('.landing-safety-note a')).toHaveAttribute('href', `/en/product-changes/#${notice.id}`)
  await expect(page.locator('section.landing-safety')).toHaveCount(0)
  found.push(...(await axeViolations(page, 'unlisted lot, en, 390 px')))

  await page.goto(`/01/${gtin}/10/${encodeURIComponent(listed)}?17=${yesterday()}`)
  await expect(page.locator('main > section > :first-child')).toHaveClass('landing-expired')
  await expect(page.locator('.landing-expired')).toContainText('non usare')
  found.push(...(await axeViolations(page, 'expired, it, 390 px')))
  expect(found).toEqual([])
})
