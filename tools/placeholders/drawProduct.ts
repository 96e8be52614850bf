/** The product illustration: the drawing for the product's kind, in the line's colours, on the studio backdrop. */
import { type Drawing } from './drawing.ts'
import { drawBowieDick, drawHelix, drawStrips, drawTapes } from './drawIndicators.ts'
import { drawPouch } from './drawPouch.ts'
import { drawRoll } from './drawRoll.ts'
import { drawDentalTray, drawSheetStack } from './drawSheets.ts'
import type { LineStyle } from './lineStyle.ts'
import type { ProductKind } from './productKind.ts'
import { backdrop, floorShadow, place, svgDocument } from './svgKit.ts'

const PRODUCT_SIZE = { width: 1200, height: 800 } as const

/** The subject alone, for use in scenes (categories, hero). */
export function productDrawing(kind: ProductKind, style: LineStyle): Drawing {
  switch (kind.kind) {
    case 'flat-pouch':
      return pouchPair(style, 'flat', style.indicators.length === 0)
    case 'gusseted-pouch':
      return pouchPair(style, 'gusseted', false)
    case 'self-sealing-pouch':
      return pouchPair(style, 'self-sealing', false)
    case 'tyvek-pouch':
      return pouchPair({ ...style, paper: '#fdfdfe', texture: 'tex-tyvek', film: '#d3dde3' }, 'flat', true)
    case 'flat-roll':
      return drawRoll(style, { variant: 'flat-tube', r: 190, width: 340, tail: 330 })
    case 'gusseted-roll':
      return drawRoll(style, { variant: 'gusseted-tube', r: 200, width: 430, tail: 310 })
    case 'paper-reel':
      return drawRoll(style, { variant: 'paper', r: 230, width: 560, tail: 280, print: kind.print === 'neutral' ? 'none' : kind.print })
    case 'film-reel':
      return drawRoll(style, { variant: 'film', r: 230, width: 560, tail: 280, print: 'none' })
    case 'indicator-tape':
      return drawTapes()
    case 'indicator-strip':
      return drawStrips(kind.type, kind.agent)
    case 'bowie-dick':
      return drawBowieDick()
    case 'hollow-load':
      return drawHelix()
    case 'sheet':
      return drawSheetStack(kind.material)
    case 'absorbent-paper':
      return drawSheetStack('absorbent')
    case 'dental-tray':
      return drawDentalTray()
  }
}

/** Two pouches of different sizes, the smaller one behind: how pouches are usually shown. */
function pouchPair(style: LineStyle, variant: 'flat' | 'gusseted' | 'self-sealing', plain: boolean): Drawing {
  const wide = variant === 'gusseted' ? 1.15 : 1
  const back = drawPouch(style, { variant, w: Math.round(300 * wide), h: 470, plain })
  const front = drawPouch(style, { variant, w: Math.round(350 * wide), h: 560, plain })
  const svg = [`<g filter="url(#f-drop)">${place(back.svg, 330 * wide, 30, 1, 9)}</g>`, `<g filter="url(#f-drop)">${place(front.svg, 40, 80, 1, -7)}</g>`].join(
    '',
  )
  return { svg, w: 330 * wide + back.w + 60, h: 80 + front.h + 20 }
}

/** Fits a drawing into the frame, centred, with a contact shadow under it. */
function frame(d: Drawing, width: number, height: number, box: { x: number; y: number; w: number; h: number }): string {
  const scale = Math.min(box.w / d.w, box.h / d.h, 1.25)
  const x = box.x + (box.w - d.w * scale) / 2
  const y = box.y + (box.h - d.h * scale) / 2
  return [floorShadow(x + (d.w * scale) / 2, y + d.h * scale - 12, (d.w * scale) / 2.2, 22, 0.22), place(d.svg, x, y, scale)].join('')
}

export function productImage(kind: ProductKind, style: LineStyle): string {
  const { width, height } = PRODUCT_SIZE
  const d = productDrawing(kind, style)
  return svgDocument(width, height, backdrop(width, height) + frame(d, width, height, { x: 90, y: 70, w: 1020, h: 660 }))
}
