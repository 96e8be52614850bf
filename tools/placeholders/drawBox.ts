import type { Drawing } from './drawing.ts'
import { ACCENT, mix, n } from './svgKit.ts'

export interface BoxOptions {
  w: number
  d: number
  h: number
  colour: string
  /** Accent band around the box, as a fraction of its height from the top; none when absent. */
  band?: number
  /** Extra SVG drawn on the front face, in front-face coordinates (0,0)-(w,h). */
  front?: string
  /** Extra SVG drawn on the top face, in coordinates (0,0)-(w,d), y running from the back edge to the front. */
  top?: string
}

/** A carton in oblique projection: front face, top and right side, lit from the upper left. */
export function drawBox(o: BoxOptions): Drawing {
  const dx = o.d * 0.62
  const dy = o.d * 0.42
  const { w, h } = o
  const y0 = dy
  const p: string[] = []
  const front = `M0 ${n(y0)}H${n(w)}V${n(y0 + h)}H0Z`
  const top = `M0 ${n(y0)}L${n(dx)} 0H${n(w + dx)}L${n(w)} ${n(y0)}Z`
  const side = `M${n(w)} ${n(y0)}L${n(w + dx)} 0V${n(h)}L${n(w)} ${n(y0 + h)}Z`
  p.push(`<path d="${front}" fill="${o.colour}"/>`)
  p.push(`<path d="${top}" fill="${mix(o.colour, '#ffffff', 0.45)}"/>`)
  p.push(`<path d="${side}" fill="${mix(o.colour, '#5a646c', 0.22)}"/>`)
  if (o.band !== undefined) {
    const by = y0 + h * o.band
    const bh = h * 0.16
    p.push(`<path d="M0 ${n(by)}H${n(w)}V${n(by + bh)}H0Z" fill="${ACCENT}"/>`)
    p.push(`<path d="M${n(w)} ${n(by)}L${n(w + dx)} ${n(by - dy)}V${n(by - dy + bh)}L${n(w)} ${n(by + bh)}Z" fill="${mix(ACCENT_RGB, '#4d5a20', 0.25)}"/>`)
  }
  if (o.front) p.push(`<g transform="translate(0 ${n(y0)})">${o.front}</g>`)
  // Top face content: x along the width, y from the back edge (0) to the front edge (d).
  if (o.top) p.push(`<g transform="matrix(1 0 ${(-dx / o.d).toFixed(4)} ${(dy / o.d).toFixed(4)} ${n(dx)} 0)">${o.top}</g>`)
  p.push(`<path d="${front}" fill="url(#g-face)"/>`)
  p.push(
    `<path d="${front}M${n(w)} ${n(y0)}L${n(w + dx)} 0V${n(h)}L${n(w)} ${n(y0 + h)}M0 ${n(y0)}L${n(dx)} 0H${n(w + dx)}" fill="none" stroke="#6f7a80" stroke-opacity="0.35" stroke-width="1.2" stroke-linejoin="round"/>`,
  )
  return { svg: p.join(''), w: w + dx, h: y0 + h }
}

/** ACCENT as hex, for mixing. */
const ACCENT_RGB = '#bbdc3c'
