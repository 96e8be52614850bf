/**
 * Chemical indicators: type 1 tape rolls, indicator strips of types 4, 5 and 6 with their carton,
 * the Bowie & Dick test pack with its test sheet, and the hollow-load (helix) test device.
 */
import { drawBox } from './drawBox.ts'
import { type Drawing, uid } from './drawing.ts'
import { ACCENT, INK, floorShadow, mix, n, place, text } from './svgKit.ts'

const AGENT = {
  steam: { colour: '#3f5fa8', label: 'STEAM' },
  h2o2: { colour: '#c24a76', label: 'H2O2' },
  eo: { colour: '#3f9a78', label: 'EO' },
}

/** Three tape rolls (steam, ethylene oxide, hydrogen peroxide), one with its end pulled out. */
export function drawTapes(): Drawing {
  const variants = [
    { base: '#efe7d2', stripe: '#3e4a8c' },
    { base: '#eef2f6', stripe: '#d2668a' },
    { base: '#f3eef4', stripe: '#9a4fb4' },
  ]
  const p: string[] = []
  // Back two first, the front one with its tail last.
  p.push(place(tapeRoll(variants[1]!, false).svg, 330, 0, 0.86))
  p.push(place(tapeRoll(variants[2]!, false).svg, 620, 40, 0.86))
  p.push(place(tapeRoll(variants[0]!, true).svg, 60, 130, 1))
  return { svg: p.join(''), w: 1000, h: 600 }
}

function tapeRoll(v: { base: string; stripe: string }, withTail: boolean): Drawing {
  const R = 170
  const ry = R * 0.42
  const hgt = 95
  const cx = R + 4
  const cy = ry + 4
  const p: string[] = []
  const clip = uid('tape')
  const side = `M${cx - R} ${n(cy)}V${n(cy + hgt)}A${R} ${n(ry)} 0 0 0 ${cx + R} ${n(cy + hgt)}V${n(cy)}A${R} ${n(ry)} 0 0 1 ${cx - R} ${n(cy)}Z`
  const stripes = (x0: number, y0: number, w: number, h: number) => {
    const s: string[] = []
    for (let x = x0 - h; x < x0 + w; x += 26) s.push(`M${n(x)} ${n(y0 + h)}L${n(x + h * 0.7)} ${n(y0)}`)
    return `<path d="${s.join('')}" stroke="${v.stripe}" stroke-width="7" stroke-opacity="0.85"/>`
  }
  if (withTail) {
    const tail = `M${cx + R * 0.55} ${n(cy + hgt + ry * 0.8)}L${cx + R + 260} ${n(cy + hgt + 150)}L${cx + R + 236} ${n(cy + hgt + 226)}L${cx + R * 0.2} ${n(cy + hgt + ry * 0.98)}Z`
    const tclip = uid('tapetail')
    p.push(`<clipPath id="${tclip}"><path d="${tail}"/></clipPath>`)
    p.push(`<path d="${tail}" fill="${v.base}"/>`)
    p.push(`<g clip-path="url(#${tclip})">${stripes(cx, cy + hgt, R + 300, 240)}<path d="${tail}" fill="url(#tex-paper)"/></g>`)
    p.push(`<path d="${tail}" fill="none" stroke="#8d969c" stroke-opacity="0.45" stroke-width="1.2"/>`)
  }
  p.push(`<clipPath id="${clip}"><path d="${side}"/></clipPath>`)
  p.push(`<path d="${side}" fill="${v.base}"/>`)
  p.push(`<g clip-path="url(#${clip})">${stripes(cx - R, cy, 2 * R, hgt + ry)}<path d="${side}" fill="url(#g-cyl-x)"/></g>`)
  // Top: the wound edge of the tape, the core, the hole.
  p.push(`<ellipse cx="${cx}" cy="${n(cy)}" rx="${R}" ry="${n(ry)}" fill="${mix(v.base, '#9b9580', 0.28)}"/>`)
  for (let i = 1; i < 10; i++) {
    const f = 1 - i * 0.035
    p.push(`<ellipse cx="${cx}" cy="${n(cy)}" rx="${n(R * f)}" ry="${n(ry * f)}" fill="none" stroke="#857f6a" stroke-opacity="0.22"/>`)
  }
  const core = 0.64
  p.push(`<ellipse cx="${cx}" cy="${n(cy)}" rx="${n(R * core)}" ry="${n(ry * core)}" fill="#b48c5d"/>`)
  p.push(`<ellipse cx="${cx}" cy="${n(cy + 3)}" rx="${n(R * core - 12)}" ry="${n(ry * core - 6)}" fill="#e9ece7"/>`)
  p.push(
    `<path d="M${n(cx - R * core + 12)} ${n(cy + 3)}A${n(R * core - 12)} ${n(ry * core - 6)} 0 0 1 ${n(cx + R * core - 12)} ${n(cy + 3)}V${n(cy + 3 + hgt * 0.7)}H${n(cx - R * core + 12)}Z" fill="#8e6a42" fill-opacity="0.55"/>`,
  )
  p.push(`<path d="${side}" fill="none" stroke="#6f7a80" stroke-opacity="0.35" stroke-width="1.2"/>`)
  return { svg: p.join(''), w: 2 * R + 8, h: cy + hgt + ry + 4 }
}

/** A fan of indicator strips in front of their dispenser carton. */
export function drawStrips(type: 4 | 5 | 6, agent: keyof typeof AGENT): Drawing {
  const a = AGENT[agent]
  const p: string[] = []
  const label = `TYPE ${type}`
  const box = drawBox({
    w: 330,
    d: 170,
    h: 190,
    colour: '#fbfbf8',
    band: 0.62,
    front: [
      text(26, 52, label, 30, INK, { weight: 700, spacing: 1 }),
      text(26, 80, a.label, 17, a.colour, { weight: 700, spacing: 2 }),
      `<rect x="26" y="96" width="150" height="4" fill="${INK}" fill-opacity="0.25"/>`,
      `<rect x="26" y="106" width="110" height="4" fill="${INK}" fill-opacity="0.18"/>`,
      `<rect x="236" y="34" width="66" height="26" rx="4" fill="${a.colour}"/>`,
    ].join(''),
    top: `<rect x="90" y="60" width="150" height="44" rx="22" fill="#d8dcd8" stroke="#b7bdb9"/>`,
  })
  p.push(place(box.svg, 480, 0))
  const angles = [-16, -9, -2, 5]
  angles.forEach((deg, i) => {
    const progress = [0.92, 0.88, 0.95, 0.9][i]!
    p.push(`<g transform="translate(40 ${330 + i * 18}) rotate(${deg} 0 40)">${strip(type, a.colour, label, progress)}</g>`)
  })
  return { svg: p.join(''), w: 880, h: 520 }
}

function strip(type: 4 | 5 | 6, colour: string, label: string, progress: number): string {
  const w = 560
  const h = 78
  const p: string[] = []
  p.push(`<rect width="${w}" height="${h}" rx="6" fill="#fdfdfb" filter="url(#f-drop)"/>`)
  p.push(`<rect width="${w}" height="${h}" rx="6" fill="url(#tex-paper)"/>`)
  p.push(`<rect x="0" y="0" width="14" height="${h}" rx="4" fill="${ACCENT}"/>`)
  p.push(text(30, 30, label, 15, INK, { weight: 700, spacing: 1 }))
  p.push(`<rect x="30" y="44" width="90" height="3" fill="${INK}" fill-opacity="0.3"/>`)
  p.push(`<rect x="30" y="52" width="64" height="3" fill="${INK}" fill-opacity="0.22"/>`)
  if (type === 5) {
    // Integrator window: the dark front moves along the scale into the accept zone.
    const x0 = 170
    const ww = 300
    p.push(`<rect x="${x0}" y="22" width="${ww}" height="30" rx="3" fill="#eef0ee" stroke="#8c9499"/>`)
    p.push(`<rect x="${x0 + ww * 0.62}" y="22" width="${ww * 0.38}" height="30" fill="${ACCENT}" fill-opacity="0.35"/>`)
    p.push(`<rect x="${x0}" y="26" width="${n(ww * progress)}" height="22" rx="2" fill="${mix(colour, '#1d2226', 0.45)}"/>`)
    p.push(text(x0 + ww * 0.31, 68, 'REJECT', 9, INK, { anchor: 'middle', spacing: 1 }))
    p.push(text(x0 + ww * 0.81, 68, 'ACCEPT', 9, INK, { anchor: 'middle', spacing: 1, weight: 700 }))
  } else if (type === 4) {
    p.push(`<rect x="190" y="18" width="110" height="42" rx="4" fill="${colour}"/>`)
    p.push(`<rect x="318" y="18" width="110" height="42" rx="4" fill="#2b2a28" fill-opacity="0.85"/>`)
    p.push(`<path d="M440 39h60" stroke="${INK}" stroke-opacity="0.3" stroke-width="3"/>`)
  } else {
    p.push(`<circle cx="250" cy="39" r="24" fill="${colour}"/>`)
    p.push(`<circle cx="250" cy="39" r="24" fill="none" stroke="#fff" stroke-width="3" stroke-opacity="0.6"/>`)
    p.push(text(300, 35, '121 °C', 12, INK, { weight: 700 }))
    p.push(text(300, 53, '134 °C', 12, INK, { weight: 700 }))
    p.push(`<path d="M380 31h90M380 49h70" stroke="${INK}" stroke-opacity="0.3" stroke-width="3"/>`)
  }
  return p.join('')
}

/** Bowie & Dick test pack, with a used test sheet showing a uniform colour change. */
export function drawBowieDick(): Drawing {
  const p: string[] = []
  const pack = drawBox({
    w: 380,
    d: 300,
    h: 150,
    colour: '#fbfbf8',
    band: 0.18,
    top: [
      `<rect x="50" y="60" width="280" height="160" rx="6" fill="#ffffff" stroke="#c8cdc9"/>`,
      text(70, 112, 'BOWIE & DICK', 28, INK, { weight: 700, spacing: 1 }),
      text(70, 146, 'TEST PACK', 18, INK, { spacing: 3 }),
      `<rect x="70" y="170" width="90" height="22" rx="3" fill="#3f5fa8"/>`,
      `<rect x="172" y="176" width="120" height="4" fill="${INK}" fill-opacity="0.3"/>`,
      `<rect x="172" y="186" width="90" height="4" fill="${INK}" fill-opacity="0.2"/>`,
    ].join(''),
  })
  p.push(place(pack.svg, 300, 0))
  // The test sheet: an even, dark change across the whole pattern means air was removed.
  const sheet: string[] = []
  sheet.push(`<rect width="330" height="250" rx="4" fill="#fdfdfb" filter="url(#f-drop)"/>`)
  sheet.push(`<rect width="330" height="250" rx="4" fill="url(#tex-paper)"/>`)
  const cells: string[] = []
  for (let i = 0; i < 9; i++) for (let j = 0; j < 7; j++) if ((i + j) % 2 === 0) cells.push(`M${45 + i * 27} ${40 + j * 25}h20v18h-20z`)
  sheet.push(`<path d="${cells.join('')}" fill="#3b3730"/>`)
  sheet.push(`<rect x="40" y="212" width="120" height="4" fill="${INK}" fill-opacity="0.3"/>`)
  sheet.push(`<rect x="0" y="0" width="330" height="10" rx="4" fill="${ACCENT}"/>`)
  p.push(`<g transform="translate(60 300) rotate(-8)">${sheet.join('')}</g>`)
  return { svg: p.join(''), w: 940, h: 580 }
}

/** The hollow-load challenge device: a capsule at the end of a long coiled tube, and its strips. */
export function drawHelix(): Drawing {
  const p: string[] = []
  const loops: string[] = []
  const cx0 = 110
  const cy = 230
  const turns = 14
  for (let i = 0; i < turns; i++) {
    const x = cx0 + i * 30
    loops.push(`${i === 0 ? 'M' : 'L'}${x} ${cy - 110}A44 110 0 0 1 ${x} ${cy + 110}A44 110 0 0 1 ${x + 30} ${cy - 110}`)
  }
  const tube = loops.join('')
  // The coil rests on the surface: its own contact shadow, since the strips sit lower.
  p.push(floorShadow(cx0 + (turns * 30) / 2, cy + 112, turns * 15 + 40, 14, 0.22))
  p.push(`<path d="${tube}" fill="none" stroke="#7d8b94" stroke-width="13" stroke-opacity="0.5" stroke-linejoin="round"/>`)
  p.push(`<path d="${tube}" fill="none" stroke="#e9f0f3" stroke-width="9" stroke-opacity="0.95" stroke-linejoin="round"/>`)
  p.push(`<path d="${tube}" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.8" transform="translate(-2 -2)"/>`)
  // Capsule that holds the indicator strip.
  const x = cx0 + turns * 30
  p.push(`<path d="M${x} ${cy - 110}C${x + 40} ${cy - 110} ${x + 40} ${cy - 30} ${x + 70} ${cy - 30}" fill="none" stroke="#e9f0f3" stroke-width="9"/>`)
  p.push(`<rect x="${x + 66}" y="${cy - 58}" width="200" height="56" rx="28" fill="#dfe6ea" stroke="#8f9ca4" stroke-width="1.5"/>`)
  p.push(`<rect x="${x + 66}" y="${cy - 58}" width="200" height="56" rx="28" fill="url(#g-cyl)"/>`)
  p.push(`<rect x="${x + 220}" y="${cy - 62}" width="70" height="64" rx="14" fill="${ACCENT}"/>`)
  p.push(`<rect x="${x + 220}" y="${cy - 62}" width="70" height="64" rx="14" fill="url(#g-cyl)"/>`)
  p.push(`<rect x="${x + 96}" y="${cy - 38}" width="110" height="16" rx="2" fill="#fdfdfb"/>`)
  p.push(`<rect x="${x + 130}" y="${cy - 35}" width="50" height="10" fill="#3f5fa8"/>`)
  // Spare strips.
  for (let i = 0; i < 3; i++) {
    const s = `<rect width="250" height="40" rx="4" fill="#fdfdfb" filter="url(#f-drop)"/><rect x="0" width="10" height="40" rx="3" fill="${ACCENT}"/><rect x="100" y="10" width="100" height="20" rx="2" fill="#3f5fa8"/><rect x="22" y="12" width="60" height="4" fill="${INK}" fill-opacity="0.3"/><rect x="22" y="22" width="44" height="4" fill="${INK}" fill-opacity="0.22"/>`
    p.push(`<g transform="translate(${470 + i * 20} ${400 + i * 48}) rotate(${-6 + i * 3})">${s}</g>`)
  }
  return { svg: p.join(''), w: 960, h: 560 }
}
