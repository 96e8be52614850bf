/** Category cards: a few typical products of the category arranged on the studio surface. */
import { drawDentalTray } from './drawSheets.ts'
import { productDrawing } from './drawProduct.ts'
import { drawStrips } from './drawIndicators.ts'
import { lineStyle } from './lineStyle.ts'
import { arrange, backdrop, svgDocument } from './svgKit.ts'

const CATEGORY_SIZE = { width: 1200, height: 800 } as const

export function categoryImage(id: string): string {
  const { width, height } = CATEGORY_SIZE
  return svgDocument(width, height, backdrop(width, height) + subject(id))
}

function subject(id: string): string {
  if (id === 'dental') {
    const pouch = productDrawing({ kind: 'self-sealing-pouch' }, lineStyle('veristeril', 'Veristeril'))
    return arrange([
      { d: drawDentalTray(), x: 60, y: 150, scale: 0.95 },
      { d: pouch, x: 700, y: 250, scale: 0.62 },
    ])
  }
  if (id === 'industrial') {
    const industrial = lineStyle('industrial', 'Industrial')
    return arrange([
      { d: productDrawing({ kind: 'film-reel' }, industrial), x: 520, y: 70, scale: 0.62 },
      { d: productDrawing({ kind: 'paper-reel', print: 'printed' }, { ...lineStyle('steripaper', ''), indicators: [] }), x: 60, y: 210, scale: 0.7 },
      { d: productDrawing({ kind: 'tyvek-pouch' }, industrial), x: 760, y: 330, scale: 0.5 },
    ])
  }
  // Medical, and any category added later.
  const style = lineStyle('steripaper', 'Steripaper')
  return arrange([
    { d: productDrawing({ kind: 'flat-roll' }, style), x: 70, y: 90, scale: 0.78 },
    { d: productDrawing({ kind: 'flat-pouch' }, style), x: 610, y: 110, scale: 0.72 },
    { d: drawStrips(5, 'steam'), x: 380, y: 540, scale: 0.42 },
  ])
}
