// The first client-side code of every page (https://vike.dev/client). Error reporting is fetched
// in its own chunk without holding up hydration; with no DSN at build time the import is dead code
// and no Sentry code is downloaded.
const dsn = import.meta.env.VITE_SENTRY_DSN
if (dsn) {
  import('@/features/errors/startErrorReporting')
    .then((m) => m.startErrorReporting(dsn))
    .catch((error: unknown) => console.warn('Error reporting could not start:', error))
}
