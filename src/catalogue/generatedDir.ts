/**
 * Where `npm run catalogue` writes the site's data, from the repository root. Pages import the files
 * through `#src/generated/…` (package.json's `imports`); build scripts and tests join this to a root, which may be a copy.
 */
export const GENERATED_DIR = 'src/generated'
