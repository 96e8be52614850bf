/**
 * The kinds of product change notice (site/notices and those the catalogue derives), and their
 * names in both languages. Free of zod, so that pages can name them; sheetRows.ts reads the cell,
 * generatedData.ts the generated field.
 */
export const noticeKinds = ['pieces-per-pack', 'material', 'unavailable', 'safety', 'withdrawal', 'new-code', 'ifu-revision'] as const
export type NoticeKind = (typeof noticeKinds)[number]

/** What the notices sheet may write: an IFU revision's notice comes from site/ifu only, a safety notice from site/safety. */
export const sheetNoticeKinds = ['pieces-per-pack', 'material', 'unavailable', 'withdrawal', 'new-code'] as const satisfies readonly NoticeKind[]
export type SheetNoticeKind = (typeof sheetNoticeKinds)[number]

export const noticeKindNames: Record<NoticeKind, { it: string; en: string }> = {
  'pieces-per-pack': { it: 'Pezzi per confezione', en: 'Pieces per pack' },
  material: { it: 'Materiale', en: 'Material' },
  unavailable: { it: 'Non disponibile', en: 'Unavailable' },
  safety: { it: 'Avviso di sicurezza', en: 'Safety notice' },
  withdrawal: { it: 'Fuori produzione', en: 'Discontinued' },
  'new-code': { it: 'Nuovo codice', en: 'New code' },
  'ifu-revision': { it: 'Revisione IFU', en: 'IFU revision' },
}

/** What a safety notice (site/safety) is, as MDR Article 89 and the field safety notices name them. */
export const safetyKinds = ['recall', 'fsca', 'advisory'] as const
export type SafetyKind = (typeof safetyKinds)[number]

export const safetyKindNames: Record<SafetyKind, { it: string; en: string }> = {
  recall: { it: 'Richiamo', en: 'Recall' },
  fsca: { it: 'Azione correttiva di sicurezza', en: 'Field safety corrective action' },
  advisory: { it: 'Avviso di sicurezza', en: 'Safety advisory' },
}

/** Open while users must still act; closed once the action is over, and kept for the record. */
export const safetyStatuses = ['open', 'closed'] as const
export type SafetyStatus = (typeof safetyStatuses)[number]
