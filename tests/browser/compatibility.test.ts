/**
 * The compatibility page as sterile-processing staff use it on a phone: a method from the address
 * (?method=…) chosen once the page runs; a cycle chosen, in the address, answered on the first
 * screen with each line's standing and its report beside it, in the table's place, the page not
 * scrolling sideways; at 1280 px above the whole table; every method again leaves the table alone
 * and clears the address. The whole table, the choice's options and the
 * words of both languages are the built page's (tests/built/compatibility.test.ts), the address's
 * rule compatibilityMatrix.test.ts's, the answer's order compatibilityAnswer.test.ts's.
 */
import { catalogue, routeOfKind } from '../../scripts/harness/builtSite.ts'
import { axeViolations } from './axe.ts'
import { expect, test, visit } from './siteTest.ts'

const page = routeOfKind('compatibility').path
const onSale = catalogue.products.filter((p) => p.withdrawn === undefined && p.table)
/** A cycle some product on sale is validated for, with a report where one has it. */
const validated = onSale.flatMap((p) => (p.cycles ?? []).map((v) => ({ product: p, validation: v })))
const example = validated.find((v) => v.validation.evidence) ?? validated[0]
if (!example) throw new Error('The generated catalogue validates no product for a cycle (site/validations.csv), which this test needs.')
const cycle = catalogue.cycles.find((c) => c.id === example.validation.cycle)!
const cycleName = `${cycle.model.en} ${cycle.cycle.en}`
const lineName = catalogue.lines.find((l) => l.id === example.product.line)!.name.en

test.use({ viewport: { width: 390, height: 844 } })

test('en at 390 px: a cycle chosen is answered line by line with its reports, on the first screen, without sideways scrolling; at 1280 px above the table', async ({
  page: p,
}) => {
  await visit(p, `${page.en}?method=${cycle.method}`)
  const select = p.locator('.compat-filter select')
  await expect(select).toHaveValue(cycle.method)
  const answer = p.locator('.compat-answer')
  await expect(answer).toBeVisible()

  await select.selectOption(cycle.id)
  await expect(p).toHaveURL((url) => new URLSearchParams(url.search).get('cycle') === cycle.id)
  await expect(answer).toHaveAttribute('aria-label', cycleName)
  await expect(answer.locator('li').first()).toBeInViewport()
  const row = answer.locator('li').filter({ has: p.locator('.compat-answer__line').getByText(lineName, { exact: true }) })
  await expect(row.locator('.compat-answer__state')).toHaveText(/^Validated/)
  if (example.validation.evidence) await expect(row.locator('a').last()).toHaveAttribute('href', example.validation.evidence.pdf)
  await expect(p.locator('.compat-scroll')).toBeHidden()
  expect(await p.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0)
  const found = await axeViolations(p, 'a chosen cycle at 390 px')

  await p.setViewportSize({ width: 1280, height: 900 })
  await expect(p.locator('.compat-scroll')).toBeVisible()
  await expect(answer).toBeVisible()
  found.push(...(await axeViolations(p, 'a chosen cycle at 1280 px')))
  expect(found).toEqual([])

  await select.selectOption('')
  await expect(p).toHaveURL((url) => url.search === '')
  await expect(answer).toHaveCount(0)
})
