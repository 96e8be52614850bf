/**
 * Where the errors React hands over go: those the error boundary caught, which never reach
 * window.onerror, and the hydration and uncaught errors of the root (src/pages/+react.client.ts).
 * Error reporting (startErrorReporting, loaded after hydration) takes over the queue when it starts.
 */
export type Reporter = (error: unknown, componentStack?: string) => void

/** Errors caught before error reporting started; a few are enough to explain a failing page. */
const MAX_PENDING = 10
const pending: [unknown, string | undefined][] = []
let reporter: Reporter | undefined

export function reportError(error: unknown, componentStack?: string): void {
  if (reporter) reporter(error, componentStack)
  else if (pending.length < MAX_PENDING) pending.push([error, componentStack])
}

export function setErrorReporter(next: Reporter): void {
  reporter = next
  for (const [error, componentStack] of pending.splice(0)) next(error, componentStack)
}
