import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => vi.resetModules())

/** The events a window dispatches, as Node has no ErrorEvent. */
const errorEvent = (error: Error) => Object.assign(new Event('error'), { error })

/** A page's window as far as the starter sees it, and a start that records the errors handed over. */
async function setUp() {
  const { startWhenNeeded } = await import('./startWhenNeeded')
  const { reportError, setErrorReporter } = await import('./errorReporter')
  const target = new EventTarget()
  const reported: unknown[] = []
  const start = vi.fn(async () => setErrorReporter((error) => reported.push(error)))
  startWhenNeeded(target, start)
  return { target, start, reported, reportError }
}

test('a visitor who only reads never downloads error reporting', async () => {
  const { start } = await setUp()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(start).not.toHaveBeenCalled()
})

test('an uncaught error starts it, and is reported once it runs', async () => {
  const { target, start, reported } = await setUp()
  const error = new Error('uncaught')
  target.dispatchEvent(errorEvent(error))
  expect(start).toHaveBeenCalledTimes(1)
  await vi.waitFor(() => expect(reported).toEqual([error]))
})

test('an unhandled rejection and an error React hands over start it too, each reported once', async () => {
  const { target, start, reported, reportError } = await setUp()
  const reason = new Error('rejected')
  const rendered = new Error('render failed')
  const rejection = Object.assign(new Event('unhandledrejection'), { reason })
  target.dispatchEvent(rejection)
  reportError(rendered)
  await vi.waitFor(() => expect(reported).toEqual([reason, rendered]))
  expect(start).toHaveBeenCalledTimes(1)
  // Started, it listens itself: the page's listeners are gone and report nothing twice.
  target.dispatchEvent(errorEvent(new Error('later')))
  expect(reported).toEqual([reason, rendered])
})

test('clicks and key presses start nothing, however long the visitor pauses: its start would be a long task in the way of the next one', async () => {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0))
  try {
    const { target, start } = await setUp()
    for (const type of ['pointerdown', 'click', 'keydown']) target.dispatchEvent(new Event(type))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(start).not.toHaveBeenCalled()
  } finally {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  }
})
