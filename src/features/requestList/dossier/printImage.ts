/**
 * A picture the site serves, as a file the PDF maker embeds: decoded by the browser, whatever its
 * format, and encoded again no larger than it prints at 300 dpi in the box it is drawn in, so a
 * sheet carries what it prints and no more. A picture that does not arrive or cannot be read is
 * none, and the sheet is made without it.
 */
import { type Box, fitIn } from './pdfFlow'

/** Dots per inch of print; a point is 1/72 inch. */
const PRINT_DPI = 300
// A drawing or a photograph prints at this quality without visible loss, at a fraction of a PNG's size.
const JPEG_QUALITY = 0.85

/** The pixels an image of `width` × `height` pixels needs to print at 300 dpi in `box`: never more than it has. */
export function printPixels(box: Box, width: number, height: number): Box {
  const scale = Math.min(1, ((fitIn(box, width, height).width / 72) * PRINT_DPI) / width)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

export async function printImage(url: string, box: Box, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array | undefined> {
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const bitmap = await createImageBitmap(await response.blob())
    const canvas = Object.assign(document.createElement('canvas'), printPixels(box, bitmap.width, bitmap.height))
    const context = canvas.getContext('2d')!
    if (type === 'image/jpeg') {
      // JPEG has no transparency: what is transparent is white, as on the pages.
      context.fillStyle = '#fff'
      context.fillRect(0, 0, canvas.width, canvas.height)
    }
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY))
    if (!blob) throw new Error('the browser could not encode it')
    return new Uint8Array(await blob.arrayBuffer())
  } catch (error) {
    console.warn(`${url} is left out of the technical sheet:`, error)
    return undefined
  }
}
