import { describe, expect, test } from 'vitest'
import type { CodeEntry, ProductEntry } from './catalogueCodes.ts'
import { draftNotice, type NoticeChange } from './draftNotice.ts'

const code = (c: string, more: Partial<CodeEntry> = {}): CodeEntry => ({ code: c, size: {}, variant: { it: '', en: '' }, ...more })
const product: ProductEntry = { id: 'line/trial', line: 'line', name: { it: 'Prova', en: 'Trial' }, codes: [] }

describe('draftNotice', () => {
  test.each([
    ['2026-11-29', 'Dal 29 novembre 2026 ', 'From 29 November 2026 '],
    ['2026-12-01', 'Dal 1° dicembre 2026 ', 'From 1 December 2026 '],
    ['2026-12-08', "Dall'8 dicembre 2026 ", 'From 8 December 2026 '],
    ['2027-01-11', "Dall'11 gennaio 2027 ", 'From 11 January 2027 '],
  ])('a text starts with its day, %s, as each language writes it', (date, it, en) => {
    const d = draftNotice({ kind: 'withdrawal', date, product, codes: [code('A-1')] })
    expect(d.text_it.startsWith(it)).toBe(true)
    expect(d.text_en.startsWith(en)).toBe(true)
  })

  test('a pieces change says the new and the old pack, for each code', () => {
    const d = draftNotice({ kind: 'pieces-per-pack', date: '2026-11-29', product, codes: [code('A-1'), code('A-2')], pieces: { from: 250, to: 200 } })
    expect(d.text_it).toContain('A-1, A-2 (Prova) sono forniti in confezioni da 200 pezzi (prima 250)')
    expect(d.text_en).toContain('A-1, A-2 (Trial) come in packs of 200 pieces (previously 250)')
  })

  test('a title names up to three codes and counts more; the text of a whole product too', () => {
    const many: NoticeChange = { kind: 'withdrawal', date: '2026-11-29', product, codes: ['A-1', 'A-2', 'A-3', 'A-4'].map((c) => code(c)) }
    expect(draftNotice(many).title_en).toBe('Trial: 4 codes no longer sold')
    expect(draftNotice({ ...many, codes: many.codes.slice(0, 3) }).title_en).toBe('Trial: codes A-1, A-2, A-3 no longer sold')
    expect(draftNotice({ ...many, wholeProduct: true }).text_it).toContain('con i suoi 4 codici')
    expect(draftNotice({ ...many, wholeProduct: true, codes: many.codes.slice(0, 2) }).text_en).toContain('(codes A-1, A-2)')
  })

  test.each<[string, Partial<CodeEntry>, string]>([
    ['its size and pack', { size: { widthMm: 75, lengthMm: 200 }, pieces: 200 }, 'the new code N-1 (Trial) is available: 75 × 200 mm, packs of 200 pieces.'],
    ['its description where it has no size', { variant: { it: 'Rosso', en: 'Red' } }, 'the new code N-1 (Trial) is available: Red.'],
    ['nothing more when it has neither', {}, 'the new code N-1 (Trial) is available.'],
  ])('a new code is described by %s', (_, more, en) => {
    expect(draftNotice({ kind: 'new-code', date: '2026-11-29', product, codes: [code('N-1', more)] }).text_en).toBe(`From 29 November 2026 ${en}`)
  })

  test('a code no product shows is drafted without a name', () => {
    const d = draftNotice({ kind: 'new-code', date: '2026-11-29', codes: [code('N-1')] })
    expect(d.title_it).toBe('Nuovo codice N-1')
    expect(d.text_it).toBe('Dal 29 novembre 2026 è disponibile il nuovo codice N-1.')
  })
})
