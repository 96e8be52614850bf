/**
 * The check digit of a GTIN (GS1 General Specifications, "standard check digit calculation for
 * GS1 data structures"): from the right, the digits before it are weighted 3, 1, 3, 1…, and the
 * check digit brings their sum up to a multiple of ten. The same for GTIN-8, -12, -13 and -14, so
 * leading zeros do not change it.
 */
export function gtinCheckDigit(digitsBeforeCheck: string): number {
  let sum = 0
  for (let i = 0; i < digitsBeforeCheck.length; i++) {
    const fromRight = digitsBeforeCheck.length - i
    sum += Number(digitsBeforeCheck[i]) * (fromRight % 2 === 1 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}
