/**
 * The compatibility page as sterile-processing staff use it: a link that names a cycle
 * (?cycle=…) shows, once the page runs, its method's own column and the cycle's, the filter set
 * to its method; choosing every method again shows the whole table and clears the address. The
 * whole table, the words of both languages and a product's cycles are the built page's
 * (tests/built/compatibility.test.ts), the filter's rule compatibilityMatrix.test.ts's.
 */
import { catalogue, routeOfKind } from '../../scripts/harness/builtSite.ts'
import { expect, test, visit } from './siteTest.ts'

const page = routeOfKind('compatibility').path
const onSale = catalogue.products.filter((p) => p.withdrawn === undefined && p.table)
/** A cycle some product on sale is validated for, with a report where one has it. */
const validated = onSale.flatMap((p) => (p.cycles ?? []).map((v) => ({ product: p, validation: v })))
const example = validated.find((v) => v.validation.evidence) ?? validated[0]
if (!example) throw new Error('The generated catalogue validates no product for a cycle (site/validations.csv), which this test needs.')
const cycle = catalogue.cycles.find((c) => c.id === example.validation.cycle)!

test('a cycle from the address narrows the table to it; every method again shows the whole table', async ({ page: p }) => {
  await visit(p, `${page.en}?cycle=${encodeURIComponent(cycle.id)}`)
  const columns = p.locator('.compat-table thead tr:nth-child(2) th')
  await expect(columns).toHaveText(['Method', `${cycle.model.en} ${cycle.cycle.en}`])
  const select = p.locator('.compat-filter select').first()
  await expect(select).toHaveValue(cycle.method)
  const lineName = catalogue.lines.find((l) => l.id === example.product.line)!.name.en
  const cell = p
    .locator('.compat-table tbody tr')
    .filter({ has: p.getByRole('rowheader', { name: lineName }) })
    .locator('td')
    .nth(1)
  await expect(cell).toContainText('Validated')
  if (example.validation.evidence) await expect(cell.locator('a').first()).toHaveAttribute('href', example.validation.evidence.pdf)

  await select.selectOption('')
  await expect(p).toHaveURL((url) => url.search === '')
  await expect.poll(() => columns.count()).toBeGreaterThan(2)
})
