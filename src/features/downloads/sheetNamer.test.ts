import { expect, test } from 'vitest'
import { sheetNamer } from './sheetNamer'

test.each([
  ['a name within the rules as it is', ['Steripaper – Buste piatte'], ['Steripaper – Buste piatte']],
  ['a character Excel refuses as "-", at most 31 characters', ['Buste: carta/film [medicale]* per vapore?'], ['Buste- carta-film -medicale-- p']],
  [
    'a repeat, in any case, numbered within 31 characters',
    ['Buste: carta/film [medicale]* per vapore?', 'Buste: carta/film [medicale]* per vapore?', 'BUSTE: CARTA/FILM [MEDICALE]* PER VAPORE?'],
    ['Buste- carta-film -medicale-- p', 'Buste- carta-film -medicale (2)', 'BUSTE- CARTA-FILM -MEDICALE (3)'],
  ],
  ['a short repeat', ['Dati regolatori', 'dati regolatori'], ['Dati regolatori', 'dati regolatori (2)']],
])('%s', (_case, titles, names) => {
  const name = sheetNamer()
  expect(titles.map(name)).toEqual(names)
})

test('each workbook names its own: a new namer knows none of another', () => {
  sheetNamer()('Dati regolatori')
  expect(sheetNamer()('Dati regolatori')).toBe('Dati regolatori')
})
