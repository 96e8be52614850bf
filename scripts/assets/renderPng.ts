import sharp from 'sharp'

/**
 * SVG to an indexed-colour PNG. A 64-colour palette keeps a 1200×800 illustration near 50 kB; light
 * dithering hides banding in the soft gradients.
 */
export const PNG_OPTIONS = { palette: true, colours: 128, quality: 80, dither: 0.5, effort: 10, compressionLevel: 9 } as const

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .png(PNG_OPTIONS)
    .toBuffer()
}
