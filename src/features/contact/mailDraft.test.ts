import { expect, test } from 'vitest'
import { mailDraftHref } from './mailDraft'

const fields = { name: 'Anna Rossi', email: 'anna@example.org', subject: 'Offerta & campioni', message: 'Vorrei un’offerta.\nGrazie' }

test('holds the subject, the message, the request list and the name, encoded so that nothing is lost', () => {
  const href = mailDraftHref('info@example.com', fields, 'Requested codes:\n- SP-1 · 3 packs')
  const url = new URL(href)
  expect(url.protocol).toBe('mailto:')
  expect(url.pathname).toBe('info@example.com')
  expect(href).not.toContain('+')
  const params = new URLSearchParams(url.search)
  expect(params.get('subject')).toBe('Offerta & campioni')
  expect(params.get('body')).toBe('Vorrei un’offerta.\r\nGrazie\r\n\r\nRequested codes:\r\n- SP-1 · 3 packs\r\n\r\nAnna Rossi')
})

test.each([
  [{ name: '', email: '', subject: '', message: '' }, '', 'mailto:info@example.com'],
  [{ name: '', email: '', subject: 'Campioni', message: '' }, '', 'mailto:info@example.com?subject=Campioni'],
  [{ name: '', email: '', subject: '', message: '' }, '- SP-1', 'mailto:info@example.com?body=-%20SP-1'],
])('leaves out what is empty: %j with the list %j', (input, list, expected) => {
  expect(mailDraftHref('info@example.com', input, list)).toBe(expected)
})
