import fs from 'node:fs'
import { expect, test } from 'vitest'
import { isoCodes, isoCodesText } from './isoCodes.ts'
import { ISO_CODES_FILE, type IsoCodes } from './isoCodesFile.ts'

test('isoCodes.json holds the countries and subdivisions of the installed iso-3166', () => {
  const codes = isoCodes()
  expect(codes.countries).toContain('IT')
  expect(codes.subdivisions).toContainEqual(['IT-TO', 'Torino', 'IT-21'])
  const text = fs.readFileSync(ISO_CODES_FILE, 'utf8')
  expect(text, 'out of date: write it again with node_modules/.bin/jiti scripts/catalogue/reference/isoCodes.ts').toBe(isoCodesText(codes))
  expect(JSON.parse(text) as IsoCodes).toEqual(codes)
})
