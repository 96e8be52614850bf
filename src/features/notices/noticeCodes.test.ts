import { expect, test } from 'vitest'
import type { Notice } from '../../catalogue/generatedData.ts'
import { noticeCodes } from './noticeCodes.ts'

const bi = (it: string, en: string) => ({ it, en })
const notice = (id: string, date: string, extra: Partial<Notice> = {}): Notice => ({
  id,
  date,
  kind: 'material',
  title: bi('t', 't'),
  text: bi('t', 't'),
  lines: ['l'],
  products: [{ id: 'l/p', codes: ['A-1'] }],
  ...extra,
})
const safety = (status: 'open' | 'closed'): Notice['safety'] => ({
  kind: 'recall',
  status,
  gtins: [],
  lots: ['L1'],
  lotRanges: [],
  actions: bi('a', 'a'),
  letter: {},
})

test('an open safety notice is listed whatever its age, first and with its kind; a closed one only while recent, as any notice', () => {
  const index = noticeCodes({
    products: [],
    day: '2026-12-01',
    notices: [
      notice('recent', '2026-11-01'),
      notice('old-open', '2024-01-10', { kind: 'safety', safety: safety('open') }),
      notice('old-closed', '2024-01-10', { kind: 'safety', safety: safety('closed') }),
      notice('recent-closed', '2026-10-01', { kind: 'safety', safety: safety('closed') }),
    ],
  })
  expect(index['A-1']!.n).toEqual([
    ['old-open', '2024-01-10', 'safety', 'recall'],
    ['recent', '2026-11-01', 'material'],
    ['recent-closed', '2026-10-01', 'safety'],
  ])
})
