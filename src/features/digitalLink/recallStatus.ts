/**
 * What gs1:recallStatus answers a program about a GTIN, and the lot and expiry date its request
 * carries: each safety notice about the code, whether it lists that unit, and whether an open one
 * does. Computed at request time from the GTIN's record: nothing is written per lot.
 */
import type { Localised } from '../../catalogue/localised.ts'
import { type LotAnswer, lotAnswer } from '../safety/safetyLots.ts'
import type { GtinRecord, SafetyRecord } from './resolverData.ts'

export interface RecallStatus {
  gtin: string
  code: string
  lot: string | null
  /** year-month-day */
  expiry: string | null
  /**
   * true: an open notice lists this unit; false: no open notice does; null: an open notice lists
   * some lots, and the request lacks the lot or expiry date to tell.
   */
  affected: boolean | null
  notices: {
    id: string
    kind: SafetyRecord['kind']
    status: SafetyRecord['status']
    date: string
    title: Localised<string>
    /** How this unit stands to the notice. */
    unit: LotAnswer
    actions: Localised<string>
    page: Localised<string>
    letter: Partial<Localised<string>>
  }[]
  /** The day the catalogue this answer comes from was built. */
  dataDate: string
}

/** Each notice about a unit, with how the unit stands to it. */
export function unitNotices(record: GtinRecord, unit: { lot?: string; expiry?: string }): { notice: SafetyRecord; answer: LotAnswer }[] {
  return (record.safety ?? []).map((notice) => ({ notice, answer: lotAnswer(notice, unit) }))
}

export function recallStatus(gtin: string, record: GtinRecord, unit: { lot?: string; expiry?: string }, dataDate: string): RecallStatus {
  const notices = unitNotices(record, unit)
  const open = notices.filter(({ notice }) => notice.status === 'open')
  const affected = open.some((n) => n.answer === 'listed') ? true : open.some((n) => n.answer === 'unknown') ? null : false
  return {
    gtin,
    code: record.code,
    lot: unit.lot ?? null,
    expiry: unit.expiry ?? null,
    affected,
    notices: notices.map(({ notice: { id, kind, status, date, title, actions, page, letter }, answer }) => ({
      id,
      kind,
      status,
      date,
      title,
      unit: answer,
      actions,
      page,
      letter,
    })),
    dataDate,
  }
}
