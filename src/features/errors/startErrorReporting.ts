import * as Sentry from '@sentry/react'

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
}
