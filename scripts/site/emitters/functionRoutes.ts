import { RESOLVER_ROUTES } from '../../../src/features/digitalLink/resolveDigitalLink.ts'

/**
 * Cloudflare Pages' `_routes.json` (https://developers.cloudflare.com/pages/functions/routing/#create-a-_routesjson-file):
 * the site's Functions run only for the GS1 resolver's paths; every other address is a file
 * served as it is, with no Function invoked.
 */
export const functionRoutes = (): string => `${JSON.stringify({ version: 1, include: RESOLVER_ROUTES, exclude: [] }, null, 2)}\n`
