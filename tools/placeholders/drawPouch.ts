/**
 * Sterilisation pouches seen from the film side: paper (or nonwoven, or flash-spun) back, tinted
 * film, ribbed heat seals, the chevron peel end, and the printed band with process indicators.
 */
import { type Drawing, uid } from './drawing.ts'
import type { LineStyle } from './lineStyle.ts'
import { ACCENT, INK, mix, n, text } from './svgKit.ts'

export interface PouchOptions {
  variant: 'flat' | 'gusseted' | 'self-sealing'
  w: number
  h: number
  /** Neutral pouches carry no print at all. */
  plain?: boolean
}

const SIDE = 12
const SEAL = 20

export function drawPouch(style: LineStyle, o: PouchOptions): Drawing {
  const { w, h } = o
  const flap = o.variant === 'self-sealing' ? Math.round(h * 0.17) : 0
  const clip = uid('pouch')
  const parts: string[] = []
  const outline = `M6 0H${w - 6}Q${w} 0 ${w} 6V${h}H0V6Q0 0 6 0Z`
  parts.push(`<clipPath id="${clip}"><path d="${outline}"/></clipPath>`)

  // Back sheet, extended by the adhesive flap on self-sealing pouches.
  parts.push(`<rect width="${w}" height="${h + flap}" rx="6" fill="${style.paper}"/>`)
  parts.push(`<rect width="${w}" height="${h + flap}" rx="6" fill="url(#${style.texture})"/>`)
  if (!o.plain) parts.push(printBand(style, 40, h - 150, w - 80, o.variant === 'gusseted' ? 56 : 0))

  // Film side and seals, clipped to the pouch outline.
  const film: string[] = []
  film.push(`<rect width="${w}" height="${h}" fill="${style.film}" fill-opacity="0.38"/>`)
  const sealFill = mix(style.film, '#7f98a8', 0.25)
  const seal = (d: string, tex: string) => `<path d="${d}" fill="${sealFill}" fill-opacity="0.75"/><path d="${d}" fill="url(#${tex})"/>`
  let topSeal: number
  if (o.variant === 'flat') {
    const depth = w * 0.3
    const top = 26
    topSeal = top + depth + SEAL
    film.push(
      seal(`M${SIDE} ${top}L${w / 2} ${top + depth}L${w - SIDE} ${top}V${top + SEAL}L${w / 2} ${top + depth + SEAL}L${SIDE} ${top + SEAL}Z`, 'tex-seal-d'),
    )
    film.push(seal(`M${SIDE} ${top}h${SEAL}V${h}h${-SEAL}Z`, 'tex-seal-v'))
    film.push(seal(`M${w - SIDE - SEAL} ${top}h${SEAL}V${h}h${-SEAL}Z`, 'tex-seal-v'))
  } else {
    topSeal = 60
    film.push(seal(`M${SIDE} 28H${w - SIDE}v${SEAL + 4}H${SIDE}Z`, 'tex-seal-h'))
    const sideH = o.variant === 'self-sealing' ? h : h
    film.push(seal(`M${SIDE} 28h${SEAL}V${sideH}h${-SEAL}Z`, 'tex-seal-v'))
    film.push(seal(`M${w - SIDE - SEAL} 28h${SEAL}V${sideH}h${-SEAL}Z`, 'tex-seal-v'))
  }
  if (o.variant === 'gusseted') film.push(gussets(w, h, style))
  // Peel tabs above the seal: film and paper are free here; the left corner is lifted.
  if (o.variant === 'flat') {
    film.push(`<path d="M0 0H${w * 0.2}L0 ${w * 0.13}Z" fill="${style.paper}"/>`)
    film.push(
      `<path d="M${w * 0.2} 0L0 ${w * 0.13}L${w * 0.15} ${w * 0.15}Z" fill="${mix(style.film, '#ffffff', 0.35)}" stroke="${mix(style.film, '#55636e', 0.4)}" stroke-width="1"/>`,
    )
  }
  film.push(`<rect width="${w}" height="${h}" fill="url(#g-gloss)"/>`)
  parts.push(`<g clip-path="url(#${clip})">${film.join('')}</g>`)

  // Thumb notch at the open end, where the film stops short of the paper.
  if (o.variant !== 'self-sealing') {
    parts.push(`<path d="M${w / 2 - 22} ${h}A22 16 0 0 1 ${w / 2 + 22} ${h}Z" fill="${style.paper}"/>`)
  } else {
    parts.push(adhesiveFlap(style, w, h, flap))
  }
  parts.push(`<path d="${outline}" fill="none" stroke="${mix(style.film, '#4c5a66', 0.45)}" stroke-opacity="0.55" stroke-width="1.5"/>`)
  if (!o.plain) parts.push(peelArrow(w, topSeal, style))
  return { svg: parts.join(''), w, h: h + flap }
}

/** Line name, accent rule, indicator fields and the usual symbols, printed on the paper. */
function printBand(style: LineStyle, x: number, y: number, width: number, inset: number): string {
  const p: string[] = []
  const x0 = x + inset
  const x1 = x + width - inset
  p.push(`<rect x="${x0}" y="${y}" width="${x1 - x0}" height="5" fill="${ACCENT}"/>`)
  p.push(text(x0, y + 30, style.label, 15, style.ink, { weight: 700, spacing: 2.2 }))
  p.push(`<rect x="${x0}" y="${y + 40}" width="${(x1 - x0) * 0.55}" height="3" fill="${style.ink}" fill-opacity="0.35"/>`)
  p.push(`<rect x="${x0}" y="${y + 48}" width="${(x1 - x0) * 0.4}" height="3" fill="${style.ink}" fill-opacity="0.25"/>`)
  style.indicators.forEach((ind, i) => {
    const ix = x0 + i * 74
    p.push(`<rect x="${ix}" y="${y + 66}" width="60" height="20" rx="3" fill="${ind.colour}"/>`)
    p.push(text(ix + 30, y + 101, ind.label, 10, INK, { anchor: 'middle', weight: 700, spacing: 0.6 }))
  })
  // "Do not reuse" symbol (ISO 15223-1), then a lot box.
  const sx = x1 - 30
  p.push(`<g stroke="${INK}" stroke-width="2" fill="none"><circle cx="${sx}" cy="${y + 76}" r="13"/><path d="M${sx - 9} ${y + 85}L${sx + 9} ${y + 67}"/></g>`)
  p.push(text(sx, y + 81, '2', 13, INK, { anchor: 'middle', weight: 700 }))
  // The lot box only where it does not crowd the indicators (narrow gusseted bands).
  if (x1 - x0 - style.indicators.length * 74 > 110) {
    p.push(`<rect x="${sx - 78}" y="${y + 65}" width="34" height="22" fill="none" stroke="${INK}" stroke-width="1.5"/>`)
    p.push(text(sx - 61, y + 80, 'LOT', 10, INK, { anchor: 'middle', weight: 700 }))
  }
  return `<g>${p.join('')}</g>`
}

/** The printed arrow that shows which way to peel. */
function peelArrow(w: number, below: number, style: LineStyle): string {
  const x = w / 2
  const y = below + 26
  return `<path d="M${x} ${y}l-9 14h6v16h6v-16h6z" fill="${style.ink}" fill-opacity="0.7"/>`
}

/** Side gussets: two layers of film folded inwards, sealed diagonally at the top corners. */
function gussets(w: number, h: number, style: LineStyle): string {
  const g = 56
  const fold = mix(style.film, '#50606c', 0.35)
  const band = (x: number, sign: number) => {
    const inner = x + sign * g
    return [
      `<path d="M${x} 52L${inner} ${52 + g}V${h}H${x}Z" fill="${style.film}" fill-opacity="0.45"/>`,
      `<path d="M${inner} ${52 + g}V${h}" stroke="${fold}" stroke-width="2" stroke-opacity="0.6"/>`,
      `<path d="M${x + sign * g * 0.5} ${52 + g * 0.5}V${h}" stroke="#fff" stroke-width="3" stroke-opacity="0.5"/>`,
      `<path d="M${x} 52L${inner} ${52 + g}l${-sign * 10} 14L${x} ${70}Z" fill="${fold}" fill-opacity="0.45"/>`,
      `<path d="M${x} 52L${inner} ${52 + g}l${-sign * 10} 14L${x} ${70}Z" fill="url(#tex-seal-d)"/>`,
    ].join('')
  }
  return band(SIDE + SEAL, 1) + band(w - SIDE - SEAL, -1)
}

/** Adhesive strip on the paper flap, its release liner half peeled back. */
function adhesiveFlap(style: LineStyle, w: number, h: number, flap: number): string {
  const p: string[] = []
  p.push(`<path d="M14 ${h}H${w - 14}" stroke="${INK}" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="7 6"/>`)
  const y = h + flap * 0.3
  const sh = flap * 0.42
  p.push(`<rect x="26" y="${n(y)}" width="${w - 52}" height="${n(sh)}" fill="#efe4c2" fill-opacity="0.9"/>`)
  const linerEnd = w * 0.68
  p.push(`<rect x="26" y="${n(y)}" width="${n(linerEnd - 26)}" height="${n(sh)}" fill="#fdfdfb" stroke="#c9ccc8" stroke-width="1"/>`)
  p.push(`<rect x="26" y="${n(y + sh * 0.35)}" width="${n(linerEnd - 26)}" height="${n(sh * 0.3)}" fill="${ACCENT}" fill-opacity="0.85"/>`)
  // The lifted end of the liner, curling up towards the viewer.
  p.push(
    `<path d="M${n(linerEnd)} ${n(y)}q${n(w * 0.12)} ${n(-sh * 0.9)} ${n(w * 0.22)} ${n(-sh * 0.5)}l${n(-w * 0.02)} ${n(sh * 1.1)}q${n(-w * 0.1)} ${n(-sh * 0.1)} ${n(-w * 0.2)} ${n(sh * 0.4)}Z" fill="#ffffff" stroke="#c2c6c3" stroke-width="1"/>`,
  )
  p.push(text(w / 2, h + flap - 8, style.label, 10, style.ink, { anchor: 'middle', spacing: 1.5, opacity: 0.6 }))
  return p.join('')
}
