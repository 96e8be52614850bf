import { describe, expect, test } from 'vitest'
import { injections } from '../../harness/markdownInjections.ts'
import { problemMessages } from '../report/problemMessages.ts'
import { checkMarkdown, type MarkdownProblem, renderMarkdown, safeMarkdown } from './safeMarkdown.ts'

const sentence = (p: MarkdownProblem | undefined) => problemMessages['unsafe-markdown'](p!.fault)

describe('checkMarkdown refuses', () => {
  test.each(injections)('$name, at its line, checked alone or while rendered', ({ source, line, says }) => {
    for (const problems of [checkMarkdown(source), safeMarkdown(source).problems]) {
      expect(problems.length).toBeGreaterThan(0)
      expect(problems[0]!.line).toBe(line)
      expect(sentence(problems[0])).toContain(says)
    }
  })

  test('the message says what to write instead', () => {
    expect(sentence(checkMarkdown('<b>x</b>')[0])).toMatch(/write Markdown instead: \*\*bold\*\*/)
    expect(sentence(checkMarkdown('[x](javascript:y)')[0])).toMatch(/links may go to https:\/\/, http:\/\/, mailto:, tel: or a page of this site starting with "\/"/)
  })

  test('one HTML problem per line, however many tags it holds', () => {
    expect(checkMarkdown('<p><b>x</b></p>\n\n<i>y</i> z')).toHaveLength(2)
  })
})

const allowed: { name: string; source: string; html: string }[] = [
  { name: 'paragraphs', source: 'One.\n\nTwo.', html: '<p>One.</p>\n<p>Two.</p>' },
  { name: 'a list', source: '- a\n- b', html: '<ul>\n<li>a</li>\n<li>b</li>\n</ul>' },
  { name: 'a numbered list', source: '1. a\n2. b', html: '<ol>\n<li>a</li>\n<li>b</li>\n</ol>' },
  { name: 'emphasis', source: '*a* **b**', html: '<p><em>a</em> <strong>b</strong></p>' },
  { name: 'headings', source: '# T\n\n### Features', html: '<h1>T</h1>\n<h3>Features</h3>' },
  { name: 'an https link', source: '[EN 868](https://www.iso.org/x?a=1&b=2 "ISO")', html: '<p><a href="https://www.iso.org/x?a=1&amp;b=2" title="ISO">EN 868</a></p>' },
  { name: 'an http link', source: '[x](http://example.com)', html: '<p><a href="http://example.com">x</a></p>' },
  { name: 'a mailto link', source: '[write](mailto:info@example.com)', html: '<p><a href="mailto:info@example.com">write</a></p>' },
  { name: 'a tel link', source: '[call](tel:+390200000000)', html: '<p><a href="tel:+390200000000">call</a></p>' },
  { name: 'a site path', source: '[privacy](/en/privacy)', html: '<p><a href="/en/privacy">privacy</a></p>' },
  { name: 'an autolink', source: '<https://example.com>', html: '<p><a href="https://example.com">https://example.com</a></p>' },
  { name: 'a bare web address', source: 'www.example.com', html: '<p><a href="http://www.example.com">www.example.com</a></p>' },
  { name: 'a comparison, not a tag', source: 'width < 100 mm & > 50', html: '<p>width &lt; 100 mm &amp; &gt; 50</p>' },
]

describe('allowed Markdown', () => {
  test.each(allowed)('$name passes the check and renders', ({ source, html }) => {
    expect(checkMarkdown(source)).toEqual([])
    expect(renderMarkdown(source)).toBe(html)
    expect(safeMarkdown(source)).toEqual({ html, problems: [] })
  })
})

/** Tags and attributes the renderer may write; anything else in its output is a hole. */
const SAFE_TAGS = new Set(['p', 'ul', 'ol', 'li', 'em', 'strong', 'del', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'blockquote', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'])

describe('renderMarkdown, even for text the check never saw', () => {
  test.each(injections.flatMap((i) => [{ ...i, render: 'renderMarkdown' }, { ...i, render: 'safeMarkdown' }]))('$name renders as inert text ($render)', ({ source, render }) => {
    const html = render === 'renderMarkdown' ? renderMarkdown(source) : safeMarkdown(source).html
    for (const [, closing, name, attributes] of html.matchAll(/<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>/g)) {
      expect(SAFE_TAGS.has(name!.toLowerCase()), `<${closing}${name}> in ${html}`).toBe(true)
      for (const [, attribute, value] of attributes!.matchAll(/([^\s=]+)="([^"]*)"/g)) {
        expect(['href', 'title', 'align'], `${attribute} in ${html}`).toContain(attribute)
        if (attribute === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\/[^/])/)
      }
    }
  })

  test('HTML shows as the text that was typed', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(renderMarkdown('a <img src=x onerror=alert(1)> b')).toBe('<p>a &lt;img src=x onerror=alert(1)&gt; b</p>')
    expect(renderMarkdown('[x](javascript:alert(1))')).toBe('<p>x</p>')
    expect(renderMarkdown('[x](&#106;avascript:alert(1))')).toBe('<p>x</p>')
    expect(renderMarkdown('![logo](https://tracker.example/p.png)')).toBe('<p>logo</p>')
  })

  test('a link title cannot break out of its attribute', () => {
    const source = '[x](https://a.example "\\" onmouseover=\\"alert(1)")'
    expect(checkMarkdown(source)).toEqual([])
    expect(renderMarkdown(source)).toBe('<p><a href="https://a.example" title="&quot; onmouseover=&quot;alert(1)">x</a></p>')
  })
})
