/**
 * The site's languages, Italian first. In a module of its own so that code the browser or the
 * resolver's Function runs can list them without loading zod.
 */
export const langs = ['it', 'en'] as const
export type Lang = (typeof langs)[number]
