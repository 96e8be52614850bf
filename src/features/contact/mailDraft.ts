import type { ContactFields } from './contactFormReducer'

/**
 * A mailto: address (RFC 6068) that opens the visitor's own e-mail program with the message they
 * wrote, ready to send to the company: the subject, the message, the request list after it as in
 * the e-mail the form sends, and their name. The way out when the e-mail service fails.
 */
export function mailDraftHref(to: string, fields: ContactFields, requestList = ''): string {
  const body = [fields.message.trim(), requestList.trim(), fields.name.trim()].filter((part) => part !== '').join('\n\n')
  // Line breaks as CRLF, as RFC 6068 asks; every other character encoded, spaces as %20 (never "+").
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
  const query = [fields.subject.trim() === '' ? '' : `subject=${encode(fields.subject.trim())}`, body === '' ? '' : `body=${encode(body)}`].filter(
    (q) => q !== '',
  )
  return `mailto:${to}${query.length > 0 ? `?${query.join('&')}` : ''}`
}
