import { describe, expect, test } from 'vitest'
import { addTo, MAX_PACKS, parseRequest, removeFrom, setPacks, setSamples } from './requestStore'

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
    [
      'samples asked for only by true; anything else, or nothing (a list stored before the choice), is no',
      '[{"code":"A","packs":1,"samples":true},{"code":"B","packs":1,"samples":"true"},{"code":"C","packs":1,"samples":1},{"code":"D","packs":1,"samples":false},{"code":"E","packs":1}]',
      [
        { code: 'A', packs: 1, samples: true },
        { code: 'B', packs: 1 },
        { code: 'C', packs: 1 },
        { code: 'D', packs: 1 },
        { code: 'E', packs: 1 },
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
  test('samples: asked for one code, then no longer; the other codes untouched', () => {
    const two = [...list, { code: 'B', packs: 1 }]
    const asked = setSamples(two, 'B', true)
    expect(asked).toEqual([
      { code: 'A', packs: 2 },
      { code: 'B', packs: 1, samples: true },
    ])
    // "No" is no field at all, as a list stored before the choice has it.
    expect(setSamples(asked, 'B', false)).toEqual(two)
    expect(setSamples(two, 'GONE', true)).toEqual(two)
  })
  test('changing the packs keeps the samples asked for', () => {
    const asked = [{ code: 'A', packs: 2, samples: true as const }]
    expect(setPacks(asked, 'A', 5)).toEqual([{ code: 'A', packs: 5, samples: true }])
    expect(addTo(asked, 'A', 1)).toEqual([{ code: 'A', packs: 3, samples: true }])
  })
  test('removing leaves the others', () => expect(removeFrom([...list, { code: 'B', packs: 1 }], 'A')).toEqual([{ code: 'B', packs: 1 }]))
})
