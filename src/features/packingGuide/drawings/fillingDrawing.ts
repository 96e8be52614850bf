import type { DrawingTexts } from './drawingTexts.ts'
import { instrument, pouch } from './pouchParts.ts'
import { arrow, label, svg, verdict } from './svgParts.ts'

/**
 * Filling: the instrument goes in through the open end handles first, so that they lie towards the
 * peel end and are taken first when the pouch is opened; beside it, the wrong way round.
 */
export function fillingDrawing(t: DrawingTexts): string {
  const row = (y: number, ok: boolean): string => {
    const bag = pouch(40, y + 14, 250, 80, false)
    const mid = y + 54
    const [from, to] = [bag.left + 30, bag.right - 66]
    return [
      verdict([20, y], ok),
      label(40, y + 5, t(ok ? 'filling.right' : 'filling.wrong')),
      bag.svg,
      ok ? instrument([from, mid], to - from) : instrument([to, mid], to - from, true),
      ok &&
        [
          arrow([to, mid], [bag.right + 3, mid], { both: true, cls: 'd-dim' }),
          label((to + bag.right) / 2, mid - 9, t('size.clearance'), { anchor: 'middle' }),
          arrow([336, mid], [302, mid]),
          arrow([24, y + 116], [bag.left - 8, y + 66], { cls: 'd-dim' }),
          label(30, y + 122, t('peelEnd')),
          label(bag.right + 6, y + 122, t('filling.seal'), { anchor: 'middle' }),
        ].join(''),
    ]
      .filter(Boolean)
      .join('')
  }
  const body = [row(14, true), row(172, false)].join('')
  return svg(340, 270, t('filling.alt'), body)
}
