import { createRequire } from 'node:module'

/** The `mime` release wrangler's asset server types files by (it ships no types of its own). */
const require = createRequire(import.meta.url)
const mime = require('mime') as { getType: (file: string) => string | null }

/** The Content-Type Cloudflare Pages sends for a file, by its name: text in UTF-8. */
export function hostContentType(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream'
  return type.startsWith('text/') && !type.includes('charset') ? `${type}; charset=utf-8` : type
}
