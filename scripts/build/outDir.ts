/** The build's output folder (Vike writes the site to its `client` folder): OUT_DIR, or dist. */
export const outDir = (env: NodeJS.ProcessEnv = process.env): string => env.OUT_DIR ?? 'dist'
