import type { DrawingTexts } from './drawingTexts.ts'
import { INSTRUMENT_HALF_WIDTH, instrument, pouch } from './pouchParts.ts'
import { arrow, label, path, rect, svg } from './svgParts.ts'

/**
 * Choosing the pouch's size: from above, the instrument with the clearance to every seal; across,
 * the film rising over it, so that its height counts; the rule in words.
 */
export function sizeDrawing(t: DrawingTexts): string {
  const bag = pouch(10, 28, 320, 124, true)
  const [left, right] = [bag.left + 74, bag.right - 74]
  const mid = (bag.top + bag.bottom) / 2
  const [top, bottom] = [mid - INSTRUMENT_HALF_WIDTH, mid + INSTRUMENT_HALF_WIDTH]
  const across = 242
  const body = [
    label(10, 16, t('peelEnd')),
    bag.svg,
    arrow([22, 20], [28, 54], { cls: 'd-dim' }),
    rect(left, top, right - left, bottom - top, 'd-dash'),
    instrument([left, mid], right - left),
    arrow([150, bag.top], [150, top], { both: true, cls: 'd-dim' }),
    label(156, (bag.top + top) / 2 + 5, t('size.clearance')),
    arrow([bag.left, mid], [left, mid], { both: true, cls: 'd-dim' }),
    label((bag.left + left) / 2 + 4, mid - 6, t('size.clearance'), { anchor: 'middle' }),
    arrow([right, mid], [bag.right, mid], { both: true, cls: 'd-dim' }),
    label((right + bag.right) / 2, mid - 6, t('size.clearance'), { anchor: 'middle' }),
    arrow([left, bottom + 10], [right, bottom + 10], { both: true, cls: 'd-dim' }),
    label((left + right) / 2, bottom + 26, 'L', { anchor: 'middle', cls: 'd-key' }),
    // The pouch cut across: the paper flat, the film over the instrument.
    label(10, 184, t('size.across')),
    path(
      [
        [30, across],
        [128, across],
        [144, across - 26],
        [196, across - 26],
        [212, across],
        [310, across],
      ],
      'd-film',
    ),
    path(
      [
        [30, across + 3],
        [310, across + 3],
      ],
      'd-paper',
    ),
    label(310, across - 6, t('film'), { anchor: 'end' }),
    label(310, across + 20, t('paper'), { anchor: 'end' }),
    rect(150, across - 22, 40, 22, 'd-device'),
    arrow([150, across - 34], [190, across - 34], { both: true, cls: 'd-dim' }),
    label(170, across - 39, 'W', { anchor: 'middle', cls: 'd-key' }),
    arrow([222, across - 26], [222, across], { both: true, cls: 'd-dim' }),
    label(228, across - 8, 'H', { cls: 'd-key' }),
    label(10, 284, t('size.width')),
    label(10, 302, t('size.length')),
    label(10, 320, t('size.fill')),
  ].join('')
  return svg(340, 328, t('size.alt'), body)
}
