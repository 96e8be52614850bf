import { expect, test } from 'vitest'
import { guideSectionsFor } from './guideSectionsFor'

test.each([
  ['a pouch or roll: size and sealing', { category: 'medical', pouchFinder: true, regulatory: { emdn: 'S01010101' } }, ['size', 'sealing']],
  ['a pouch without an EMDN code', { category: 'dental', pouchFinder: true }, ['size', 'sealing']],
  ['a wrap', { category: 'medical', regulatory: { emdn: 'S010302' } }, ['wrapping']],
  ['a chemical indicator', { category: 'medical', regulatory: { emdn: 'Z12011385' } }, ['storage']],
  ['a dental tray sheet', { category: 'dental', regulatory: { emdn: 'Q0199' } }, []],
  ['no EMDN, no pouch finder', { category: 'medical' }, []],
  ['an industrial pouch', { category: 'industrial', pouchFinder: true }, []],
] as const)('%s', (_name, product, expected) => {
  expect(guideSectionsFor(product as Parameters<typeof guideSectionsFor>[0])).toEqual(expected)
})
