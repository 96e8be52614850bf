import type { ChangeGroup, ChangeKind } from './diffCatalogue.ts'
import { summarise } from './diffCatalogue.ts'
import { noticeSuggestionHeading, noticeSuggestionLines } from './noticeSuggestionLines.ts'
import type { NoticeSuggestions } from './suggestNotices.ts'

export const diffFormats = ['text', 'markdown'] as const
export type DiffFormat = (typeof diffFormats)[number]

export interface DiffReport {
  /** e.g. "HEAD" and "the work tree". */
  from: string
  to: string
  groups: ChangeGroup[]
  /** The check's report of a version that does not validate, by version name. */
  invalid: { version: string; report: string }[]
  /** Rows of the notices sheet for the changes no notice covers yet. */
  notices: NoticeSuggestions
}

const marks: Record<ChangeKind, string> = { added: '+', removed: '-', changed: '~', renamed: '>', moved: '>' }

export function formatDiffText(d: DiffReport): string {
  const out = [`Catalogue changes from ${d.from} to ${d.to}: ${summarise(d.groups)}.`]
  for (const g of d.groups) {
    out.push('', g.title)
    for (const c of g.changes) {
      out.push(`  ${marks[c.kind]} ${c.text}`)
      for (const detail of c.details ?? []) out.push(`      ${detail.replace(/\r?\n/g, '\n        ')}`)
    }
  }
  for (const { version, report } of d.invalid) out.push('', `The catalogue in ${version} does not validate:`, report)
  if (d.notices.rows.length > 0) out.push('', noticeSuggestionHeading(d.notices), noticeSuggestionLines(d.notices))
  return out.join('\n')
}

/** For a pull-request comment or a job summary. */
export function formatDiffMarkdown(d: DiffReport): string {
  const out = [`### Catalogue changes from ${md(d.from)} to ${md(d.to)}`, '', `${md(summarise(d.groups))}.`]
  for (const g of d.groups) {
    out.push('', `#### ${md(g.title)}`, '')
    for (const c of g.changes) {
      out.push(`- ${c.kind === 'changed' ? '' : `**${c.kind}** `}${md(c.text.replace(/^(\w[\w ]*?) (added|removed): /, '$1: '))}`)
      for (const detail of c.details ?? []) out.push(`  - ${md(detail)}`)
    }
  }
  for (const { version, report } of d.invalid) out.push('', `**The catalogue in ${md(version)} does not validate:**`, '', '```text', report.replace(/`{3,}/g, '``'), '```')
  if (d.notices.rows.length > 0) {
    const lines = noticeSuggestionLines(d.notices)
    // A fence longer than any run of backticks in the rows, so they are shown as they are to be pasted.
    const fence = '`'.repeat(Math.max(3, ...(lines.match(/`+/g) ?? []).map((run) => run.length + 1)))
    out.push('', '#### Notices to consider', '', md(noticeSuggestionHeading(d.notices).replace(/^Notices to consider: /, '')), '', `${fence}csv`, lines, fence)
  }
  return out.join('\n')
}

/** Cell values are shown as typed, so Markdown's own characters are escaped. */
function md(s: string): string {
  return s.replace(/[\\`*_[\]<>|#~]/g, '\\$&').replace(/\r?\n/g, ' ')
}
