// bark-js ships no types: what readGs1 uses of it (https://github.com/Sleavely/Bark-JS#readme).
declare module 'bark-js' {
  interface Element {
    ai: string
    title: string
    value: string
    raw: string
  }
  export default function bark(
    barcode: string,
    options?: { assumeGtin?: boolean; fnc?: string },
  ): { symbology: string; elements: Element[]; originalBarcode: string }
}
