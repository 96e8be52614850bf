import fs from 'node:fs'
import { expect, test } from 'vitest'
import { bordersAsBoxes, countryBoxesText } from './bordersAsBoxes.ts'
import { COUNTRY_BOXES_FILE } from './countryBoxesFile.ts'

test('countryBoxes.json holds the borders of the installed country-coder, as boxes', () => {
  const boxes = bordersAsBoxes()
  // Italy's mainland and islands, France with its overseas parts: borders of several parts each.
  expect(boxes.IT!.length).toBeGreaterThan(1)
  expect(boxes.FR!.some(([west]) => west > 50)).toBe(true)
  expect(fs.readFileSync(COUNTRY_BOXES_FILE, 'utf8'), 'out of date: write it again with node_modules/.bin/jiti scripts/catalogue/reference/bordersAsBoxes.ts').toBe(
    countryBoxesText(boxes),
  )
})
