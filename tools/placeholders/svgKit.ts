/**
 * Small building blocks shared by every illustration: the document frame, the shared <defs>
 * (textures, shadows, gradients), a seeded random source, and colour helpers.
 * Everything is plain SVG text so that the same catalogue always gives the same bytes.
 */
import { escapeHtml } from '#src/markup/escapeHtml.ts'

export const ACCENT = 'rgb(187,220,60)'
export const INK = '#2f3a44'
const FONT = "'Liberation Sans','DejaVu Sans',Arial,sans-serif"

/** Rounds for compact, stable coordinates. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** mulberry32: a tiny seeded generator; textures must not change between runs. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a)
  const pb = parseHex(b)
  const c = pa.map((v, i) => Math.round(v + (pb[i]! - v) * t))
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

function parseHex(hex: string): number[] {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}

/** Fibres and specks drawn once per document and reused as pattern tiles. */
function speckTile(id: string, size: number, count: number, seed: number, colour: string, maxLen: number, opacity: number): string {
  const rnd = seeded(seed)
  const marks: string[] = []
  for (let i = 0; i < count; i++) {
    const x = rnd() * size
    const y = rnd() * size
    const a = rnd() * Math.PI
    const len = 1 + rnd() * maxLen
    marks.push(`M${n(x)} ${n(y)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`)
  }
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><path d="${marks.join('')}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="1" stroke-linecap="round" fill="none"/></pattern>`
}

/** Swirls like flash-spun polyethylene (the look of Tyvek-type materials). */
function swirlTile(id: string, size: number, seed: number): string {
  const rnd = seeded(seed)
  const paths: string[] = []
  for (let i = 0; i < 26; i++) {
    const x = rnd() * size
    const y = rnd() * size
    const r = 6 + rnd() * 18
    paths.push(`M${n(x)} ${n(y)}q${n(r)} ${n(-r * 0.6)} ${n(r * 1.6)} ${n(r * 0.2)}t${n(r * 1.2)} ${n(r * 0.5)}`)
  }
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><path d="${paths.join('')}" stroke="#9aa6b0" stroke-opacity="0.22" stroke-width="1.4" fill="none"/></pattern>`
}

/** The shared definitions every drawing may use by id. */
function sharedDefs(): string {
  return [
    // Paper: short fibres.
    speckTile('tex-paper', 120, 110, 11, '#8c8a7e', 4, 0.2),
    // Nonwoven: longer, denser fibres.
    speckTile('tex-nonwoven', 120, 200, 23, '#5f6f7a', 9, 0.18),
    swirlTile('tex-tyvek', 140, 37),
    // Crepe: fine wavy crinkles.
    `<pattern id="tex-crepe" width="24" height="9" patternUnits="userSpaceOnUse"><path d="M0 4.5q3-3 6 0t6 0t6 0t6 0" stroke="#000" stroke-opacity="0.09" stroke-width="1.2" fill="none"/></pattern>`,
    // Thermal bonding points of SMS and spunbond fabrics.
    `<pattern id="tex-bond" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="2.5" cy="2.5" r="1.1" fill="#000" fill-opacity="0.1"/><circle cx="7.5" cy="7.5" r="1.1" fill="#000" fill-opacity="0.1"/></pattern>`,
    // Embossed quilting of absorbent paper.
    `<pattern id="tex-quilt" width="26" height="26" patternUnits="userSpaceOnUse"><path d="M0 13L13 0L26 13L13 26Z" stroke="#000" stroke-opacity="0.1" stroke-width="1.2" fill="none"/><circle cx="13" cy="13" r="1.6" fill="#000" fill-opacity="0.08"/></pattern>`,
    // Heat seals: the ribbed imprint of the sealing bar.
    `<pattern id="tex-seal-v" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="2" height="5" fill="#000" fill-opacity="0.13"/></pattern>`,
    `<pattern id="tex-seal-h" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="2" fill="#000" fill-opacity="0.13"/></pattern>`,
    `<pattern id="tex-seal-d" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2.2" height="6" fill="#000" fill-opacity="0.13"/></pattern>`,
    // Gloss on film: a soft diagonal light band.
    `<linearGradient id="g-gloss" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.28" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.32"/><stop offset="0.62" stop-color="#fff" stop-opacity="0.04"/><stop offset="1" stop-color="#fff" stop-opacity="0.2"/></linearGradient>`,
    // Cylinder shading, applied over a roll's body.
    `<linearGradient id="g-cyl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="0.22" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient>`,
    `<linearGradient id="g-cyl-x" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>`,
    `<radialGradient id="g-core" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#2b251d"/><stop offset="0.8" stop-color="#4a3f31"/><stop offset="1" stop-color="#6b5a45"/></radialGradient>`,
    `<linearGradient id="g-steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f3"/><stop offset="0.45" stop-color="#b9c1c7"/><stop offset="0.55" stop-color="#d9dee2"/><stop offset="1" stop-color="#9aa3aa"/></linearGradient>`,
    `<linearGradient id="g-face" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>`,
    // Contact shadows under objects, and a softer drop shadow for raised parts.
    `<filter id="f-shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>`,
    `<filter id="f-shadow-s" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="5"/></filter>`,
    `<filter id="f-drop" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="0" dy="10"/><feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  ].join('')
}

/**
 * Studio backdrop: a soft neutral sweep, lighter at the top. Only a vertical gradient: a radial
 * light spot looked nicer but the palette turns its faint 2-D shading into visible blotches.
 */
export function backdrop(width: number, height: number): string {
  return [
    `<linearGradient id="g-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8f5"/><stop offset="0.62" stop-color="#eceee9"/><stop offset="1" stop-color="#e2e5df"/></linearGradient>`,
    `<rect width="${width}" height="${height}" fill="url(#g-bg)"/>`,
  ].join('')
}

/** A soft contact shadow: an ellipse blurred on the surface under an object. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#3a4148" fill-opacity="${opacity}" filter="url(#f-shadow)"/>`
}

export function svgDocument(width: number, height: number, body: string, extraDefs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${sharedDefs()}${extraDefs}</defs>${body}</svg>`
}

/** Places a drawing made in its own coordinates. */
export function place(svg: string, x: number, y: number, scale = 1, rotate = 0): string {
  const r = rotate === 0 ? '' : ` rotate(${n(rotate)})`
  const s = scale === 1 ? '' : ` scale(${Math.round(scale * 1000) / 1000})`
  return `<g transform="translate(${n(x)} ${n(y)})${r}${s}">${svg}</g>`
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  opts: { weight?: number; anchor?: 'start' | 'middle' | 'end'; spacing?: number; opacity?: number; rotate?: number } = {},
): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${n(size)}"`,
    `fill="${fill}"`,
    opts.weight ? `font-weight="${opts.weight}"` : '',
    opts.anchor ? `text-anchor="${opts.anchor}"` : '',
    opts.spacing ? `letter-spacing="${n(opts.spacing)}"` : '',
    opts.opacity !== undefined ? `fill-opacity="${opts.opacity}"` : '',
    opts.rotate ? `transform="rotate(${n(opts.rotate)} ${n(x)} ${n(y)})"` : '',
  ].filter(Boolean)
  return `<text ${attrs.join(' ')}>${escapeHtml(content)}</text>`
}

/** Places several drawings on the floor, each with its own contact shadow; listed back to front. */
export function arrange(items: { d: { svg: string; w: number; h: number }; x: number; y: number; scale: number; rotate?: number }[]): string {
  return items
    .map(
      ({ d, x, y, scale, rotate }) =>
        floorShadow(x + (d.w * scale) / 2, y + d.h * scale - 10, (d.w * scale) / 2.3, 16 * scale + 6, 0.2) + place(d.svg, x, y, scale, rotate ?? 0),
    )
    .join('')
}
