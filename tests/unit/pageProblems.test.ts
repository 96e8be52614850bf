import { describe, expect, test } from 'vitest'
import { type FailedRequest, leftBehind } from '../browser/pageProblems.ts'

const request = (r: Partial<FailedRequest>): FailedRequest => ({
  errorText: 'net::ERR_ABORTED',
  navigation: false,
  leaving: false,
  issuedAt: 1,
  navigations: 1,
  ...r,
})

describe('a failed request the browser tests do not count against the site', () => {
  test.each([
    ['cancelled while the test goes to the next page', request({ leaving: true }), true],
    ['cancelled after the next page started, however late reported', request({ issuedAt: 1, navigations: 2 }), true],
    ['cancelled with no page change: the page lost it', request({}), false],
    ['failed, not cancelled, while leaving', request({ errorText: 'net::ERR_FAILED', leaving: true }), false],
    ["a document's own request, cancelled", request({ navigation: true, leaving: true }), false],
  ])('%s', (_, r, expected) => {
    expect(leftBehind(r)).toBe(expected)
  })
})
