/**
 * The part of @mdn/mdn-http-observatory's API the checks use: its main export, `scan`, as its
 * README's command line prints it. The package ships JavaScript with JSDoc comments, no types.
 */
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryTest {
    pass: boolean
    /** What the test found, such as `x-content-type-options-nosniff`. */
    result: string
    /** The best result the test knows. */
    expectation: string
    scoreModifier: number
    /** The Observatory's sentence for the result. */
    scoreDescription?: string
  }

  export interface ScanResult {
    scan: { grade: string; score: number; statusCode: number; testsPassed: number; testsFailed: number; testsQuantity: number }
    /** By test name, such as `strict-transport-security`. */
    tests: Record<string, ObservatoryTest>
  }

  export function scan(hostname: string): Promise<ScanResult>
}
