/**
 * Requests held until the test releases them: the state of a page before an answer has come (the
 * overlay's code on a slow network, the page's scripts not yet run), for as long as the test looks.
 */
import type { BrowserContext } from '@playwright/test'

export interface Held {
  /** How many requests are being held. */
  readonly waiting: number
  /** Lets every held request go on, and those made from now on pass at once. */
  release(): void
}

/** Holds the context's requests whose address matches `pattern` (a glob of Playwright's) until `release()`. */
export async function holdRequests(context: BrowserContext, pattern: string): Promise<Held> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let waiting = 0
  await context.route(pattern, async (route) => {
    waiting++
    await released
    waiting--
    // The page may have been left meanwhile.
    await route.continue().catch(() => undefined)
  })
  return {
    get waiting() {
      return waiting
    },
    release,
  }
}
