import { describe, expect, test } from 'vitest'
import { addTo, MAX_PACKS, parseRequest, removeFrom, setPacks } from './requestStore'

describe('parseRequest', () => {
  test.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"code":"A","packs":1}', []],
    [
      'a good list',
      '[{"code":"A","packs":2},{"code":"B","packs":1}]',
      [
        { code: 'A', packs: 2 },
        { code: 'B', packs: 1 },
      ],
    ],
    ['bad entries left out', '[{"code":"A"},{"packs":2},null,"A",{"code":"","packs":1},{"code":"B","packs":3}]', [{ code: 'B', packs: 3 }]],
    ['a code twice: the first kept', '[{"code":"A","packs":2},{"code":"A","packs":5}]', [{ code: 'A', packs: 2 }]],
    [
      'packs brought into range',
      '[{"code":"A","packs":0},{"code":"B","packs":2.6},{"code":"C","packs":1e9}]',
      [
        { code: 'A', packs: 1 },
        { code: 'B', packs: 3 },
        { code: 'C', packs: MAX_PACKS },
      ],
    ],
  ])('%s', (_name, raw, expected) => {
    expect(parseRequest(raw)).toEqual(expected)
  })
})

describe('changes', () => {
  const list = [{ code: 'A', packs: 2 }]
  test('adding a new code appends it', () =>
    expect(addTo(list, 'B', 1)).toEqual([
      { code: 'A', packs: 2 },
      { code: 'B', packs: 1 },
    ]))
  test('adding a code already there adds its packs', () => expect(addTo(list, 'A', 3)).toEqual([{ code: 'A', packs: 5 }]))
  test('setting packs replaces them, at least 1', () => {
    expect(setPacks(list, 'A', 7)).toEqual([{ code: 'A', packs: 7 }])
    expect(setPacks(list, 'A', -4)).toEqual([{ code: 'A', packs: 1 }])
    expect(setPacks(list, 'A', Number.NaN)).toEqual([{ code: 'A', packs: 1 }])
  })
  test('removing leaves the others', () => expect(removeFrom([...list, { code: 'B', packs: 1 }], 'A')).toEqual([{ code: 'B', packs: 1 }]))
})
