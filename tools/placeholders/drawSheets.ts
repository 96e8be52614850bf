/**
 * Flat goods: stacks of wrapping sheets (crepe paper, spunbond, SMS, two-layer), absorbent paper,
 * and the dental tray sheets in their six colours.
 */
import { type Drawing, uid } from './drawing.ts'
import { mix, n } from './svgKit.ts'

type Pt = [number, number]

/** Corners of a sheet lying on the surface: back-left, back-right, front-right, front-left. */
const A: Pt = [40, 190]
const B: Pt = [560, 40]
const C: Pt = [840, 200]
const D: Pt = [320, 350]

const MATERIALS = {
  crepe: { colours: ['#f7f8f3', '#a9d3c0', '#a7c7e0'], texture: 'tex-crepe', back: '#a9d3c0', bond: false },
  tnt: { colours: ['#7fb3d9', '#8cc6a6', '#7fb3d9'], texture: 'tex-nonwoven', back: '#8cc6a6', bond: true },
  sms: { colours: ['#6f9fcb', '#6f9fcb', '#8fb4d6'], texture: 'tex-nonwoven', back: '#8fb4d6', bond: true },
  solo: { colours: ['#6d9fd0', '#86c39a', '#6d9fd0'], texture: 'tex-nonwoven', back: '#86c39a', bond: true },
  absorbent: { colours: ['#fbfbf8', '#f4f4ef', '#fbfbf8'], texture: 'tex-quilt', back: '#f1f1ec', bond: false },
} as const

export function drawSheetStack(material: keyof typeof MATERIALS): Drawing {
  const m = MATERIALS[material]
  const count = material === 'absorbent' ? 14 : 9
  const step = material === 'absorbent' ? 6 : 5
  const p: string[] = []
  const quad = (pts: Pt[], dy: number) => `M${pts.map(([x, y]) => `${n(x)} ${n(y + dy)}`).join('L')}Z`
  // Stack edges, bottom sheet first.
  for (let i = count - 1; i >= 1; i--) {
    const c = m.colours[i % m.colours.length]!
    p.push(
      `<path d="${quad([A, B, C, D], i * step)}" fill="${mix(c, '#5b6670', 0.16)}" stroke="${mix(c, '#39424a', 0.3)}" stroke-opacity="0.35" stroke-width="1"/>`,
    )
  }
  // Top sheet with its front corner folded back.
  const fold = 0.3
  const E: Pt = lerp(D, A, fold)
  const F: Pt = lerp(D, C, fold)
  const top = m.colours[0]
  const clip = uid('sheet')
  const topPath = `M${[A, B, C, F, E].map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`
  p.push(`<clipPath id="${clip}"><path d="${topPath}"/></clipPath>`)
  p.push(`<path d="${topPath}" fill="${top}"/>`)
  p.push(
    `<g clip-path="url(#${clip})"><rect x="0" y="0" width="900" height="420" fill="url(#${m.texture})"/>${m.bond ? '<rect x="0" y="0" width="900" height="420" fill="url(#tex-bond)"/>' : ''}<path d="${topPath}" fill="url(#g-face)"/></g>`,
  )
  // The uncovered corner of the next sheet, then the folded flap with its other side up.
  const next = m.colours[1 % m.colours.length]!
  p.push(`<path d="M${n(E[0])} ${n(E[1])}L${n(D[0])} ${n(D[1] + step)}L${n(F[0])} ${n(F[1])}Z" fill="${mix(next, '#ffffff', 0.1)}"/>`)
  const G = reflect(D, E, F)
  p.push(
    `<path d="M${n(E[0])} ${n(E[1])}L${n(G[0])} ${n(G[1])}L${n(F[0])} ${n(F[1])}Z" fill="#000" fill-opacity="0.18" filter="url(#f-shadow-s)" transform="translate(4 8)"/>`,
  )
  p.push(`<path d="M${n(E[0])} ${n(E[1])}L${n(G[0])} ${n(G[1])}L${n(F[0])} ${n(F[1])}Z" fill="${m.back}"/>`)
  p.push(`<path d="M${n(E[0])} ${n(E[1])}L${n(G[0])} ${n(G[1])}L${n(F[0])} ${n(F[1])}Z" fill="url(#${m.texture})"/>`)
  p.push(`<path d="M${n(E[0])} ${n(E[1])}L${n(F[0])} ${n(F[1])}" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>`)
  p.push(`<path d="${topPath}" fill="none" stroke="#5b6670" stroke-opacity="0.25" stroke-width="1"/>`)
  return { svg: p.join(''), w: 880, h: D[1] + count * step + 10 }
}

/** Six coloured sheets fanned out, and one lying in a stainless steel tray. */
export function drawDentalTray(): Drawing {
  const colours = ['#f0974a', '#8fc3e6', '#fbfbf8', '#f2d65c', '#8fcd80', '#a88bd0']
  const p: string[] = []
  // Tray at the back right.
  const tray = [
    `<rect x="0" y="0" width="420" height="290" rx="26" fill="url(#g-steel)" filter="url(#f-drop)"/>`,
    `<rect x="18" y="18" width="384" height="254" rx="16" fill="#c9d0d5"/>`,
    `<rect x="24" y="24" width="372" height="242" rx="12" fill="${colours[0]}"/>`,
    `<rect x="24" y="24" width="372" height="242" rx="12" fill="url(#tex-paper)"/>`,
    `<rect x="24" y="24" width="372" height="242" rx="12" fill="url(#g-face)"/>`,
  ].join('')
  p.push(`<g transform="translate(470 20) rotate(4)">${tray}</g>`)
  colours.forEach((c, i) => {
    const sheet = `<rect width="300" height="205" rx="5" fill="${c}" filter="url(#f-drop)"/><rect width="300" height="205" rx="5" fill="url(#tex-paper)"/><rect width="300" height="205" rx="5" fill="url(#g-face)"/><rect width="300" height="205" rx="5" fill="none" stroke="#000" stroke-opacity="0.08"/>`
    p.push(`<g transform="translate(${30 + i * 52} ${170 + i * 40}) rotate(${-10 + i * 2.2})">${sheet}</g>`)
  })
  return { svg: p.join(''), w: 920, h: 600 }
}

function lerp(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
}

/** Mirror of p across the line through a and b: where a folded corner lands. */
function reflect(p: Pt, a: Pt, b: Pt): Pt {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)
  const fx = a[0] + t * dx
  const fy = a[1] + t * dy
  return [2 * fx - p[0], 2 * fy - p[1]]
}
