import manifestJson from '#src/generated/search-manifest.json'
import { fetchJsonOnce } from '#src/search/fetchJsonOnce.ts'
import { gtinFileOf, type SearchManifest } from '#src/search/indexFiles.ts'
import { SEARCH_INDEX_PATH } from '#src/search/searchIndexPath.ts'

const manifest = manifestJson as SearchManifest

/** Whether a GTIN (14 digits) is one of the catalogue's, by the search's GTIN index: one file of a few kilobytes. */
export async function isOurGtin(gtin: string): Promise<boolean> {
  const file = await fetchJsonOnce<Record<string, string>>(`${SEARCH_INDEX_PATH}${manifest.version}/g-${gtinFileOf(gtin, manifest.gtinFiles)}.json`)
  return file[gtin] !== undefined
}
