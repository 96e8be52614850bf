import { expect, test } from 'vitest'
import { csvText } from './csvText'

test.each([
  [
    'Italian: semicolons, a decimal comma',
    'it',
    [
      ['Codice', 'Pezzi'],
      ['SP-1', 2000],
      ['SP-2', 2.5],
    ],
    '\uFEFFCodice;Pezzi\r\nSP-1;2000\r\nSP-2;2,5\r\n',
  ],
  [
    'English: commas, a decimal point',
    'en',
    [
      ['Code', 'Pieces'],
      ['SP-1', 2000],
      ['SP-2', 2.5],
    ],
    '\uFEFFCode,Pieces\r\nSP-1,2000\r\nSP-2,2.5\r\n',
  ],
  [
    'a group row as wide as the table',
    'it',
    [['Codice', 'Formato', 'Pezzi'], ['52 g/m²'], ['SP-1', '75 × 200 mm', 10]],
    '\uFEFFCodice;Formato;Pezzi\r\n52 g/m²;;\r\nSP-1;75 × 200 mm;10\r\n',
  ],
  ['a comma in Italian needs no quotes', 'it', [['Vapore, Ossido di etilene']], '\uFEFFVapore, Ossido di etilene\r\n'],
  ['a comma in English is quoted', 'en', [['Steam, Ethylene oxide']], '\uFEFF"Steam, Ethylene oxide"\r\n'],
  ['a semicolon in Italian is quoted', 'it', [['a;b']], '\uFEFF"a;b"\r\n'],
  ['quotes doubled, within quotes', 'en', [['the "Steri" line']], '\uFEFF"the ""Steri"" line"\r\n'],
  ['a line break within quotes', 'en', [['one\ntwo', 'x']], '\uFEFF"one\ntwo",x\r\n'],
  ['codes of digits as they are', 'it', [['0123', '09521234100003']], '\uFEFF0123;09521234100003\r\n'],
] as const)('%s', (_case, lang, rows, text) => {
  expect(csvText(rows, lang)).toBe(text)
})
