/**
 * Mozilla's HTTP Observatory (the npm scanner behind developer.mozilla.org/observatory) run against
 * a host: the site's headers as a public checker grades them. Used by the browser tests on the built
 * site and by `npm run observatory -- HOST` on a deployed one.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type ObservatoryTest, scan } from '@mdn/mdn-http-observatory'

/**
 * The two tests a host passes only with HTTPS in front of it, and what they find over plain HTTP:
 * no redirection from http:// to https://, and no Strict-Transport-Security (browsers ignore it
 * over HTTP, so the Observatory reads it only from an HTTPS answer).
 */
export const NEEDS_HTTPS: Readonly<Record<string, string>> = {
  redirection: 'redirection-missing',
  'strict-transport-security': 'hsts-not-implemented-no-https',
}

export interface ObservatoryReport {
  grade: string
  score: number
  tests: Record<string, ObservatoryTest>
}

/**
 * Scans HOST (`www.example.com`, or `127.0.0.1:PORT` for a local server: the scanner puts the host
 * as given after `http://` and `https://`).
 */
export async function scanHost(host: string): Promise<ObservatoryReport> {
  providePreloadList()
  const { scan: summary, tests } = await scan(host)
  return { grade: summary.grade, score: summary.score, tests }
}

/** One line a person can act on: the test, what it found, and the Observatory's sentence for it. */
export const describeTest = (name: string, test: ObservatoryTest) =>
  `${name}: ${test.result}${test.pass ? '' : ' (failed)'}${test.scoreDescription ? `: ${plainText(test.scoreDescription)}` : ''}`

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The tests that failed, but for those named in EXCEPT, as lines for a report. */
export const failedTests = (report: ObservatoryReport, except: readonly string[] = []) =>
  Object.entries(report.tests)
    .filter(([name, test]) => !test.pass && !except.includes(name))
    .map(([name, test]) => describeTest(name, test))

/**
 * The scanner reads Chromium's HSTS preload list from its conf/hsts-preload.json, which its install
 * step downloads (its `updateHsts` script); package.json's allowScripts keeps that step from running,
 * since these machines reach no host but the registries. Without the file every scan stops in its
 * redirection test. An empty list says that no host is preloaded: true of a loopback address, and for
 * a deployed site it only means that its own redirect and header are judged, not the browsers' list.
 */
function providePreloadList() {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))
  const file = path.join(packageDir, 'conf', 'hsts-preload.json')
  if (fs.existsSync(file)) return
  try {
    fs.writeFileSync(file, '{}\n', { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}
