import { describe, expect, test } from 'vitest'
import type { IfuDocument, IfuRevision, Line, Notice, Product } from '../../../src/catalogue/generatedData.ts'
import { noticesShown } from './assembleNotices.ts'
import { ifuRevisionNotices, withdrawalNotices } from './derivedNotices.ts'

const item = (code: string) => ({ kind: 'item' as const, item: { code, pieces: 1 } })
const product = (id: string, codes: string[], more: Partial<Product> = {}): Product =>
  ({
    id,
    line: id.split('/')[0]!,
    category: 'medical',
    slug: { it: id, en: id },
    path: { it: `/${id}/`, en: `/en/${id}/` },
    name: { it: `Prodotto ${id}`, en: `Product ${id}` },
    description: { it: '', en: '' },
    image: '',
    table: { columns: ['code'], rows: codes.map(item) },
    ...more,
  }) as Product
const line = (id: string): Line => ({ id, category: 'medical', alsoIn: [], slug: { it: '', en: '' }, name: { it: id, en: id }, description: { it: '', en: '' }, products: [] })

const notice = (id: string, date: string, more: Partial<Notice> = {}): Notice => ({
  id,
  date,
  kind: 'material',
  title: { it: id, en: id },
  text: { it: id, en: id },
  lines: ['a'],
  products: [{ id: 'a/p', codes: ['A-1'] }],
  ...more,
})

describe('noticesShown', () => {
  test('newest first, those of one day by id; one dated after the build’s day is left out, one of the day itself is in', () => {
    const shown = noticesShown([notice('b', '2026-03-01'), notice('later', '2026-03-02'), notice('a', '2026-03-01'), notice('old', '2025-01-10')], [notice('x.derived', '2026-02-01')], '2026-03-01')
    expect(shown.map((n) => n.id)).toEqual(['a', 'b', 'x.derived', 'old'])
  })

  test('a sheet’s withdrawal takes the place of the derived ones whose codes it covers, and no other', () => {
    const sheet = notice('successor', '2026-01-05', { kind: 'withdrawal', products: [{ id: 'a/p', codes: ['A-1', 'A-2'] }] })
    const covered = notice('withdrawn.A-1', '2026-01-05', { kind: 'withdrawal', products: [{ id: 'a/p', codes: ['A-1'] }] })
    const partly = notice('withdrawn.a.p', '2026-01-05', { kind: 'withdrawal', products: [{ id: 'a/p', codes: ['A-1', 'A-3'] }] })
    const otherKind = notice('ifu.D.02', '2026-01-05', { kind: 'ifu-revision', products: [{ id: 'a/p', codes: ['A-1'] }] })
    expect(noticesShown([sheet], [covered, partly, otherKind], '2026-02-01').map((n) => n.id)).toEqual(['ifu.D.02', 'successor', 'withdrawn.a.p'])
  })
})

describe('withdrawalNotices', () => {
  const withdrawnCodes = (list: [string, string][]) => list.map(([code, withdrawn]) => ({ code, pieces: 1, withdrawn }))

  test('a withdrawn product: one notice of its day, affecting all its codes, in both languages', () => {
    const p = product('a/p', ['A-1', 'A-2'], { withdrawn: '2026-02-10' })
    const [n, ...rest] = withdrawalNotices([p, product('a/q', ['Q-1'])], [line('a')])
    expect(rest).toEqual([])
    expect(n).toMatchObject({ id: 'withdrawn.a.p', date: '2026-02-10', kind: 'withdrawal', lines: ['a'], products: [{ id: 'a/p', codes: ['A-1', 'A-2'] }] })
    expect(n!.text.it).toContain('10 febbraio 2026')
    expect(n!.text.en).toContain('10 February 2026')
  })

  test('codes withdrawn: one notice per product and day, apart from the product’s own day', () => {
    const p = product('a/p', ['A-1'], { table: { columns: ['code'], rows: [item('A-1')], withdrawn: withdrawnCodes([['A-2', '2025-05-01'], ['A-3', '2025-06-01'], ['A-4', '2025-05-01']]) } })
    const notices = withdrawalNotices([p], [line('a')])
    expect(notices.map((n) => [n.date, n.products[0]!.codes])).toEqual([
      ['2025-05-01', ['A-2', 'A-4']],
      ['2025-06-01', ['A-3']],
    ])
    expect(notices[0]!.text.en).toContain('A-2 and A-4')
    expect(notices[0]!.text.it).toContain('A-2 e A-4')
    const gone = product('a/q', [], { withdrawn: '2025-05-01', table: { columns: ['code'], rows: [], withdrawn: withdrawnCodes([['Q-1', '2025-05-01'], ['Q-2', '2024-01-01']]) } })
    expect(withdrawalNotices([gone], [line('a')]).map((n) => [n.id, n.products[0]!.codes])).toEqual([
      ['withdrawn.a.q', ['Q-1', 'Q-2']],
      ['withdrawn.Q-2', ['Q-2']],
    ])
  })
})

describe('ifuRevisionNotices', () => {
  const rev = (revision: string, issued: string): IfuRevision => ({ revision, issued, pdf: `/pdfs/${revision}.pdf`, sha256: '', bytes: 1 })
  const doc = (language: string, name: [string, string], products: string[], revisions: IfuRevision[]): IfuDocument => ({
    page: 'p',
    document: 'IFU-X',
    language,
    languageName: { it: name[0], en: name[1] },
    flag: language,
    product: 'X',
    products,
    current: revisions[0]!,
    earlier: revisions.slice(1),
  })

  test('one notice per new revision of a document and day, the languages of that day together; a first revision is none', () => {
    const products = [product('a/p', ['A-1']), product('b/q', ['B-1', 'B-2']), product('c/r', ['C-1'])]
    const notices = ifuRevisionNotices(
      [
        doc('en', ['Inglese', 'English'], ['a/p'], [rev('02', '2026-01-10'), rev('01', '2024-01-01')]),
        doc('it', ['Italiano', 'Italian'], ['a/p', 'b/q'], [rev('02', '2026-01-10'), rev('01', '2024-01-01')]),
        doc('fr', ['Francese', 'French'], ['c/r'], [rev('02', '2026-02-03'), rev('01', '2024-01-01')]),
        doc('de', ['Tedesco', 'German'], ['c/r'], [rev('02', '2026-01-10')]),
      ],
      products,
    )
    expect(notices.map((x) => [x.id, x.date])).toEqual([
      ['ifu.IFU-X.02.2026-01-10', '2026-01-10'],
      ['ifu.IFU-X.02.2026-02-03', '2026-02-03'],
    ])
    expect(notices[1]!.text.en).toContain('in French')
    const [n] = notices
    expect(n).toMatchObject({ kind: 'ifu-revision', lines: ['a', 'b'] })
    expect(n!.products).toEqual([
      { id: 'a/p', codes: ['A-1'] },
      { id: 'b/q', codes: ['B-1', 'B-2'] },
    ])
    expect(n!.text.en).toContain('English and Italian')
    expect(n!.text.it).toContain('inglese e italiano')
    expect(n!.title.en).toContain('revision 02')
  })
})
