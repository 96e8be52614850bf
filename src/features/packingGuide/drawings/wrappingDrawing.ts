import type { DrawingTexts } from './drawingTexts.ts'
import { arrow, circle, label, type Point, rect, shape, svg } from './svgParts.ts'

type Fold = 'envelope' | 'parcel'

/** Each step is drawn in a panel of this size, around its middle; the last, the closed pack, larger. */
const PANEL: Point = [160, 112]
const MIDDLE: Point = [80, 56]
const CLOSED_SCALE = 1.6

const sheet = (points: Point[]) => shape(points, 'd-sheet')
const tray = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, 'd-tray')
/** A strip of indicator tape across a point: its outline and its diagonal marks. */
const tape = ([x, y]: Point) =>
  rect(x - 18, y - 6, 36, 12, 'd-sheet') +
  [-12, -3, 6]
    .map((dx) =>
      shape(
        [
          [x + dx, y + 6],
          [x + dx + 6, y - 6],
        ],
        'd-dim',
      ),
    )
    .join('')

/** The envelope fold: the tray across the middle of a sheet laid as a diamond. */
const ENVELOPE: string[] = [
  sheet([
    [80, 0],
    [136, 56],
    [80, 112],
    [24, 56],
  ]) +
    tray(52, 39, 56, 34) +
    arrow([88, 104], [88, 46], { via: [118, 84] }),
  sheet([
    [80, 0],
    [136, 56],
    [119, 73],
    [41, 73],
    [24, 56],
  ]) +
    tray(52, 39, 56, 34) +
    sheet([
      [41, 73],
      [119, 73],
      [80, 34],
    ]) +
    arrow([27, 50], [56, 32], { via: [32, 26] }) +
    arrow([133, 50], [104, 32], { via: [128, 26] }),
  sheet([
    [80, 0],
    [108, 28],
    [108, 73],
    [52, 73],
    [52, 28],
  ]) +
    sheet([
      [52, 73],
      [52, 62],
      [80, 34],
      [108, 62],
      [108, 73],
    ]) +
    sheet([
      [52, 28],
      [80, 56],
      [63, 73],
      [52, 73],
    ]) +
    sheet([
      [108, 28],
      [80, 56],
      [97, 73],
      [108, 73],
    ]) +
    arrow([88, 6], [88, 64], { via: [124, 30] }),
]

/** The closed envelope: the far corner over the pack, its point left out as a tab. */
const ENVELOPE_CLOSED = [
  [
    [52, 39],
    [108, 39],
    [108, 73],
    [52, 73],
  ],
  [
    [52, 39],
    [108, 39],
    [108, 50],
    [80, 78],
    [52, 50],
  ],
] as const

/** The parcel fold: the tray square to the sheet's edges. */
const PARCEL: string[] = [
  sheet([
    [10, 2],
    [150, 2],
    [150, 110],
    [10, 110],
  ]) +
    tray(52, 39, 56, 34) +
    arrow([88, 104], [88, 46], { via: [118, 84] }),
  sheet([
    [10, 2],
    [150, 2],
    [150, 73],
    [10, 73],
  ]) +
    sheet([
      [10, 36],
      [150, 36],
      [150, 73],
      [10, 73],
    ]) +
    arrow([88, 8], [88, 64], { via: [118, 28] }),
  sheet([
    [52, 39],
    [150, 39],
    [150, 73],
    [52, 73],
    [14, 56],
  ]) +
    shape(
      [
        [52, 39],
        [33, 56],
        [52, 73],
      ],
      'd-fold',
    ) +
    shape(
      [
        [52, 69],
        [150, 69],
      ],
      'd-dim',
    ) +
    shape(
      [
        [108, 39],
        [108, 73],
      ],
      'd-dim',
    ) +
    arrow([146, 42], [130, 52]) +
    arrow([146, 70], [130, 60]),
]

/** The closed parcel: each end's point over the pack, the last one's tip turned back as a tab. */
const PARCEL_CLOSED = [
  [
    [52, 39],
    [108, 39],
    [108, 73],
    [52, 73],
  ],
  [
    [52, 39],
    [90, 56],
    [52, 73],
  ],
  [
    [108, 39],
    [70, 56],
    [108, 73],
  ],
] as const

const enlarge = (points: readonly (readonly [number, number])[]): Point[] =>
  points.map(([x, y]) => [MIDDLE[0] + (x - MIDDLE[0]) * CLOSED_SCALE, MIDDLE[1] + (y - MIDDLE[1]) * CLOSED_SCALE])

/** One fold in four steps, two by two; each step numbered and named under its panel. */
function foldDrawing(fold: Fold, t: DrawingTexts): string {
  const steps = fold === 'envelope' ? ENVELOPE : PARCEL
  const closed =
    (fold === 'envelope' ? ENVELOPE_CLOSED : PARCEL_CLOSED).map((points) => sheet(enlarge(points))).join('') + tape(fold === 'envelope' ? [80, 62] : [96, 56])
  const panels = [...steps, closed].map((drawing, i) => {
    const [x, y] = [(i % 2) * 180, 26 + Math.floor(i / 2) * 156]
    return [
      `<g transform="translate(${x} ${y})">${drawing}</g>`,
      circle([x + 10, y + PANEL[1] + 16], 9),
      label(x + 10, y + PANEL[1] + 20.5, String(i + 1), { anchor: 'middle', cls: 'd-strong' }),
      label(x + 24, y + PANEL[1] + 20, t(`${fold}.step${i + 1}` as `envelope.step1`), { cls: 'd-note' }),
    ].join('')
  })
  return svg(340, 26 + 2 * 156, t(`${fold}.alt`), label(0, 14, t(`${fold}.title`), { cls: 'd-strong' }) + panels.join(''))
}

/** Wrapping a tray: the envelope fold and the parcel fold, step by step. */
export const wrappingDrawing = (t: DrawingTexts): string => foldDrawing('envelope', t) + foldDrawing('parcel', t)
