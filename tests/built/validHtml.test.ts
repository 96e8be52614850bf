/**
 * Every built page is valid HTML as the Nu HTML Checker (vnu, the engine of the W3C's checker)
 * reads it: one Java process checks every .html file under the client folder, and the test lists
 * each error and warning with its file and line, except the warnings named in IGNORED.
 */
import path from 'node:path'
import { expect, test } from 'vitest'
import { client, htmlFiles } from '../../scripts/harness/builtSite.ts'
import { check, type VnuMessage } from './vnu.ts'

/**
 * Warnings that do not hold for the site as a browser gets it, each with the reason. The security
 * policy itself is checked where it is enforced: the browser tests fail on any violation, on
 * every template (templates.test.ts), and securityHeaders.test.ts reads each page's policies.
 */
const IGNORED: { message: RegExp; why: string }[] = [
  {
    message: /^Resource violates Content Security Policy \(meta tag\)/,
    why: "the pages are checked as files, whose origin is not the site's: every stylesheet and picture of the site falls outside 'self'",
  },
  {
    message: /^Inline script violates Content Security Policy \(meta tag\)/,
    why: 'the checker applies script-src to data blocks (JSON-LD, the page context), which browsers do not run, and its hash check reports scripts that Chromium runs under the same policy',
  },
]

const where = (m: VnuMessage) => `${m.url ? path.relative(client, new URL(m.url).pathname) : '(no file)'}:${m.lastLine ?? '?'}`
const kind = (m: VnuMessage) => (m.type === 'info' ? (m.subType ?? 'info') : m.type)

test('every built page passes the Nu HTML Checker: no error, and no warning but those ignored above', async () => {
  const files = htmlFiles().map((f) => path.join(client, f))
  expect(files.length).toBeGreaterThan(0)
  const messages = await check(files)
  const reported = messages.filter((m) => !IGNORED.some((i) => i.message.test(m.message)))
  expect(reported.map((m) => `${where(m)}: ${kind(m)}: ${m.message}`)).toEqual([])
}, 180_000)
