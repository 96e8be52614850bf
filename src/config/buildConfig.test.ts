import { describe, expect, test } from 'vitest'
import { localOrigin, missingSiteUrl, parseBuildEnv } from './buildConfig'

describe('parseBuildEnv', () => {
  test('a deployment build without SITE_URL stops with one sentence', () => {
    expect(parseBuildEnv({}, true)).toEqual({ problems: [missingSiteUrl] })
    expect(parseBuildEnv({ SITE_URL: '  ' }, true)).toEqual({ problems: [missingSiteUrl] })
  })

  test('local builds use the local origin', () => {
    expect(parseBuildEnv({}, false)).toMatchObject({ config: { SITE_URL: localOrigin } })
  })

  test('the origin loses its trailing slash', () => {
    expect(parseBuildEnv({ SITE_URL: 'https://www.example.it/' }, true)).toMatchObject({ config: { SITE_URL: 'https://www.example.it' } })
  })

  test('every bad value is listed, each with its variable and value', () => {
    const result = parseBuildEnv({ SITE_URL: 'www.example.it/catalogo', VITE_SENTRY_DSN: 'not a dsn', VITE_EMAILJS_SERVICE_ID: 'service id' }, true)
    expect('problems' in result && result.problems).toEqual([
      'SITE_URL="www.example.it/catalogo": expected the public address of the site, such as https://www.example.it',
      'VITE_EMAILJS_SERVICE_ID="service id": expected an id of letters, digits, "-" and "_"',
      'VITE_SENTRY_DSN="not a dsn": expected a Sentry DSN, such as https://key@o0.ingest.sentry.io/0',
    ])
  })

  test('an origin with a path is refused', () => {
    expect(parseBuildEnv({ SITE_URL: 'https://www.example.it/catalogo' }, true)).toEqual({
      problems: ['SITE_URL="https://www.example.it/catalogo": expected an origin without a path, such as https://www.example.it'],
    })
  })
})
