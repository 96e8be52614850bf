import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

// The library fetches its .wasm from a CDN by default; the site serves its own copy, and nothing leaves it
// (https://github.com/Sec-ant/zxing-wasm#serving-the-wasm-binary).
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } })

/** The texts of the GS1 codes ZXing reads in an image: DataMatrix, QR Code and GS1-128; GS1 content in its printed form, "(01)…". */
export async function readWithZxing(image: ImageData | Blob): Promise<string[]> {
  const results = await readBarcodes(image, { formats: ['DataMatrix', 'QRCode', 'Code128'], tryHarder: true, textMode: 'HRI', maxNumberOfSymbols: 1 })
  return results.filter((r) => r.isValid).map((r) => r.text)
}
