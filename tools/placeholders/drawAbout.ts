/**
 * Pictures of the about page, one per section in order: the plant, the production line, the
 * quality laboratory. Sections added later reuse them in turn.
 */
import { drawBox } from './drawBox.ts'
import { drawStrips } from './drawIndicators.ts'
import { productDrawing } from './drawProduct.ts'
import { lineStyle } from './lineStyle.ts'
import { ACCENT, INK, floorShadow, mix, place, svgDocument } from './svgKit.ts'

const ABOUT_SIZE = { width: 1200, height: 800 } as const

const scenes = [plant, production, laboratory]

/** index: the section number as written in the catalogue, from 1. */
export function aboutImage(index: number): string {
  const { width, height } = ABOUT_SIZE
  const scene = scenes[(Math.max(1, index) - 1) % scenes.length]!
  return svgDocument(width, height, scene())
}

function plant(): string {
  const p: string[] = []
  p.push(
    `<linearGradient id="g-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe1ec"/><stop offset="1" stop-color="#f3f6f4"/></linearGradient>`,
  )
  p.push(`<rect width="1200" height="800" fill="url(#g-sky)"/>`)
  // Hills far away, then lawn and the yard.
  p.push(`<path d="M0 470Q200 400 420 450T820 430T1200 440V800H0Z" fill="#c9d8c4"/>`)
  p.push(`<path d="M0 560H1200V800H0Z" fill="#a9c49a"/>`)
  p.push(`<path d="M0 600H1200V800H0Z" fill="#d7dad5"/>`)
  p.push(`<path d="M0 690H1200" stroke="#f4f5f2" stroke-width="4" stroke-dasharray="40 30"/>`)
  // Production hall: long clad block with a sawtooth roof.
  const hallX = 420
  const hallW = 700
  p.push(floorShadow(hallX + hallW / 2, 605, hallW / 2 + 40, 18, 0.3))
  p.push(`<rect x="${hallX}" y="330" width="${hallW}" height="270" fill="#eef0f0"/>`)
  p.push(`<path d="${Array.from({ length: 60 }, (_, i) => `M${hallX + 6 + i * 11.6} 336V600`).join('')}" stroke="#cfd5d8" stroke-width="2"/>`)
  p.push(
    `<path d="${Array.from({ length: 7 }, (_, i) => `M${hallX + i * 100} 330l60 -60v60`).join('')}H${hallX + hallW}" fill="#d5dadd" stroke="#aab3b8" stroke-width="2"/>`,
  )
  p.push(`<path d="${Array.from({ length: 7 }, (_, i) => `M${hallX + 60 + i * 100} 270v60`).join('')}" stroke="#8aa7bb" stroke-width="6"/>`)
  p.push(`<rect x="${hallX}" y="330" width="${hallW}" height="14" fill="${ACCENT}"/>`)
  for (let i = 0; i < 4; i++) {
    const x = hallX + 300 + i * 96
    p.push(`<rect x="${x}" y="470" width="76" height="130" fill="#b9c2c8" stroke="#98a3aa"/>`)
    p.push(`<path d="${Array.from({ length: 12 }, (_, k) => `M${x} ${478 + k * 10}h76`).join('')}" stroke="#a3adb4" stroke-width="2"/>`)
  }
  p.push(`<rect x="${hallX + 30}" y="380" width="240" height="60" fill="#6f8fa3"/>`)
  p.push(`<path d="M${hallX + 90} 380v60M${hallX + 150} 380v60M${hallX + 210} 380v60" stroke="#eef0f0" stroke-width="4"/>`)
  // Office block in glass at the front, with the entrance.
  p.push(floorShadow(300, 608, 230, 16, 0.3))
  p.push(`<rect x="90" y="300" width="420" height="300" fill="#f8f9f8"/>`)
  p.push(`<rect x="90" y="300" width="420" height="18" fill="${INK}"/>`)
  for (let row = 0; row < 3; row++) {
    p.push(`<rect x="110" y="${340 + row * 80}" width="380" height="58" fill="#7f9fb4"/>`)
    p.push(`<rect x="110" y="${340 + row * 80}" width="380" height="58" fill="url(#g-gloss)"/>`)
    p.push(`<path d="${Array.from({ length: 7 }, (_, i) => `M${110 + (i + 1) * 47.5} ${340 + row * 80}v58`).join('')}" stroke="#e8ecee" stroke-width="3"/>`)
  }
  p.push(`<rect x="250" y="530" width="100" height="70" fill="#58778b"/><rect x="236" y="516" width="128" height="12" fill="${ACCENT}"/>`)
  // Trees.
  for (const [x, s] of [
    [60, 1],
    [560, 0.8],
    [1150, 1.1],
    [380, 0.7],
  ] as const) {
    p.push(`<rect x="${x - 5 * s}" y="${600 - 90 * s}" width="${10 * s}" height="${90 * s}" fill="#7b6a55"/>`)
    p.push(
      `<circle cx="${x}" cy="${600 - 120 * s}" r="${55 * s}" fill="#7ca266"/><circle cx="${x - 26 * s}" cy="${600 - 96 * s}" r="${38 * s}" fill="#6a9156"/><circle cx="${x + 24 * s}" cy="${600 - 100 * s}" r="${36 * s}" fill="#8ab274"/>`,
    )
  }
  return p.join('')
}

function production(): string {
  const p: string[] = []
  p.push(
    `<linearGradient id="g-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9edef"/><stop offset="1" stop-color="#dfe4e6"/></linearGradient>`,
  )
  p.push(`<rect width="1200" height="800" fill="url(#g-wall)"/>`)
  p.push(`<path d="M0 540H1200V800H0Z" fill="#c9cfcf"/>`)
  p.push(`<path d="M0 700H1200" stroke="${ACCENT}" stroke-width="10"/><path d="M0 700H1200" stroke="#2f3a44" stroke-width="10" stroke-dasharray="30 30"/>`)
  for (let i = 0; i < 5; i++) p.push(`<rect x="${80 + i * 230}" y="60" width="160" height="120" fill="#f7f9fa" stroke="#c5cdd1"/>`)
  // Unwind stand with the paper reel.
  const reel = productDrawing({ kind: 'paper-reel', print: 'neutral' }, lineStyle('industrial', ''))
  p.push(`<rect x="90" y="310" width="20" height="250" fill="#6b7680"/><rect x="250" y="310" width="20" height="250" fill="#6b7680"/>`)
  p.push(place(reel.svg, 40, 250, 0.36))
  // Web running into the machine.
  p.push(
    `<path d="M150 420L420 330H1060" fill="none" stroke="#fbfbf6" stroke-width="16"/><path d="M150 420L420 330H1060" fill="none" stroke="#c2cace" stroke-width="16" stroke-opacity="0.3"/>`,
  )
  // Machine body: printing and sealing stations under guards.
  p.push(floorShadow(730, 585, 420, 20, 0.35))
  p.push(`<rect x="380" y="350" width="700" height="220" rx="8" fill="#8a959d"/>`)
  p.push(`<rect x="380" y="350" width="700" height="220" rx="8" fill="url(#g-face)"/>`)
  for (let i = 0; i < 4; i++) {
    const x = 410 + i * 165
    p.push(`<rect x="${x}" y="250" width="140" height="120" rx="6" fill="#dfe7ea" fill-opacity="0.55" stroke="#9aa7ae" stroke-width="3"/>`)
    p.push(
      `<circle cx="${x + 45}" cy="330" r="20" fill="#c3ccd1" stroke="#7f8a91" stroke-width="3"/><circle cx="${x + 95}" cy="330" r="20" fill="#c3ccd1" stroke="#7f8a91" stroke-width="3"/>`,
    )
    p.push(`<rect x="${x}" y="380" width="140" height="14" fill="${ACCENT}"/>`)
  }
  p.push(
    `<rect x="930" y="400" width="120" height="80" rx="6" fill="#2f3a44"/><rect x="942" y="412" width="96" height="56" rx="3" fill="#5c8fb0"/><rect x="950" y="420" width="50" height="6" fill="#fff" fill-opacity="0.7"/>`,
  )
  // Finished pouches collecting at the end, boxed beside.
  const pouch = productDrawing({ kind: 'flat-pouch' }, lineStyle('steripaper', 'Steripaper'))
  p.push(`<rect x="1000" y="540" width="170" height="60" fill="#5f6a72"/>`)
  p.push(place(pouch.svg, 1010, 440, 0.16, -4))
  const box = drawBox({ w: 150, d: 90, h: 110, colour: '#c9a57a', band: 0.1 })
  p.push(place(box.svg, 180, 560))
  p.push(place(drawBox({ w: 130, d: 80, h: 90, colour: '#c9a57a' }).svg, 30, 600))
  return p.join('')
}

function laboratory(): string {
  const p: string[] = []
  p.push(`<rect width="1200" height="800" fill="#eef2f3"/>`)
  p.push(`<rect x="0" y="0" width="1200" height="470" fill="#f5f8f8"/>`)
  // Wall cabinets with glassware.
  p.push(`<rect x="70" y="70" width="520" height="220" fill="#ffffff" stroke="#c8d0d3"/>`)
  p.push(`<path d="M330 70v220M70 180h520" stroke="#c8d0d3" stroke-width="2"/>`)
  for (let i = 0; i < 5; i++) {
    const x = 95 + i * 46
    p.push(`<rect x="${x}" y="${120 - (i % 2) * 14}" width="28" height="${54 + (i % 2) * 14}" rx="4" fill="#cfe4ee" stroke="#8fb0c0"/>`)
    p.push(`<rect x="${x + 260}" y="230" width="30" height="46" rx="3" fill="${i % 2 ? '#e5efd2' : '#d7e6ef'}" stroke="#96aab5"/>`)
  }
  // Bench.
  p.push(`<rect x="0" y="470" width="1200" height="34" fill="#dfe5e7"/><rect x="0" y="504" width="1200" height="296" fill="#c3ccd0"/>`)
  for (let i = 0; i < 4; i++)
    p.push(
      `<rect x="${40 + i * 300}" y="530" width="260" height="230" rx="6" fill="#cfd7da" stroke="#b0babf"/><rect x="${150 + i * 300}" y="560" width="40" height="8" rx="4" fill="#8d989e"/>`,
    )
  // Tensile tester: frame, crosshead, and a seal strip in the grips.
  p.push(floorShadow(860, 470, 150, 10, 0.3))
  p.push(`<rect x="740" y="150" width="24" height="320" fill="#7a868e"/><rect x="956" y="150" width="24" height="320" fill="#7a868e"/>`)
  p.push(`<rect x="730" y="130" width="260" height="36" rx="4" fill="#2f3a44"/><rect x="740" y="430" width="240" height="40" rx="4" fill="#2f3a44"/>`)
  p.push(`<rect x="764" y="250" width="192" height="26" fill="#9ba7ae"/>`)
  p.push(`<rect x="840" y="276" width="40" height="30" fill="#4a555d"/><rect x="840" y="394" width="40" height="36" fill="#4a555d"/>`)
  p.push(
    `<rect x="846" y="306" width="28" height="88" fill="#fbfaf3"/><rect x="846" y="340" width="28" height="20" fill="url(#tex-seal-h)"/><rect x="846" y="306" width="28" height="88" fill="#b7d3e4" fill-opacity="0.3"/>`,
  )
  p.push(`<rect x="1000" y="300" width="150" height="110" rx="6" fill="#2f3a44"/><rect x="1012" y="312" width="126" height="70" rx="3" fill="#e9f1f4"/>`)
  p.push(`<path d="M1020 370L1045 350L1065 356L1085 330L1105 336L1130 322" stroke="${mix(ACCENT_HEX, '#3d4a12', 0.35)}" stroke-width="3" fill="none"/>`)
  // Microscope.
  p.push(floorShadow(190, 472, 90, 10, 0.3))
  p.push(`<rect x="120" y="440" width="150" height="30" rx="8" fill="#e8ecee" stroke="#9aa5ab"/>`)
  p.push(
    `<path d="M220 440V300q0-30-30-30" stroke="#e8ecee" stroke-width="30" fill="none"/><path d="M220 440V300q0-30-30-30" stroke="#9aa5ab" stroke-width="2" fill="none"/>`,
  )
  p.push(`<rect x="130" y="250" width="28" height="90" rx="6" fill="#2f3a44" transform="rotate(-20 144 295)"/>`)
  p.push(`<rect x="150" y="360" width="100" height="10" fill="#9aa5ab"/><rect x="160" y="340" width="12" height="30" fill="#4a555d"/>`)
  // Samples under test: pouches and indicators.
  p.push(place(productDrawing({ kind: 'flat-pouch' }, lineStyle('veristeril', 'Veristeril')).svg, 330, 330, 0.22, 6))
  p.push(place(drawStrips(6, 'steam').svg, 500, 370, 0.22))
  p.push(
    `<ellipse cx="620" cy="468" rx="44" ry="10" fill="#dfeef3" stroke="#9ab9c6" stroke-width="2"/><ellipse cx="690" cy="466" rx="34" ry="8" fill="#e8f1d8" stroke="#a6bd84" stroke-width="2"/>`,
  )
  p.push(`<rect x="0" y="470" width="1200" height="4" fill="${ACCENT}"/>`)
  return p.join('')
}

const ACCENT_HEX = '#bbdc3c'
