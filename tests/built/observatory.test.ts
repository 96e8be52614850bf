/**
 * Mozilla's HTTP Observatory on the built site, served with its `_headers` as a static host serves
 * it: every test passes but the two that need HTTPS in front (docs/deploy.md), and each gets the
 * result the headers earn, so a header that is dropped or weakened is named with what was found.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { describeTest, failedTests, NEEDS_HTTPS, type ObservatoryReport, scanHost } from '../../scripts/checks/observatory/scanHost.ts'
import { servedOrigin as baseUrl } from './servedSite.ts'

/** What each test finds on a good build, served over plain HTTP. */
const EARNED: Record<string, string> = {
  'content-security-policy': 'csp-implemented-with-no-unsafe',
  cookies: 'cookies-not-found',
  'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
  'cross-origin-resource-policy': 'corp-not-implemented',
  'referrer-policy': 'referrer-policy-private',
  'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'x-content-type-options': 'x-content-type-options-nosniff',
  // X-Frame-Options is sent too; the Observatory credits the policy's frame-ancestors first.
  'x-frame-options': 'x-frame-options-implemented-via-csp',
  ...NEEDS_HTTPS,
}

let report: ObservatoryReport
beforeAll(async () => {
  report = await scanHost(new URL(baseUrl()).host)
})

describe('HTTP Observatory', () => {
  test('every test passes but the two that need HTTPS in front', () => {
    expect(failedTests(report, Object.keys(NEEDS_HTTPS))).toEqual([])
    for (const [name, result] of Object.entries(NEEDS_HTTPS)) expect(describeTest(name, report.tests[name]!)).toContain(`${name}: ${result} (failed)`)
  })

  test('each test finds what the headers earn', () => {
    const found = Object.fromEntries(Object.entries(report.tests).map(([name, t]) => [name, t.result]))
    expect(found).toEqual(EARNED)
  })
})
