import { expect, test } from 'vitest'
import { guideLinksFor } from './guideLinksFor'

test.each([
  [
    'a pouch or roll: the drawings of the size and of the seal',
    { category: 'medical', pouchFinder: true, regulatory: { emdn: 'S01010101' } },
    ['size-drawing', 'seal-check-drawing'],
  ],
  ['a pouch without an EMDN code', { category: 'dental', pouchFinder: true }, ['size-drawing', 'seal-check-drawing']],
  ['a wrap: the drawing of the folds', { category: 'medical', regulatory: { emdn: 'S010302' } }, ['wrapping-drawing']],
  ['a chemical indicator: storage, which has no drawing', { category: 'medical', regulatory: { emdn: 'Z12011385' } }, ['storage']],
  ['a dental tray sheet', { category: 'dental', regulatory: { emdn: 'Q0199' } }, []],
  ['no EMDN, no pouch finder', { category: 'medical' }, []],
  ['an industrial pouch', { category: 'industrial', pouchFinder: true }, []],
] as const)('%s', (_name, product, expected) => {
  expect(guideLinksFor(product as Parameters<typeof guideLinksFor>[0]).map((l) => l.anchor)).toEqual(expected)
})
