import { expect, test } from 'vitest'
import { escapeHtml } from './escapeHtml.ts'

test.each([
  ['plain text', 'Buste piatte 100 × 200 mm', 'Buste piatte 100 × 200 mm'],
  ['markup', '<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
  ['an ampersand first, so no entity is escaped twice', 'A &amp; B & C', 'A &amp;amp; B &amp; C'],
  ["an apostrophe, for attributes quoted with '", "l'indicatore", 'l&#39;indicatore'],
])('%s', (_, text, written) => {
  expect(escapeHtml(text)).toBe(written)
})
