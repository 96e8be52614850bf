import type { DrawingTexts } from './drawingTexts.ts'
import { arrow, ellipse, label, path, type Point, rect, svg, verdict } from './svgParts.ts'

type Seal = 'good' | 'channel' | 'wrinkle' | 'open'

const WIDTH = 160
/** The seal's band in each close-up: its top and how wide it is drawn. */
const BAND_TOP = 46
const BAND = 24

/** What each fault looks like on the band, drawn over it, and the ring that points it out. */
function fault(seal: Seal, x: number, y: number): string {
  const top = y + BAND_TOP
  const ring = (c: Point, rx: number, ry: number) => ellipse(c, rx, ry, 'd-bad d-dash')
  if (seal === 'channel')
    return (
      path(
        [
          [x + 74, top - 4],
          [x + 80, top + 8],
          [x + 77, top + 16],
          [x + 84, top + BAND + 8],
        ],
        'd-gap',
      ) + ring([x + 79, top + BAND / 2], 18, 22)
    )
  if (seal === 'wrinkle')
    return (
      path(
        [
          [x + 66, top - 19],
          [x + 88, top + BAND + 10],
        ],
        'd-crease',
      ) +
      path(
        [
          [x + 72, top - 19],
          [x + 94, top + BAND + 10],
        ],
        'd-crease',
      ) +
      ring([x + 80, top + BAND / 2], 26, 24)
    )
  if (seal === 'open')
    return (
      rect(x + 62, top - 1, 36, BAND + 2, 'd-fill') +
      path(
        [
          [x + 62, top + BAND + 10],
          [x + 80, top + BAND + 4],
          [x + 98, top + BAND + 10],
        ],
        '',
      ) +
      ring([x + 80, top + BAND / 2 + 4], 26, 24)
    )
  return ''
}

/** A close-up of a seal across the pouch's end, with its verdict, its name and what to look for. */
function closeUp(seal: Seal, x: number, y: number, t: DrawingTexts): string {
  const top = y + BAND_TOP
  const edge = top + BAND + 10
  const rib = (dy: number) =>
    path(
      [
        [x, top + dy],
        [x + WIDTH, top + dy],
      ],
      'd-rib',
    )
  return [
    verdict([x + 12, y + 12], seal === 'good'),
    label(x + 28, y + 17, t(`seal.${seal}`), { cls: 'd-key' }),
    rect(x, y + 26, WIDTH, edge - y - 26, 'd-fill'),
    rect(x, top, WIDTH, BAND, 'd-seal'),
    rib(6),
    rib(12),
    rib(18),
    fault(seal, x, y),
    rect(x, y + 26, WIDTH, edge - y - 26),
    seal === 'good' ? arrow([x + WIDTH - 12, top], [x + WIDTH - 12, top + BAND], { both: true }) : '',
    label(x, edge + 18, t(`seal.${seal}Note`), { cls: 'd-note' }),
  ].join('')
}

/** Checking the seal: a good one beside a channel, a wrinkle and an open spot. */
export function sealCheckDrawing(t: DrawingTexts): string {
  const body = [closeUp('good', 2, 0, t), closeUp('channel', 178, 0, t), closeUp('wrinkle', 2, 140, t), closeUp('open', 178, 140, t)].join('')
  return svg(340, 270, t('seal.alt'), body)
}
