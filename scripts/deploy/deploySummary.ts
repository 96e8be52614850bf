/**
 * npm run deploy:summary -- FILE: the job summary's section for the deployment recorded in FILE,
 * wrangler's output file (WRANGLER_OUTPUT_FILE_PATH), in Markdown. SITE_URL is the public address.
 */
import fs from 'node:fs'
import { formatDeployment, readPagesDeployment } from './pagesDeployment.ts'

const file = process.argv[2]
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run deploy:summary -- WRANGLER_OUTPUT_FILE')
  process.exit(2)
}
const deployment = fs.existsSync(file) ? readPagesDeployment(fs.readFileSync(file, 'utf8')) : undefined
process.stdout.write(formatDeployment(deployment, process.env.SITE_URL || undefined))
