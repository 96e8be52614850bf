/**
 * Rolls lying on their side, the free end unrolled towards the viewer: sterilisation tubing (flat
 * or gusseted), industrial paper reels and laminated film reels.
 */
import { type Drawing, uid } from './drawing.ts'
import type { LineStyle } from './lineStyle.ts'
import { ACCENT, INK, mix, n, text } from './svgKit.ts'

export interface RollOptions {
  variant: 'flat-tube' | 'gusseted-tube' | 'paper' | 'film'
  /** Radius of the roll, and its width (the tube's width, along the axis). */
  r: number
  width: number
  /** Length of the unrolled end. */
  tail: number
  print?: 'none' | 'line' | 'printed' | 'indicators'
}

const SQUASH = 0.4

export function drawRoll(style: LineStyle, o: RollOptions): Drawing {
  const { r, width: L, tail } = o
  const rx = r * SQUASH
  const ex = rx + 4
  const ey = r + 4
  const tube = o.variant === 'flat-tube' || o.variant === 'gusseted-tube'
  const film = o.variant === 'film'
  const surface = film ? mix(style.film, '#ffffff', 0.15) : style.paper
  const p: string[] = []

  // Unrolled end lying on the surface: drawn flat, then slanted and foreshortened onto the floor.
  const start = ey + r - 24
  const tailClip = uid('tail')
  const tailPath = `M${n(ex)} 0H${n(ex + L)}V${n(tail)}H${n(ex)}Z`
  const t: string[] = []
  if (film) {
    t.push(`<path d="${tailPath}" fill="${style.film}" fill-opacity="0.5"/>`)
    t.push(`<path d="${tailPath}" fill="url(#g-gloss)"/>`)
  } else {
    t.push(`<path d="${tailPath}" fill="${surface}"/>`)
    t.push(`<path d="${tailPath}" fill="url(#${o.variant === 'paper' ? 'tex-paper' : style.texture})"/>`)
    t.push(tailPrint(style, o, ex, 24, L, tail - 24))
    if (tube) {
      t.push(`<path d="${tailPath}" fill="${style.film}" fill-opacity="0.36"/>`)
      const sealFill = mix(style.film, '#7f98a8', 0.25)
      for (const x of [ex + 12, ex + L - 32]) {
        t.push(
          `<rect x="${n(x)}" width="20" height="${n(tail)}" fill="${sealFill}" fill-opacity="0.75"/><rect x="${n(x)}" width="20" height="${n(tail)}" fill="url(#tex-seal-v)"/>`,
        )
      }
      if (o.variant === 'gusseted-tube') {
        const fold = mix(style.film, '#50606c', 0.4)
        for (const [x, gx] of [
          [ex + 32, ex + 82],
          [ex + L - 82, ex + L - 32],
        ] as const) {
          t.push(`<rect x="${n(x)}" width="50" height="${n(tail)}" fill="${style.film}" fill-opacity="0.45"/>`)
          t.push(`<path d="M${n(x === ex + 32 ? gx : x)} 0V${n(tail)}" stroke="${fold}" stroke-width="2" stroke-opacity="0.6"/>`)
        }
        // The open end shows the folded gusset as a V at each side.
        t.push(
          `<path d="M${n(ex + 32)} ${n(tail)}l25 -26l25 26M${n(ex + L - 82)} ${n(tail)}l25 -26l25 26" fill="none" stroke="${fold}" stroke-width="2" stroke-opacity="0.6"/>`,
        )
      }
      t.push(`<path d="${tailPath}" fill="url(#g-gloss)"/>`)
    }
  }
  // The roll shades the surface right in front of it.
  t.push(`<rect x="${n(ex - 20)}" y="-30" width="${n(L + 40)}" height="80" fill="#000" fill-opacity="0.14" filter="url(#f-shadow-s)"/>`)
  t.push(`<path d="M${n(ex)} ${n(tail)}H${n(ex + L)}" stroke="#7d878e" stroke-opacity="0.55" stroke-width="2"/>`)
  const slant = 0.62
  const depth = 0.72
  p.push(`<clipPath id="${tailClip}"><path d="${tailPath}"/></clipPath>`)
  p.push(`<g transform="matrix(1 0 ${slant} ${depth} 0 ${n(start)})"><g clip-path="url(#${tailClip})">${t.join('')}</g></g>`)
  const bottom = start + tail * depth

  // Body of the roll: the outer layer, seen from the front.
  const body = `M${n(ex)} ${n(ey - r)}H${n(ex + L)}A${n(rx)} ${n(r)} 0 0 1 ${n(ex + L)} ${n(ey + r)}H${n(ex)}Z`
  p.push(`<path d="${body}" fill="${surface}"/>`)
  if (!film) p.push(`<path d="${body}" fill="url(#${o.variant === 'paper' ? 'tex-paper' : style.texture})"/>`)
  if (tube || film) p.push(`<path d="${body}" fill="${style.film}" fill-opacity="${film ? 0.75 : 0.36}"/>`)
  if (tube) {
    const sealFill = mix(style.film, '#7f98a8', 0.25)
    for (const x0 of [ex + 12, ex + L - 32]) {
      const band = `M${n(x0)} ${n(ey - r)}A${n(rx)} ${n(r)} 0 0 1 ${n(x0)} ${n(ey + r)}H${n(x0 + 20)}A${n(rx)} ${n(r)} 0 0 0 ${n(x0 + 20)} ${n(ey - r)}Z`
      p.push(`<path d="${band}" fill="${sealFill}" fill-opacity="0.7"/><path d="${band}" fill="url(#tex-seal-v)"/>`)
    }
  }
  if (o.print === 'printed' || o.print === 'indicators') p.push(bodyPrint(style, o, ex, ey, r, rx, L))
  p.push(`<path d="${body}" fill="url(#g-cyl)"/>`)
  if (film) p.push(`<path d="${body}" fill="url(#g-gloss)"/>`)

  // The end face: the wound layers, the cardboard core and its hole.
  p.push(endFace(style, o, ex, ey, r, rx))
  return { svg: p.join(''), w: Math.max(ex + L + rx, ex + L + tail * slant) + 14, h: bottom + 4 }
}

function endFace(style: LineStyle, o: RollOptions, ex: number, ey: number, r: number, rx: number): string {
  const p: string[] = []
  const core = r * 0.34
  const edge = mix(o.variant === 'film' ? style.film : style.paper, '#8a8f88', 0.18)
  p.push(`<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(rx)}" ry="${n(r)}" fill="${edge}"/>`)
  const layers = o.variant === 'film' ? 30 : o.variant === 'gusseted-tube' ? 12 : 18
  const layerColour = o.variant === 'film' ? mix(style.film, '#4a6070', 0.35) : o.variant === 'paper' ? '#b9b6a6' : mix(style.film, '#6c7f8c', 0.3)
  for (let i = 0; i < layers; i++) {
    const f = 1 - ((1 - core / r) * (i + 0.5)) / layers
    p.push(
      `<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(rx * f)}" ry="${n(r * f)}" fill="none" stroke="${layerColour}" stroke-opacity="${i % 3 === 0 ? 0.55 : 0.3}" stroke-width="${o.variant === 'gusseted-tube' ? 2.2 : 1.2}"/>`,
    )
  }
  // Cardboard core, then the hole.
  p.push(`<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(rx * (core / r))}" ry="${n(core)}" fill="#b48c5d"/>`)
  p.push(`<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(rx * ((core - 9) / r))}" ry="${n(core - 9)}" fill="#8e6a42"/>`)
  p.push(`<ellipse cx="${n(ex + 2)}" cy="${n(ey)}" rx="${n(rx * ((core - 14) / r))}" ry="${n(core - 14)}" fill="url(#g-core)"/>`)
  // Face shading: light from the upper left.
  p.push(`<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(rx)}" ry="${n(r)}" fill="url(#g-face)"/>`)
  p.push(`<ellipse cx="${n(ex)}" cy="${n(ey)}" rx="${n(rx)}" ry="${n(r)}" fill="none" stroke="#6f7a80" stroke-opacity="0.35" stroke-width="1.5"/>`)
  return p.join('')
}

/** What is printed along the unrolled end: line name and indicators, or the reel's own print. */
function tailPrint(style: LineStyle, o: RollOptions, x: number, y: number, L: number, tail: number): string {
  const p: string[] = []
  const print = o.print ?? 'line'
  if (print === 'none') return ''
  if (print === 'line') {
    const cx = x + L / 2
    for (let k = 0; k < 2; k++) {
      const y0 = y + 36 + k * 170
      if (y0 + 90 > y + tail) break
      p.push(`<rect x="${n(cx - 70)}" y="${n(y0)}" width="140" height="4" fill="${ACCENT}"/>`)
      p.push(text(cx, y0 + 26, style.label, 13, style.ink, { anchor: 'middle', weight: 700, spacing: 2 }))
      style.indicators.forEach((ind, i) => {
        const ix = cx - (style.indicators.length * 66) / 2 + i * 66 + 4
        p.push(`<rect x="${n(ix)}" y="${n(y0 + 40)}" width="56" height="16" rx="3" fill="${ind.colour}"/>`)
        p.push(text(ix + 28, y0 + 72, ind.label, 9, INK, { anchor: 'middle', weight: 700 }))
      })
    }
  } else if (print === 'printed') {
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 3; col++) {
        const px = x + 40 + col * ((L - 60) / 3) + (row % 2) * 30
        const py = y + 30 + row * 70
        p.push(`<rect x="${n(px)}" y="${n(py)}" width="70" height="6" fill="${style.ink}" fill-opacity="0.75"/>`)
        p.push(`<rect x="${n(px)}" y="${n(py + 12)}" width="46" height="4" fill="${style.ink}" fill-opacity="0.45"/>`)
        p.push(`<circle cx="${n(px + 84)}" cy="${n(py + 8)}" r="7" fill="${ACCENT}"/>`)
      }
    }
  } else {
    const colours = ['#4d6db3', '#d2668a']
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 4; col++) {
        const px = x + 34 + col * ((L - 40) / 4)
        const py = y + 30 + row * 66
        p.push(`<rect x="${n(px)}" y="${n(py)}" width="54" height="16" rx="3" fill="${colours[(row + col) % 2]}"/>`)
      }
    }
  }
  return p.join('')
}

/** Print on the curved outer layer, compressed towards the edges as a cylinder shows it. */
function bodyPrint(style: LineStyle, o: RollOptions, ex: number, ey: number, r: number, rx: number, L: number): string {
  const p: string[] = []
  for (let k = -3; k <= 3; k++) {
    const a = (k / 3.6) * (Math.PI / 2)
    const y = ey + Math.sin(a) * r
    const hgt = Math.max(2, Math.cos(a) * 14)
    const shift = Math.cos(a) * rx
    for (let col = 0; col < 4; col++) {
      const x = ex + 30 + col * ((L - 40) / 4) + shift * 0.9
      if (o.print === 'printed') {
        p.push(`<rect x="${n(x)}" y="${n(y - hgt / 2)}" width="56" height="${n(hgt * 0.45)}" fill="${style.ink}" fill-opacity="0.6"/>`)
      } else {
        p.push(
          `<rect x="${n(x)}" y="${n(y - hgt / 2)}" width="48" height="${n(hgt)}" rx="2" fill="${(k + col) % 2 === 0 ? '#4d6db3' : '#d2668a'}" fill-opacity="0.9"/>`,
        )
      }
    }
  }
  return p.join('')
}
