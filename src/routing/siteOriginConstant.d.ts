/** SITE_URL, checked: a constant vite.config.ts and vitest.config.ts define (https://vite.dev/config/shared-options#define). */
declare const __SITE_ORIGIN__: string
