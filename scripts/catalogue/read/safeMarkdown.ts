/**
 * Markdown from the catalogue (features cells, legal texts) is pasted from suppliers' sheets and web
 * pages, so it is never trusted. The check refuses what could run code or load outside content (raw
 * HTML, pictures, links to any scheme but a few); the renderer escapes the same things anyway, so a
 * text that skipped the check still cannot put markup into a page.
 */
import { Marked, type Token, type Tokens, type TokensList } from 'marked'
import type { MarkdownFault } from '../report/problemMessages.ts'
import { escapeHtml } from '#src/markup/escapeHtml.ts'

/**
 * Where a link may go, matched on the address as written: "&#106;avascript:" and other encodings
 * of a scheme do not start with one of these, so no decoding is needed to refuse them.
 * A site path starts with one "/": "//host" would be another site.
 */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i


function isAllowedHref(href: string): boolean {
  return ALLOWED_HREF.test(href)
}

export interface MarkdownProblem {
  /** Line in the text, counting from 1. */
  line: number
  fault: MarkdownFault
}

/** Every part of the text the site refuses to publish, at most one per kind and line. */
export const checkMarkdown = (source: string): MarkdownProblem[] => problemsIn(source, parser.lexer(source))

/** The text's HTML for a page and what in it the site refuses to publish, from one reading of it. */
export function safeMarkdown(source: string): { html: string; problems: MarkdownProblem[] } {
  const blocks = parser.lexer(source)
  const problems = problemsIn(source, blocks)
  return { html: (parser.parser(blocks) as string).trim(), problems }
}

function problemsIn(source: string, blocks: TokensList): MarkdownProblem[] {
  const text = source.replace(/\r\n?/g, '\n')
  const problems: MarkdownProblem[] = []
  const seen = new Set<string>()
  const report = (kind: string, offset: number, fault: MarkdownFault) => {
    const line = text.slice(0, offset).split('\n').length
    if (seen.has(`${kind}:${line}`)) return
    seen.add(`${kind}:${line}`)
    problems.push({ line, fault })
  }
  let blockStart = 0
  for (const block of blocks) {
    let cursor = blockStart
    // The block itself, then everything inside it; each located by its text, after the previous one.
    const visit = (token: Token) => {
      const found = text.indexOf(token.raw, cursor)
      const at = found >= 0 ? found : cursor
      if (found >= 0 && token.type !== block.type) cursor = found
      const problem = problemOf(token)
      if (problem) report(problem.kind, at, problem.fault)
    }
    visit(block)
    parser.walkTokens([block], (t) => {
      if (t !== block) visit(t)
    })
    blockStart += block.raw.length
  }
  return problems.sort((a, b) => a.line - b.line)
}

function problemOf(token: Token): { kind: string; fault: MarkdownFault } | undefined {
  switch (token.type) {
    case 'html': {
      const html = token.raw.trim()
      return { kind: 'html', fault: { fault: html.startsWith('<!--') ? 'html-comment' : 'html', text: html } }
    }
    case 'text': {
      // What Markdown does not take for a tag ("<svg/onload=…>") a browser still might: refused too.
      const tag = /<[A-Za-z!/?][^\n>]*>?/.exec(token.raw)
      if (!tag || ('tokens' in token && token.tokens?.length)) return undefined
      return { kind: 'html', fault: { fault: 'html-like', text: tag[0] } }
    }
    case 'image':
      return { kind: 'image', fault: { fault: 'picture', text: token.raw } }
    case 'link': {
      const { href } = token as Tokens.Link
      if (isAllowedHref(href)) return undefined
      return { kind: `link:${href}`, fault: { fault: 'link', text: token.raw, href } }
    }
    default:
      return undefined
  }
}


/**
 * marked with its three ways of passing markup through closed: HTML is shown as text, a picture
 * as its description, a link to a refused address as its label.
 */
const parser = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text, block }) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text)
    },
    image({ text }) {
      return escapeHtml(text)
    },
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens)
      if (!isAllowedHref(href)) return label
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${label}</a>`
    },
  },
})

/** HTML for a page, from catalogue Markdown. */
export function renderMarkdown(source: string): string {
  return (parser.parse(source) as string).trim()
}
