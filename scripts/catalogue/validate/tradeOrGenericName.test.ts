import { describe, expect, test } from 'vitest'
import { tradeOrGenericName } from './tradeOrGenericName.ts'

const at = (column: string) => ({ file: 'catalogue/site/cycles.csv', row: 2, column })
const row = (cells: Partial<Record<'model' | 'model_it' | 'model_en', string>>) => ({ model: '', model_it: '', model_en: '', cycle: '', cycle_it: '', cycle_en: '', ...cells })

describe('tradeOrGenericName', () => {
  test.each([
    ['a trade name, the same in both languages', { model: 'V-PRO maX' }, { it: 'V-PRO maX', en: 'V-PRO maX' }],
    ['a generic name in each language', { model_it: 'Sterilizzatrice a vapore', model_en: 'Steam sterilizer' }, { it: 'Sterilizzatrice a vapore', en: 'Steam sterilizer' }],
  ])('%s', (_name, cells, expected) => {
    expect(tradeOrGenericName('model', row(cells), at)).toEqual({ value: expected, problems: [] })
  })

  test.each([
    ['a generic name in Italian only', { model_it: 'Sterilizzatrice a vapore' }, 'model_en', 'generic-name-one-language'],
    ['a generic name in English only', { model_en: 'Steam sterilizer' }, 'model_it', 'generic-name-one-language'],
    ['a trade name and a generic one', { model: 'V-PRO maX', model_en: 'Steam sterilizer' }, 'model', 'trade-and-generic-name'],
    ['no name', {}, 'model', 'missing-cycle-name'],
  ])('%s: one problem, at the cell to fill or clear', (_name, cells, column, code) => {
    const { problems } = tradeOrGenericName('model', row(cells), at)
    expect(problems.map((p) => [p.column, p.code])).toEqual([[column, code]])
  })
})
