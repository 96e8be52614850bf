import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

/** The browser's own barcode reader, where it has one (https://developer.mozilla.org/docs/Web/API/BarcodeDetector). */
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

const FORMATS = ['data_matrix', 'qr_code', 'code_128']

type Reader = (image: ImageData) => Promise<string[]>
let reader: Promise<Reader> | undefined

/**
 * The browser's BarcodeDetector when it reads all three formats; else ZXing's WebAssembly, whose
 * .wasm (served by the site) is fetched and compiled while its code downloads.
 */
function readerOf(): Promise<Reader> {
  reader ??= (async (): Promise<Reader> => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
    const supported = Detector ? await Detector.getSupportedFormats().catch(() => []) : []
    if (Detector && FORMATS.every((f) => supported.includes(f))) {
      const detector = new Detector({ formats: FORMATS })
      return async (image) => (await detector.detect(image)).map((c) => c.rawValue)
    }
    const compiled = WebAssembly.compileStreaming(fetch(wasmUrl))
    compiled.catch(() => undefined)
    const { zxingReader } = await import('./zxingReader')
    // Awaited here, so that a .wasm that fails to arrive fails this reader, which the next tap tries again.
    await compiled
    return zxingReader(compiled)
  })()
  reader.catch(() => {
    reader = undefined
  })
  return reader
}

/** Gets the reader ready (its download started) before the first image comes. */
export const prepareReader = (): Promise<unknown> => readerOf()

/** The texts of the codes read in an image; none when nothing can be read. */
export const decodeCodes = async (image: ImageData): Promise<string[]> => (await readerOf())(image)
