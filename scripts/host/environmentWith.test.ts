import { describe, expect, test, vi } from 'vitest'
import { environmentWith } from './environmentWith'

describe('environmentWith', () => {
  test("a tool's settings win over this process's environment, which it keeps", () => {
    vi.stubEnv('NO_COLOR', '0')
    const env = environmentWith({ NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' })
    expect(env).toMatchObject({ NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false', PATH: process.env.PATH })
    vi.unstubAllEnvs()
  })
})
