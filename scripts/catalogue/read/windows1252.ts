/**
 * Windows-1252, the encoding of Excel's plain "CSV" in western Europe. Node's TextDecoder reads the
 * label as ISO-8859-1 and so turns bytes 0x80–0x9F (€, ’, –, …) into control characters: those
 * twenty-seven are written out here, from the WHATWG Encoding Standard's index.
 */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ'

/** Every byte's character: Latin-1 but for 0x80–0x9F. */
const characters = Array.from({ length: 256 }, (_, b) => (b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80]! : String.fromCharCode(b)))
const bytes = new Map(characters.map((ch, b) => [ch, b]))

export function decodeWindows1252(data: Uint8Array): string {
  let text = ''
  for (const b of data) text += characters[b]
  return text
}

/** A character Windows-1252 cannot hold is written "?", as Windows itself does. */
export function encodeWindows1252(text: string): Buffer {
  return Buffer.from([...text].map((ch) => bytes.get(ch) ?? 0x3f))
}
