/**
 * How a product line looks in the illustrations: film tint, paper, print colour and the line name
 * printed small on the packaging, so that pictures of different lines can be told apart.
 */

export interface LineStyle {
  /** Printed on the packaging, e.g. "STERIPAPER". */
  label: string
  /** Tint of the transparent film. */
  film: string
  /** Colour of the paper or nonwoven side. */
  paper: string
  texture: 'tex-paper' | 'tex-nonwoven' | 'tex-tyvek'
  /** Ink of the printed band. */
  ink: string
  /** Process indicators printed on the packaging; none on neutral industrial items. */
  indicators: { label: string; colour: string }[]
}

const steam = { label: 'STEAM', colour: '#4d6db3' }
const eo = { label: 'EO', colour: '#d2668a' }
const h2o2 = { label: 'H2O2', colour: '#9a4fb4' }

const known: Record<string, Omit<LineStyle, 'label'>> = {
  steripaper: { film: '#b7d3e4', paper: '#fbfaf3', texture: 'tex-paper', ink: '#2a5d8a', indicators: [steam, eo] },
  greenfit: { film: '#bfdcb9', paper: '#f4f6ea', texture: 'tex-paper', ink: '#3c7a36', indicators: [steam, eo] },
  veristeril: { film: '#b5dcd9', paper: '#fbfbf6', texture: 'tex-paper', ink: '#1d6c74', indicators: [steam, eo] },
  veristeril3: { film: '#cfcbe8', paper: '#fbfaf6', texture: 'tex-paper', ink: '#4b4788', indicators: [steam, eo] },
  sterinw: { film: '#c2d6e8', paper: '#f7f9fb', texture: 'tex-nonwoven', ink: '#2b5e93', indicators: [steam, eo] },
  sterilow: { film: '#d6cbe6', paper: '#fcfcfd', texture: 'tex-tyvek', ink: '#6a3f8e', indicators: [h2o2] },
  industrial: { film: '#cdd6dc', paper: '#fbfbf8', texture: 'tex-paper', ink: '#56626c', indicators: [] },
}

/** Lines added later get one of these, chosen by their id, until someone adds them above. */
const fallbacks: Omit<LineStyle, 'label'>[] = [
  { film: '#bcd2e0', paper: '#fbfaf4', texture: 'tex-paper', ink: '#35607f', indicators: [steam, eo] },
  { film: '#c6ddc4', paper: '#f8f9f2', texture: 'tex-paper', ink: '#47703f', indicators: [steam, eo] },
  { film: '#d3cfe3', paper: '#fbfaf6', texture: 'tex-paper', ink: '#55508a', indicators: [steam, eo] },
]

export function lineStyle(lineId: string, lineName: string): LineStyle {
  const id = lineId.toLowerCase().replace(/[^a-z0-9]/g, '')
  let base = known[id]
  if (!base) {
    let h = 0
    for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0
    base = fallbacks[h % fallbacks.length]!
  }
  return { label: lineName.toUpperCase(), ...base }
}
