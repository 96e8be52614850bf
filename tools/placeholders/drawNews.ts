/** The news picture: the company's stand at a trade fair, products on the counter and shelves. */
import { drawBox } from './drawBox.ts'
import { productDrawing } from './drawProduct.ts'
import { lineStyle } from './lineStyle.ts'
import { ACCENT, INK, mix, n, place, svgDocument, text } from './svgKit.ts'

const NEWS_SIZE = { width: 1200, height: 800 } as const

export function newsImage(companyName: string): string {
  const { width, height } = NEWS_SIZE
  const p: string[] = []
  // Hall: dark ceiling, neighbouring stands blurred in the distance, grey floor.
  p.push(
    `<linearGradient id="g-hall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3c454d"/><stop offset="0.5" stop-color="#6d7780"/><stop offset="1" stop-color="#aeb5ba"/></linearGradient>`,
  )
  p.push(`<rect width="${width}" height="${height}" fill="url(#g-hall)"/>`)
  for (let i = 0; i < 9; i++) {
    const x = i * 140 - 30
    p.push(
      `<rect x="${x}" y="${250 + (i % 3) * 12}" width="110" height="${150 - (i % 2) * 30}" fill="${['#8e9aa3', '#a4aeb5', '#7e8a93'][i % 3]}" fill-opacity="0.5" filter="url(#f-shadow-s)"/>`,
    )
  }
  // Truss with spotlights.
  p.push(`<rect x="0" y="60" width="${width}" height="16" fill="#9aa3aa"/>`)
  p.push(`<path d="${Array.from({ length: 40 }, (_, i) => `M${i * 30} 60l15 16l15 -16`).join('')}" stroke="#6c757c" stroke-width="2" fill="none"/>`)
  for (const x of [250, 520, 790, 1060]) {
    p.push(`<path d="M${x} 76v18" stroke="#4a5258" stroke-width="4"/><rect x="${x - 16}" y="92" width="32" height="26" rx="5" fill="#2f353a"/>`)
    p.push(`<path d="M${x - 14} 118L${x - 140} 700H${x + 140}L${x + 14} 118Z" fill="#fff" fill-opacity="0.07"/>`)
  }
  // Floor of the stand.
  p.push(`<path d="M0 560H${width}V${height}H0Z" fill="#d9dcd8"/>`)
  p.push(`<path d="M80 560H1120L1200 640V800H0V640Z" fill="#eef0ec"/>`)
  // Back wall with the brand fascia and a product panel.
  p.push(`<rect x="90" y="150" width="1020" height="410" fill="#fbfbf9"/>`)
  p.push(`<rect x="90" y="150" width="1020" height="70" fill="${INK}"/>`)
  p.push(`<rect x="90" y="220" width="1020" height="10" fill="${ACCENT}"/>`)
  p.push(text(600, 198, companyName, 32, '#ffffff', { anchor: 'middle', weight: 700, spacing: 3 }))
  p.push(`<rect x="130" y="260" width="360" height="240" fill="#eef2ea"/>`)
  const roll = productDrawing({ kind: 'flat-roll' }, lineStyle('steripaper', 'Steripaper'))
  p.push(place(roll.svg, 150, 275, 0.34))
  const pouch = productDrawing({ kind: 'flat-pouch' }, lineStyle('greenfit', 'Greenfit'))
  p.push(place(pouch.svg, 330, 275, 0.3))
  // Shelves with cartons.
  for (const y of [330, 440]) {
    p.push(`<rect x="760" y="${y}" width="300" height="8" fill="#c8cdd0"/>`)
    for (let i = 0; i < 3; i++) {
      const box = drawBox({ w: 70, d: 40, h: 60, colour: '#fdfdfb', band: 0.3 })
      p.push(place(box.svg, 772 + i * 96, y - 86, 1))
    }
  }
  // Counter in front, products on top.
  const counter = drawBox({ w: 420, d: 90, h: 200, colour: '#fbfbf9', band: 0.12 })
  p.push(place(counter.svg, 360, 470))
  p.push(`<rect x="380" y="560" width="380" height="40" fill="none"/>`)
  p.push(place(productDrawing({ kind: 'gusseted-roll' }, lineStyle('veristeril', 'Veristeril')).svg, 420, 380, 0.2))
  p.push(place(productDrawing({ kind: 'self-sealing-pouch' }, lineStyle('steripaper', 'Steripaper')).svg, 590, 410, 0.17))
  // Plants and a tall banner beside the stand.
  for (const x of [150, 1040]) {
    p.push(`<rect x="${x - 28}" y="650" width="56" height="70" rx="6" fill="#e6e9e4" stroke="#c3c9c6"/>`)
    p.push(
      `<circle cx="${x}" cy="610" r="58" fill="#6f9a5a"/><circle cx="${x - 30}" cy="630" r="40" fill="#5e8a4b"/><circle cx="${x + 28}" cy="636" r="38" fill="#7aa764"/>`,
    )
  }
  p.push(`<rect x="${n(60)}" y="250" width="14" height="320" fill="${mix(ACCENT_HEX, '#3d4a12', 0.2)}"/>`)
  return svgDocument(width, height, p.join(''))
}

const ACCENT_HEX = '#bbdc3c'
