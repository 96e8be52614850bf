import type { Config } from 'vike/types'
import { reportError } from '#src/features/errors/errorReporter.ts'

// Errors the error boundary does not see go to error reporting too: a page whose HTML does not
// match what the browser renders (React recovers by rendering it again), and an error outside any
// boundary. The boundary reports the errors it catches itself (src/components/ErrorBoundary.tsx).
const rootOptions = {
  onRecoverableError: (error: unknown, info: { componentStack?: string }) => reportError(error, info.componentStack),
  onUncaughtError: (error: unknown, info: { componentStack?: string }) => reportError(error, info.componentStack),
}

export default { hydrateRootOptions: rootOptions, createRootOptions: rootOptions } satisfies Config['react']
