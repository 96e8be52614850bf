import type { GeneratedData } from '../../../src/catalogue/readGenerated.ts'
import { readGenerated } from '../../../src/catalogue/readGenerated.ts'
import { sharePictureOf } from '../../../src/features/sharing/sharePicture.ts'
import { type OptimiseResult, type PictureUses, optimizeImages } from './optimizeImages.ts'
import type { EmitterInput } from './emitter.ts'

/**
 * The pictures that need more than the page variants: each page's share picture, by the rule its
 * <head> follows, and the product pictures the search suggestions show as thumbnails.
 */
function picturesInUse({ catalogue, site, routes }: GeneratedData, pictures: readonly string[]): PictureUses {
  const pictureOf = sharePictureOf({ catalogue, site, pictures })
  return {
    share: new Set(routes.flatMap((r) => [pictureOf(r, 'it').src, pictureOf(r, 'en').src])),
    thumbnails: new Set(catalogue.products.map((p) => p.image)),
  }
}

/**
 * The emitters' input for the project at `root`: the generated data read on first use, the
 * pictures encoded on first use (the client and server builds both ask; a benchmark asks again),
 * each then kept. A changed catalogue or picture needs a new one.
 */
export function cachedEmitterInput(root: string, origin: string): EmitterInput {
  let data: GeneratedData | undefined
  let images: Promise<OptimiseResult> | undefined
  const input: EmitterInput = {
    root,
    origin,
    get data() {
      return (data ??= readGenerated(root))
    },
    images: () => (images ??= optimizeImages(root, (pictures) => picturesInUse(input.data, pictures))),
  }
  return input
}
