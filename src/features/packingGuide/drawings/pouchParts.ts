import { circle, path, type Point, rect, shape } from './svgParts.ts'

/** How wide a seal is drawn, and how far the chevron's point reaches into the pouch. */
const SEAL = 7
const CHEVRON_DEPTH = 0.2

/**
 * A pouch seen from its film side, lying along x, its peel end (the chevron seal) at the left:
 * the two long seals, the chevron, and the seal across the other end once it is made (`sealed`),
 * or a dashed line where it will be. Returns the inside edges of its seals, for measuring to them.
 */
export function pouch(x: number, y: number, w: number, h: number, sealed: boolean): { svg: string; left: number; right: number; top: number; bottom: number } {
  const depth = h * CHEVRON_DEPTH
  const tip = x + SEAL
  const chevron = shape(
    [
      [tip + depth, y],
      [tip, y + h / 2],
      [tip + depth, y + h],
      [tip + depth + SEAL, y + h],
      [tip + SEAL, y + h / 2],
      [tip + depth + SEAL, y],
    ],
    'd-seal',
  )
  const end = x + w - SEAL * 2
  const svg = [
    rect(x, y, w, h, 'd-fill'),
    rect(x, y, w, SEAL, 'd-seal'),
    rect(x, y + h - SEAL, w, SEAL, 'd-seal'),
    chevron,
    sealed
      ? rect(end, y, SEAL, h, 'd-seal')
      : path(
          [
            [end + SEAL / 2, y],
            [end + SEAL / 2, y + h],
          ],
          'd-dash',
        ),
    rect(x, y, w, h),
  ].join('')
  return { svg, left: tip + SEAL, right: end, top: y + SEAL, bottom: y + h - SEAL }
}

/** How far a hinged instrument reaches either side of its axis, with its ring handles. */
export const INSTRUMENT_HALF_WIDTH = 14.5

/**
 * A hinged instrument (forceps) lying along x: its ring handles at `at`, its tip `length` away,
 * towards the right or, `reversed`, towards the left.
 */
export function instrument(at: Point, length: number, reversed = false): string {
  const [x0, y] = at
  const dir = reversed ? -1 : 1
  const p = (dx: number, dy: number): Point => [x0 + dir * dx, y + dy]
  const joint = length * 0.5
  return [
    '<g class="d-device">',
    circle(p(7, -8), 6.5),
    circle(p(7, 8), 6.5),
    path([p(12, -5), p(joint, -2)]),
    path([p(12, 5), p(joint, 2)]),
    circle(p(joint, 0), 2.5),
    shape([p(joint + 2.5, -2.5), p(length, 0), p(joint + 2.5, 2.5)]),
    '</g>',
  ].join('')
}
