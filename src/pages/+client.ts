// The first client-side code of every page (https://vike.dev/client). Error reporting is fetched
// in its own chunk once the browser is idle, after hydration, so that it adds no task to the
// page's start; errors React hands over meanwhile wait in errorReporter's queue. With no DSN at
// build time the import is dead code and no Sentry code is downloaded.
const dsn = import.meta.env.VITE_SENTRY_DSN
if (dsn) {
  const start = () => {
    import('@/features/errors/startErrorReporting')
      .then((m) => m.startErrorReporting(dsn))
      .catch((error: unknown) => console.warn('Error reporting could not start:', error))
  }
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 1000)
}
