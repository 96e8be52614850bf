import type { DrawingTexts } from './drawingTexts.ts'
import { instrument, pouch } from './pouchParts.ts'
import { arrow, label, path, rect, svg } from './svgParts.ts'

/**
 * Double packing: from above, a smaller pouch lying flat inside the outer one, both peel ends on
 * the same side; across, the inner pouch's paper against the outer pouch's paper.
 */
export function doublePackingDrawing(t: DrawingTexts): string {
  const outer = pouch(10, 30, 320, 120, true)
  const inner = pouch(54, 58, 214, 64, true)
  const mid = (inner.top + inner.bottom) / 2
  const b = 262
  const film = (x0: number, x1: number, rise: number, y: number) =>
    path(
      [
        [x0, y],
        [x0 + 40, y],
        [x0 + 56, y - rise],
        [x1 - 56, y - rise],
        [x1 - 40, y],
        [x1, y],
      ],
      'd-film',
    )
  const paper = (x0: number, x1: number, y: number) =>
    path(
      [
        [x0, y],
        [x1, y],
      ],
      'd-paper',
    )
  const body = [
    label(10, 14, t('double.peelEnds')),
    outer.svg,
    inner.svg,
    instrument([inner.left + 18, mid], inner.right - inner.left - 40),
    arrow([16, 18], [24, 74], { cls: 'd-dim' }),
    arrow([40, 18], [64, 74], { cls: 'd-dim' }),
    arrow([200, 172], [200, 124], { cls: 'd-dim' }),
    label(200, 186, t('double.inner'), { anchor: 'middle' }),
    // Cut across: the outer pouch, then the inner one lying on its paper.
    label(10, 212, t('across')),
    film(20, 320, 40, b),
    paper(20, 320, b + 4),
    film(64, 276, 24, b - 3),
    paper(64, 276, b),
    rect(142, b - 24, 56, 21, 'd-device'),
    label(322, b - 44, t('film'), { anchor: 'end' }),
    arrow([306, b - 40], [273, b - 22], { cls: 'd-dim' }),
    arrow([306, b - 40], [231, b - 14], { cls: 'd-dim' }),
    label(170, b + 22, t('double.paperOnPaper'), { anchor: 'middle' }),
  ].join('')
  return svg(340, 292, t('double.alt'), body)
}
