/**
 * Labels' codes drawn for the scan tests and benchmark: a code's modules as grey pixels (bwip-js's
 * own encoding, so no image decoder is needed), written as a camera's video for Chromium's fake
 * capture device, or as a PNG photo.
 */
import fs from 'node:fs'
import path from 'node:path'
import bwipjs from 'bwip-js/node'

/** The symbologies a label carries: GS1 DataMatrix, GS1 QR Code (a Digital Link URI in it), GS1-128. */
export type LabelSymbology = 'gs1datamatrix' | 'qrcode' | 'gs1-128'

interface Pixels {
  width: number
  height: number
  /** One byte a pixel, 0 black to 255 white, row after row. */
  gray: Uint8Array
}

/** A video frame's size: what a phone's camera sends by default. */
const FRAME = { width: 640, height: 480 }
/** Pixels of the code's drawing: 2D codes as wide as half the frame, a GS1-128 as wide as it allows. */
const LINEAR_HEIGHT = 120

/** The code's modules, each drawn as a square (2D) or a bar (linear) of whole pixels, centred on a white frame. */
function labelFrame(symbology: LabelSymbology, text: string): Pixels {
  const [symbol] = bwipjs.raw(symbology, text, {}) as { pixs?: number[]; pixx?: number; pixy?: number; sbs?: number[] }[]
  const gray = new Uint8Array(FRAME.width * FRAME.height).fill(255)
  const paint = (x: number, y: number, w: number, h: number) => {
    for (let row = y; row < y + h; row++) gray.fill(0, row * FRAME.width + x, row * FRAME.width + x + w)
  }
  if (symbol?.pixs && symbol.pixx && symbol.pixy) {
    const { pixs, pixx, pixy } = symbol
    const unit = Math.floor(FRAME.height / 2 / pixy)
    const left = Math.floor((FRAME.width - pixx * unit) / 2)
    const top = Math.floor((FRAME.height - pixy * unit) / 2)
    for (let y = 0; y < pixy; y++) for (let x = 0; x < pixx; x++) if (pixs[y * pixx + x]) paint(left + x * unit, top + y * unit, unit, unit)
  } else if (symbol?.sbs) {
    const modules = symbol.sbs.reduce((a, b) => a + b, 0)
    // A quiet zone of ten modules each side.
    const unit = Math.floor(FRAME.width / (modules + 20))
    if (unit < 1) throw new Error(`${text}: a GS1-128 of ${modules} modules does not fit ${FRAME.width} pixels`)
    let x = Math.floor((FRAME.width - modules * unit) / 2)
    const top = Math.floor((FRAME.height - LINEAR_HEIGHT) / 2)
    symbol.sbs.forEach((w, i) => {
      if (i % 2 === 0) paint(x, top, w * unit, LINEAR_HEIGHT)
      x += w * unit
    })
  } else throw new Error(`bwip-js drew no ${symbology} for ${text}`)
  return { width: FRAME.width, height: FRAME.height, gray }
}

/**
 * A video of the label, as Chromium's --use-file-for-fake-video-capture reads it (YUV4MPEG2, 4:2:0,
 * grey: the chroma planes neutral), in a folder of its own under `dir`; returns the file's path.
 */
export function writeLabelVideo(dir: string, name: string, symbology: LabelSymbology, text: string): string {
  const { width, height, gray } = labelFrame(symbology, text)
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128)
  const file = path.join(dir, `${name}.y4m`)
  fs.mkdirSync(dir, { recursive: true })
  // Two frames, which the device plays in a loop at 30 a second, as a phone's camera sends them.
  const frame = Buffer.concat([Buffer.from('FRAME\n'), gray, chroma])
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`), frame, frame]))
  return file
}

/** A photo of the label: a PNG of the code with its quiet zone, as bwip-js draws it. */
export const labelPhoto = (symbology: LabelSymbology, text: string): Promise<Buffer> =>
  bwipjs.toBuffer({ bcid: symbology, text, scale: 6, paddingwidth: 10, paddingheight: 10, backgroundcolor: 'FFFFFF' })
