import jsQR from 'jsqr'
import sharp from 'sharp'
import { renderSVG } from 'uqr'
import { expect, test } from 'vitest'
import { qrCodeSvg } from './qrCodeSvg.ts'

/** The dark modules of an SVG as uqr draws it: one 10-unit square per module, at "M x,y". */
function modulesOf(svg: string): { size: number; dark: Set<string> } {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]) / 10
  return { size, dark: new Set([...svg.matchAll(/M(\d+),(\d+)h/g)].map(([, x, y]) => `${Number(x) / 10},${Number(y) / 10}`)) }
}

/** Empty modules around the symbol, on each side. */
function quietZone(svg: string): number[] {
  const { size, dark } = modulesOf(svg)
  const xs = [...dark].map((m) => Number(m.split(',')[0]))
  const ys = [...dark].map((m) => Number(m.split(',')[1]))
  return [Math.min(...xs), Math.min(...ys), size - 1 - Math.max(...xs), size - 1 - Math.max(...ys)]
}

/**
 * The error correction level written in the symbol's format information (ISO/IEC 18004 §7.9):
 * 15 bits beside the top-left finder pattern, XOR 101010000010010, of which the first two are the level.
 */
function errorCorrection(svg: string): string {
  const { dark } = modulesOf(svg)
  const border = quietZone(svg)[0]!
  const at = (row: number, column: number) => (dark.has(`${column + border},${row + border}`) ? 1 : 0)
  const positions = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ]
  const bits = positions.map(([r, c]) => at(r!, c!)).join('')
  const level = (parseInt(bits, 2) ^ 0b101010000010010) >> 13
  return ['M', 'L', 'H', 'Q'][level]!
}

async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(400).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}

test.each([['https://www.example.it/01/09521234100003'], ['https://www.example.it/ifu/steripaper/de/']])(
  'the QR code of %s decodes back to it, with a quiet zone of 4 modules and error correction M',
  async (uri) => {
    const svg = qrCodeSvg(uri)
    expect(await decode(svg)).toBe(uri)
    expect(quietZone(svg)).toEqual([4, 4, 4, 4])
    expect(errorCorrection(svg)).toBe('M')
  },
)

test('the checks tell another quiet zone and another level apart', () => {
  const narrow = renderSVG('https://www.example.it/01/09521234100003', { ecc: 'L', border: 2 })
  expect(quietZone(narrow)).toEqual([2, 2, 2, 2])
  expect(errorCorrection(narrow)).toBe('L')
})
