/** Photos are read at this many pixels on their longer side at most: a phone's 12 megapixels take seconds to read and say no more. */
const MAX_SIDE = 2000

/** A photo's pixels, decoded by the browser (any format it shows) and scaled down to MAX_SIDE. */
export async function imageDataOf(file: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const width = Math.round(bitmap.width * scale)
  const height = Math.round(bitmap.height * scale)
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  return context.getImageData(0, 0, width, height)
}
