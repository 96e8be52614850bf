import sharp from 'sharp'

/**
 * SVG to an indexed-colour PNG, about 60 kB for a 1200×800 illustration. The full 256-colour
 * palette is both smaller and cleaner than fewer colours, which need heavy dithering; the light
 * dithering left hides banding in the soft gradients.
 */
export const PNG_OPTIONS = { palette: true, colours: 256, quality: 90, dither: 0.5, effort: 10, compressionLevel: 9 } as const

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).png(PNG_OPTIONS).toBuffer()
}
