/**
 * Where errors caught by the error boundary go. In the browser the pages run on preact/compat,
 * whose hydrateRoot drops its options, so vike-react's onUncaughtError never runs in production,
 * and an error a boundary caught never reaches window.onerror: the boundary reports it here.
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
