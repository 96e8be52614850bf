/**
 * npm run observatory -- HOST: Mozilla's HTTP Observatory on a deployed site (`www.example.com`,
 * without https://), test by test, with its grade. Exits 1 when a test fails: over HTTPS every
 * test should pass (docs/deploy.md).
 */
import { describeTest, failedTests, scanHost } from './scanHost.ts'

const host = process.argv[2]
if (!host || process.argv.length > 3) {
  console.error('Usage: npm run observatory -- HOST   (for example: npm run observatory -- www.example.com)')
  process.exit(2)
}

const report = await scanHost(host.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
for (const [name, test] of Object.entries(report.tests)) console.log(`${test.pass ? 'pass' : 'FAIL'}  ${describeTest(name, test)}`)
console.log(`\nGrade ${report.grade} (score ${report.score}).`)
if (failedTests(report).length > 0) process.exitCode = 1
