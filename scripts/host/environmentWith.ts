/**
 * The environment for a tool this project starts (wrangler): this process's, which the tool needs
 * as it is (PATH, HOME), with `settings` of the tool's own. Passed on, not read: nothing here is
 * the site's configuration, which src/config/siteConfig.ts parses once.
 */
export const environmentWith = (settings: Record<string, string>): NodeJS.ProcessEnv => ({ ...process.env, ...settings })
