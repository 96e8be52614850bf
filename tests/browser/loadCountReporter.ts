/**
 * Prints, at the end of a run, the page loads and Lighthouse runs its tests made (the annotations
 * siteTest.ts and lighthouse.test.ts add), against the budgets of docs/testing.md. Merged shard
 * reports carry the annotations, so the merged report counts the whole run.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { PROBLEMS_ANNOTATION } from './pageProblems.ts'

const BUDGET = { pageLoads: 250, lighthouseRuns: 20 } as const

export default class LoadCountReporter implements Reporter {
  private totals = { pageLoads: 0, lighthouseRuns: 0 }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const a of result.annotations) {
      if (a.type === PROBLEMS_ANNOTATION.pageLoads) this.totals.pageLoads += Number(a.description)
      if (a.type === PROBLEMS_ANNOTATION.lighthouseRuns) this.totals.lighthouseRuns += Number(a.description)
    }
  }

  onEnd(_result: FullResult): void {
    const { pageLoads, lighthouseRuns } = this.totals
    console.log(`Page loads: ${pageLoads} (budget ${BUDGET.pageLoads}); Lighthouse runs: ${lighthouseRuns} (budget ${BUDGET.lighthouseRuns})`)
  }

  printsToStdio(): boolean {
    return false
  }
}
