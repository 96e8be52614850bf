/**
 * Whether what was typed reads as a number from a GS1 label rather than words: a GTIN as printed
 * under a barcode (13 or 14 digits, spaces allowed: "9 520123 456788"), a GS1 element string as a
 * scanner types it ("(01)09520123456788(10)L2405", or "0109520123456788" with FNC1 as the
 * group separator, after a symbology identifier or not), or a GS1 Digital Link URI. Cheap, so it
 * runs on every query; the parser (readGs1) is downloaded only when this says yes.
 */
export function looksLikeGs1(input: string): boolean {
  const text = input.trim()
  return (
    /^\d{13,14}$/.test(text.replace(/ /g, '')) ||
    /^\(\d{2,4}\) ?\d/.test(text) ||
    /^(?:\][A-Za-z]\d)?01\d{14}/.test(text) ||
    text.includes('\u001d') ||
    /^https?:\/\/\S+\/01\/\d{8,14}(?:[/?#]|$)/i.test(text)
  )
}
