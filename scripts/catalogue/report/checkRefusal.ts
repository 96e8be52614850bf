import type { z } from 'zod'
import { type CheckRefusal, checkRefusals } from '../../../src/catalogue/identifiers.ts'

/**
 * The check that refused a cell, when one did: a GTIN's check digit, a Basic UDI-DI's check pair.
 * The schema names it in the issue's params; its problem code says more than "not valid".
 */
export function checkRefusal(issue: z.core.$ZodIssue | undefined): CheckRefusal | undefined {
  const named: unknown = issue?.code === 'custom' ? issue.params?.problem : undefined
  return checkRefusals.find((code) => code === named)
}
