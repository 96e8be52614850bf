import { expect, test } from 'vitest'
import { synonymWordsOf } from './synonyms'

const groups = [
  ['plasma', 'perossido di idrogeno', 'H2O2', 'SteriLow'],
  ['vapore', 'autoclave'],
  ['ossido di etilene', 'EO'],
]

test.each([
  [['Buste piatte', 'SteriLow', 'Per il plasma.'], 'h2o2 idrogeno perossido'],
  [['Indicatori', 'Chimici', 'Sterilizzazione con perossido di idrogeno.'], 'h2o2 plasma sterilow'],
  // A term of several words counts only whole and in order.
  [['Indicatori', '', 'Perossido e idrogeno.'], ''],
  [['Buste', 'Steripaper', 'Per vapore e ossido di etilene.'], 'autoclave eo'],
  [['Carta', 'Avvolgimenti', 'Fogli.'], ''],
])('%j → %j', (texts, expected) => {
  expect(synonymWordsOf(texts, groups)).toBe(expected)
})
