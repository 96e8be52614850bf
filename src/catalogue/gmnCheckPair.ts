/**
 * The two check characters that end a GS1 Global Model Number, the form a Basic UDI-DI takes when
 * GS1 issues it (GS1 General Specifications, "check character calculation for GMN"): each
 * character's value in GS1's character set 82 is multiplied by a descending prime, the sum is
 * taken modulo 1021, and its 10 bits are written as two characters of GS1's set 32. Returns
 * undefined for a character outside set 82, or for more characters than there are weights.
 */

/** GS1 AI encodable character set 82: a character's value is its place here. */
const GMN_CHARACTERS = "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
/** The characters the check pair is written in: digits and capitals without 0, 1, I and O, which read alike. */
const GMN_CHECK_CHARACTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const WEIGHTS = [83, 79, 73, 71, 67, 61, 59, 53, 47, 43, 41, 37, 31, 29, 23, 19, 17, 13, 11, 7, 5, 3, 2]
const MODULUS = 1021

export function gmnCheckPair(charactersBeforeCheck: string): string | undefined {
  if (charactersBeforeCheck.length > WEIGHTS.length) return undefined
  // The last character takes the smallest weight, whatever the length.
  const offset = WEIGHTS.length - charactersBeforeCheck.length
  let sum = 0
  for (let i = 0; i < charactersBeforeCheck.length; i++) {
    const value = GMN_CHARACTERS.indexOf(charactersBeforeCheck[i]!)
    if (value < 0) return undefined
    sum += value * WEIGHTS[offset + i]!
  }
  sum %= MODULUS
  return GMN_CHECK_CHARACTERS[Math.floor(sum / 32)]! + GMN_CHECK_CHARACTERS[sum % 32]!
}
