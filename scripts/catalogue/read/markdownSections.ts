/**
 * A long Markdown text cut at its "## " headings, each of which names its section's id in braces
 * ("## Storage {#storage}"), so that other pages link to "#storage" whatever the heading says and
 * in whichever language. Fenced code is not looked into: the catalogue's texts have none.
 */

export interface MarkdownSection {
  /** The id written after the heading, as written; undefined when the heading has none. */
  id: string | undefined
  /** The heading's text, without "## " and the id. */
  title: string
  /** The heading's line in the text, counting from 1. */
  line: number
  /** The Markdown under the heading, up to the next "## " heading. */
  body: string
}

const SECTION_HEADING = /^##[ \t]+(.*?)[ \t]*#*[ \t]*$/
const HEADING_ID = /^(.*?)[ \t]*\{#([^{}]*)\}$/

/** The text before the first section heading, and the sections in their order. */
export function markdownSections(source: string): { intro: string; sections: MarkdownSection[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const intro: string[] = []
  const sections: (MarkdownSection & { lines: string[] })[] = []
  lines.forEach((text, i) => {
    const heading = SECTION_HEADING.exec(text)
    if (!heading) {
      ;(sections.at(-1)?.lines ?? intro).push(text)
      return
    }
    const named = HEADING_ID.exec(heading[1]!)
    sections.push({ id: named?.[2]!.trim(), title: (named?.[1] ?? heading[1]!).trim(), line: i + 1, body: '', lines: [] })
  })
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map(({ lines: body, ...s }) => ({ ...s, body: body.join('\n').trim() })),
  }
}
