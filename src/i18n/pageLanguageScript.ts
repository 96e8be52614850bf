import type { Route } from '#src/catalogue/route.ts'
import pages from '#src/generated/routes-pages.json'
import { staticRoutes } from '#src/catalogue/routesOf.ts'

/**
 * Inline script for the <head> of a page without a language of its own (404.html, one file for
 * both): before the first paint it sets <html lang> from the address, as langOfPath does after
 * hydration, so that what the page shows in both languages (the medical notice) shows the right
 * one from the start and nothing moves when the page's scripts run. The paths are those of the
 * browser's route table (no products: they sit under their categories), each longest match winning.
 */
export function pageLanguageScript(): string {
  const byPath = new Map<string, string>()
  for (const route of [...staticRoutes, ...(pages as Route[])]) {
    byPath.set(route.path.en, 'en')
    byPath.set(route.path.it, 'it')
  }
  byPath.delete('/')
  const table = JSON.stringify([...byPath]).replace(/</g, '\\u003c')
  return `(function(t){var p=location.pathname;if(p.slice(-1)!=='/')p+='/';var b=0,l='it';for(var i=0;i<t.length;i++){var q=t[i][0];if(q.length>b&&p.indexOf(q)===0){b=q.length;l=t[i][1]}}document.documentElement.lang=l})(${table})`
}
