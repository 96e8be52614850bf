// The first client-side code of every page (https://vike.dev/client). Error reporting is
// downloaded in its own chunk only when it has something to do, at the first error
// (startWhenNeeded.ts); until then a small recorder keeps the breadcrumbs it would have kept, and
// hands them over when it starts. With no DSN at build
// time this is dead code and no Sentry code is downloaded.
import { recordBreadcrumbs, takeBreadcrumbs } from '#src/features/errors/breadcrumbRecorder.ts'
import { startWhenNeeded } from '#src/features/errors/startWhenNeeded.ts'

const dsn = import.meta.env.VITE_SENTRY_DSN
if (dsn) {
  recordBreadcrumbs()
  startWhenNeeded(window, () =>
    import('#src/features/errors/startErrorReporting.ts')
      .then((m) => m.startErrorReporting(dsn, takeBreadcrumbs()))
      .catch((error: unknown) => console.warn('Error reporting could not start:', error)),
  )
}

// Dev only: a catalogue file saved with problems is shown to the person who saved it. In a build
// import.meta.hot is undefined and this is dead code (https://vite.dev/guide/api-hmr).
if (import.meta.hot) {
  const hot = import.meta.hot
  void import('#src/features/catalogueProblems/showCatalogueProblems.ts').then((m) => m.listenForCatalogueProblems(hot))
}
