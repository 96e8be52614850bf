import type { z } from 'zod'
import { UNIT_IN_NUMBER } from '../../../src/catalogue/cells.ts'
import { type CheckRefusal, checkRefusals } from '../../../src/catalogue/identifiers.ts'

/** The refusals a schema names in an issue's params: its problem code says more than "not valid". */
const namedRefusals = [...checkRefusals, UNIT_IN_NUMBER] as const

/**
 * The check that refused a cell, when one did: a GTIN's check digit, a Basic UDI-DI's check pair,
 * a unit typed beside a number. The schema names it in the issue's params.
 */
export function checkRefusal(issue: z.core.$ZodIssue | undefined): CheckRefusal | typeof UNIT_IN_NUMBER | undefined {
  const named: unknown = issue?.code === 'custom' ? issue.params?.problem : undefined
  return namedRefusals.find((code) => code === named)
}
