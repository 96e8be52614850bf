/**
 * The site's languages, Italian first. In a module of its own so that code the browser or the
 * resolver's Function runs can list them without loading the schema and its validation library.
 */
export const langs = ['it', 'en'] as const
