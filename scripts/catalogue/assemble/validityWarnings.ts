/**
 * A certificate or document near or past its valid_until day: the check warns, and the catalogue is
 * still written. The site marks an expired one itself, by the visitor's day; the warning gives the
 * product manager time to get the renewed one.
 */
import { type Place, type Problem, problem } from '../report/problems.ts'

/** Two months: the time a certification body or a laboratory takes to issue the renewed document. */
const EXPIRY_WARNING_DAYS = 60

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from one year-month-day to another, negative when `to` is earlier. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The warning for a `valid_until` within EXPIRY_WARNING_DAYS of `today` or before it, at its cell; none otherwise. */
export function validityWarnings(what: 'certificate' | 'document', validUntil: string | undefined, today: string, at: Place): Problem[] {
  if (validUntil === undefined) return []
  const left = daysBetween(today, validUntil)
  if (left > EXPIRY_WARNING_DAYS) return []
  const facts = { value: validUntil, today, days: Math.abs(left) }
  if (left < 0) return [problem(what === 'certificate' ? 'certificate-expired' : 'document-expired', at, facts)]
  return [problem(what === 'certificate' ? 'certificate-expiring' : 'document-expiring', at, facts)]
}
