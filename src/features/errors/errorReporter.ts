/**
 * Where the errors React hands over go: those the error boundary caught, which never reach
 * window.onerror, and the hydration and uncaught errors of the root (src/pages/+react.client.ts).
 * Error reporting (startErrorReporting, downloaded when needed: startWhenNeeded.ts) takes over the
 * queue when it starts.
 */
export type Reporter = (error: unknown, componentStack?: string) => void

/** Errors caught before error reporting started; a few are enough to explain a failing page. */
const MAX_PENDING = 10
const pending: [unknown, string | undefined][] = []
let reporter: Reporter | undefined
let onPending: (() => void) | undefined

export function reportError(error: unknown, componentStack?: string): void {
  if (reporter) return reporter(error, componentStack)
  if (pending.length < MAX_PENDING) pending.push([error, componentStack])
  onPending?.()
}

/** Called whenever an error waits for error reporting, and at once if one already does: the page then downloads it. */
export function whenErrorsWait(callback: () => void): void {
  onPending = callback
  if (pending.length > 0) callback()
}

export function setErrorReporter(next: Reporter): void {
  reporter = next
  for (const [error, componentStack] of pending.splice(0)) next(error, componentStack)
}
