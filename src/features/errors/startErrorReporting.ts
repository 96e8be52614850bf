import * as Sentry from '@sentry/react'
import type { Breadcrumb } from './breadcrumbRecorder'
import { setErrorReporter } from './errorReporter'

/** An address without its query string: the site's forms put what was typed there (the search's ?q=). */
const withoutQuery = (url: unknown) => (typeof url === 'string' ? url.replace(/[?#].*$/, '') : url)

/**
 * Error reporting with Sentry. Loaded by src/pages/+client.ts in its own chunk, and only when a
 * DSN was set at build time, with the breadcrumbs recorded until then (breadcrumbRecorder.ts),
 * which go first, in order and with their own times, before any waiting error is reported. No
 * personal data is sent: @sentry/react 11 replaced the old `sendDefaultPii: false` with
 * `dataCollection`, whose defaults collect user info, cookies and headers, so each of them is
 * turned off here; the addresses of its own breadcrumbs lose their query strings.
 */
export function startErrorReporting(dsn: string, earlier: readonly Breadcrumb[] = []): void {
  Sentry.init({
    dsn,
    maxBreadcrumbs: 100,
    integrations: [Sentry.linkedErrorsIntegration({ limit: 5 })],
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    beforeBreadcrumb(breadcrumb) {
      if (!breadcrumb.data) return breadcrumb
      const data = { ...breadcrumb.data }
      for (const key of ['from', 'to', 'url']) if (key in data) data[key] = withoutQuery(data[key])
      return { ...breadcrumb, data }
    },
  })
  for (const breadcrumb of earlier) Sentry.addBreadcrumb(breadcrumb)
  // Errors the error boundary caught, which window.onerror never sees.
  setErrorReporter((error, componentStack) => Sentry.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined))
}
