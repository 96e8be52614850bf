import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

/**
 * ZXing's reader over a WebAssembly module the page compiles itself, from the site's own copy of
 * the .wasm (the library would fetch it from a CDN): its fetch and compilation start with the tap,
 * beside this code's download, through Emscripten's documented instantiateWasm hook
 * (https://github.com/Sec-ant/zxing-wasm#integrating-in-non-web-runtimes).
 */
export function zxingReader(compiled: Promise<WebAssembly.Module>): (image: ImageData) => Promise<string[]> {
  prepareZXingModule({
    overrides: {
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
        // A .wasm that failed to arrive fails the read that awaits it (decodeCodes), not the page.
        compiled
          .then((module) => WebAssembly.instantiate(module, imports))
          .then(done)
          .catch(() => undefined)
        return {}
      },
    },
    fireImmediately: true,
  }).catch(() => undefined)
  return async (image) => {
    const results = await readBarcodes(image, {
      formats: ['DataMatrix', 'QRCode', 'Code128'],
      // Labels print dark codes on a light ground: reading each frame inverted too would double its cost.
      tryInvert: false,
      // GS1 content in its printed form, "(01)…(17)…"; any other as it is.
      textMode: 'HRI',
      maxNumberOfSymbols: 1,
    })
    return results.filter((r) => r.isValid).map((r) => r.text)
  }
}
