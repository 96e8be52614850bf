import { describe, expect, test } from 'vitest'
import { en } from '../../src/i18n/en.ts'
import { it as itLabels } from '../../src/i18n/it.ts'

// The type makes English carry every Italian key; this also catches extra English keys,
// and labels left empty in either language.
describe('UI dictionaries', () => {
  test('Italian and English have exactly the same keys', () => {
    const itKeys = Object.keys(itLabels).sort()
    const enKeys = Object.keys(en).sort()
    expect(enKeys.filter((k) => !itKeys.includes(k)), 'keys only in en.ts').toEqual([])
    expect(itKeys.filter((k) => !enKeys.includes(k)), 'keys only in it.ts').toEqual([])
  })

  test.each([
    ['it', itLabels],
    ['en', en],
  ] as const)('no %s label is empty', (_lang, labels) => {
    const empty = Object.entries(labels).filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    expect(empty.map(([k]) => k)).toEqual([])
  })
})
