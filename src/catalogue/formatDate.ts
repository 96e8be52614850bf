import type { Lang } from './langs.ts'

const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  it: new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
}

/** A catalogue date (year-month-day) as the page language writes it: "15 gennaio 2025", "15 January 2025". */
export function formatDate(isoDate: string, lang: Lang): string {
  return dateFormats[lang].format(new Date(`${isoDate}T00:00:00Z`))
}
