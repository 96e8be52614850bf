/**
 * The home page banner: pouches and rolls on a clean surface, on the right; the left stays empty
 * and calm for the title and the button laid over it.
 */
import { productDrawing } from './drawProduct.ts'
import { lineStyle } from './lineStyle.ts'
import { ACCENT, arrange, backdrop, svgDocument } from './svgKit.ts'

const HERO_SIZE = { width: 1920, height: 900 } as const

export function heroImage(): string {
  const { width, height } = HERO_SIZE
  const steripaper = lineStyle('steripaper', 'Steripaper')
  const greenfit = lineStyle('greenfit', 'Greenfit')
  const veristeril = lineStyle('veristeril', 'Veristeril')
  const scene = arrange([
    { d: productDrawing({ kind: 'gusseted-roll' }, greenfit), x: 1130, y: 30, scale: 0.98 },
    { d: productDrawing({ kind: 'flat-roll' }, steripaper), x: 800, y: 250, scale: 0.84 },
    { d: productDrawing({ kind: 'flat-pouch' }, veristeril), x: 1350, y: 290, scale: 0.86 },
  ])
  // A thin accent line along the surface ties the composition to the brand colour.
  const rule = `<rect x="0" y="${height - 6}" width="${width}" height="6" fill="${ACCENT}"/>`
  return svgDocument(width, height, backdrop(width, height) + scene + rule)
}
