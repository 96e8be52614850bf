import { firstPaintRewrite } from './inlineStylesheets.ts'
import { writeSecurityHeaders } from './securityHeaders.ts'

/**
 * The last pass over the prerendered pages under `clientDir`: each is rewritten for its first
 * paint (CSS inlined, scripts started after it) and the security policy is made from the pages as
 * finally written (securityHeaders.ts).
 */
export function finishPages(clientDir: string, sentryDsn: string | undefined): { policy: string; pages: number } {
  return writeSecurityHeaders(clientDir, sentryDsn || undefined, firstPaintRewrite(clientDir))
}
