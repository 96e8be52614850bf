/**
 * GS1's Digital Link toolkit (https://github.com/gs1/GS1DigitalLinkToolkit.js), as digital-link.js
 * ships it: the methods the resolver calls. Each throws, with a sentence saying why, on a URI it refuses.
 */
declare module 'digital-link.js/lib/GS1DigitalLinkCompressionPrototype/GS1DigitalLinkToolkit.js' {
  export default class GS1DigitalLinkToolkit {
    /** AI → value of the GS1 data in the URI (path and query; GTINs padded to 14 digits), and its other query pairs. */
    extractFromGS1digitalLink(uri: string): { GS1: Record<string, string>; other: Record<string, string> }
    /** The same URI uncompressed; `uriStem` is the part before the compressed segment. */
    decompressGS1DigitalLink(uri: string, useShortText: boolean, uriStem: string): string
    /** A compressed form of an uncompressed URI. */
    compressGS1DigitalLink(
      uri: string,
      useShortText: boolean,
      uriStem: string,
      uncompressedPrimary: boolean,
      useOptimisations: boolean,
      compressOtherKeyValuePairs: boolean,
    ): string
  }
}
