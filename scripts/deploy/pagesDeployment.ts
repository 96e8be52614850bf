/**
 * What a Cloudflare Pages deployment published, read from the file wrangler writes when
 * WRANGLER_OUTPUT_FILE_PATH is set (one JSON object a line), and told in Markdown for the job
 * summary of .github/workflows/deploy.yml.
 */

export interface PagesDeployment {
  /** The address of this deployment alone, such as https://1a2b3c4d.catalogue.pages.dev. */
  url: string
  /** The branch's address, the same after every push to it, such as https://feature-x.catalogue.pages.dev. */
  alias?: string
  environment: 'production' | 'preview'
}

/** The last `pages-deploy-detailed` entry of wrangler's output file, or undefined if it has none. */
export function readPagesDeployment(outputFile: string): PagesDeployment | undefined {
  const entries = outputFile
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { type?: string; url?: string; alias?: string | null; environment?: string })
  const entry = entries.findLast((e) => e.type === 'pages-deploy-detailed' && typeof e.url === 'string')
  if (!entry) return undefined
  return { url: entry.url!, ...(entry.alias ? { alias: entry.alias } : {}), environment: entry.environment === 'production' ? 'production' : 'preview' }
}

/** The job summary's section: where to look at the site, for whoever opens the run or the pull request. */
export function formatDeployment(deployment: PagesDeployment | undefined, siteUrl: string | undefined): string {
  if (!deployment) return '## Not published\n\nwrangler reported no deployment; its log above says why.\n'
  if (deployment.environment === 'production') {
    return `## Published\n\n${siteUrl ? `${siteUrl} serves this commit` : 'This commit is live'}, deployed as ${deployment.url}.\n`
  }
  const address = deployment.alias ?? deployment.url
  const thisCommit = deployment.alias ? ` This commit alone: ${deployment.url}.` : ''
  return (
    `## Preview\n\n**${address}** shows the site as this pull request would publish it, and keeps showing its latest push.${thisCommit}\n\n` +
    `Its canonical links and sitemap name ${siteUrl ?? 'the public site'}, as they will once it is published.\n`
  )
}
