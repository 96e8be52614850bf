/** The browser's own barcode reader, where it has one (https://developer.mozilla.org/docs/Web/API/BarcodeDetector). */
interface BarcodeDetectorLike {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

const FORMATS = ['data_matrix', 'qr_code', 'code_128']

let reader: Promise<(image: ImageData | Blob) => Promise<string[]>> | undefined

/** The browser's BarcodeDetector when it reads all three formats; else ZXing's WebAssembly, downloaded now. */
function readerOf(): Promise<(image: ImageData | Blob) => Promise<string[]>> {
  return (reader ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
    const supported = Detector ? await Detector.getSupportedFormats().catch(() => []) : []
    if (Detector && FORMATS.every((f) => supported.includes(f))) {
      const detector = new Detector({ formats: FORMATS })
      return async (image) => (await detector.detect(image instanceof Blob ? await createImageBitmap(image) : image)).map((c) => c.rawValue)
    }
    const { readWithZxing } = await import('./zxingReader')
    return readWithZxing
  })())
}

/** Gets the reader ready (and its download started) before the first image comes. */
export const prepareReader = (): Promise<unknown> => readerOf()

/** The texts of the codes read in an image; none when nothing can be read. */
export const decodeCodes = async (image: ImageData | Blob): Promise<string[]> => (await readerOf())(image)
