/**
 * npm run deploy:summary -- FILE [SITE_URL]: the job summary's section for the deployment recorded
 * in FILE, wrangler's output file (WRANGLER_OUTPUT_FILE_PATH), in Markdown. SITE_URL, when given
 * and not empty, is the site's public address; the workflow passes its variable of that name.
 */
import fs from 'node:fs'
import { formatDeployment, readPagesDeployment } from './pagesDeployment.ts'

const [file, siteUrl] = process.argv.slice(2)
if (!file || process.argv.length > 4) {
  console.error('Usage: npm run deploy:summary -- WRANGLER_OUTPUT_FILE [SITE_URL]')
  process.exit(2)
}
const deployment = fs.existsSync(file) ? readPagesDeployment(fs.readFileSync(file, 'utf8')) : undefined
process.stdout.write(formatDeployment(deployment, siteUrl || undefined))
