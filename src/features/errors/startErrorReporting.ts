import * as Sentry from '@sentry/react'
import { setErrorReporter } from './errorReporter'

/**
 * Error reporting with Sentry. Loaded by src/pages/+client.ts in its own chunk, and only when a
 * DSN was set at build time. No personal data is sent: @sentry/react 11 replaced the old
 * `sendDefaultPii: false` with `dataCollection`, whose defaults collect user info, cookies and
 * headers, so each of them is turned off here.
 */
export function startErrorReporting(dsn: string): void {
  Sentry.init({
    dsn,
    maxBreadcrumbs: 100,
    integrations: [Sentry.linkedErrorsIntegration({ limit: 5 })],
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
  })
  // Errors the error boundary caught, which window.onerror never sees.
  setErrorReporter((error, componentStack) => Sentry.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined))
}
