import { escapeHtml } from '#src/markup/escapeHtml.ts'

/**
 * The few shapes the guide's drawings are made of, as SVG markup written at prerender time. Lines
 * and text take the page's colour (guide.css): they follow the text in print and in forced colours.
 */
export type Point = readonly [number, number]

/** Coordinates to a tenth: the drawings are small, and their bytes are the page's. */
const n = (v: number) => String(Math.round(v * 10) / 10)
const xy = ([x, y]: Point) => `${n(x)} ${n(y)}`
const classed = (cls: string | undefined) => (cls ? ` class="${cls}"` : '')

/** Straight segments through the points, or closed into a shape. */
export const path = (points: readonly Point[], cls?: string, closed = false): string =>
  `<path d="M${points.map(xy).join('L')}${closed ? 'Z' : ''}"${classed(cls)}/>`

export const shape = (points: readonly Point[], cls?: string): string => path(points, cls, true)

export const rect = (x: number, y: number, w: number, h: number, cls?: string): string =>
  shape(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    cls,
  )

export const circle = ([x, y]: Point, r: number, cls?: string): string => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"${classed(cls)}/>`

export const ellipse = ([x, y]: Point, rx: number, ry: number, cls?: string): string =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}"${classed(cls)}/>`

/** An arrow's head at `tip`, pointing away from `from`. */
function head(tip: Point, from: Point, cls?: string): string {
  const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0])
  const wing = (turn: number): Point => [tip[0] - 7 * Math.cos(angle + turn), tip[1] - 7 * Math.sin(angle + turn)]
  return path([wing(0.45), tip, wing(-0.45)], cls)
}

/** An arrow from one point to another, bent through `via` if given; `both` heads for a dimension. */
export function arrow(from: Point, to: Point, options: { via?: Point; both?: boolean; cls?: string } = {}): string {
  const { via, both = false, cls } = options
  const line = via ? `<path d="M${xy(from)}Q${xy(via)} ${xy(to)}"${classed(cls)}/>` : path([from, to], cls)
  return line + head(to, via ?? from, cls) + (both ? head(from, via ?? to, cls) : '')
}

/**
 * A label; each "\n" in it starts a line below. `anchor` is where `x` is on the text, as in SVG
 * (`middle` to centre it).
 */
export function label(x: number, y: number, text: string, options: { anchor?: 'start' | 'middle' | 'end'; cls?: string } = {}): string {
  const { anchor = 'start', cls } = options
  const lines = text.split('\n').map(escapeHtml)
  const rest = lines
    .slice(1)
    .map((line) => `<tspan x="${n(x)}" dy="1.2em">${line}</tspan>`)
    .join('')
  return `<text x="${n(x)}" y="${n(y)}"${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}${classed(cls)}>${lines[0]}${rest}</text>`
}

/** A tick (right) or a cross (wrong) in a ring, so that the verdict does not rest on colour. */
export function verdict([x, y]: Point, ok: boolean): string {
  const mark = ok
    ? path([
        [x - 5, y],
        [x - 1.5, y + 4],
        [x + 5.5, y - 4.5],
      ])
    : path([
        [x - 4, y - 4],
        [x + 4, y + 4],
      ]) +
      path([
        [x + 4, y - 4],
        [x - 4, y + 4],
      ])
  return `<g class="${ok ? 'd-ok' : 'd-bad'}">${circle([x, y], 10)}${mark}</g>`
}

/** The drawing: its size in the page is 1.5 times its own, or the column's width where that is less. */
export function svg(width: number, height: number, alt: string, body: string): string {
  return `<svg viewBox="0 0 ${width} ${height}" width="${Math.round(width * 1.5)}" height="${Math.round(height * 1.5)}" role="img" aria-label="${escapeHtml(alt)}">${body}</svg>`
}
