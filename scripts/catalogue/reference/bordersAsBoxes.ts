/**
 * Each country's borders as the bounding box of each of its parts, from country-coder's simplified
 * borders: what countryBoxes.json holds, so that the generator does not load the borders, which
 * took longer than the rest of the catalogue takes to check. Run as a command, it writes the file
 * again (after an upgrade of country-coder; bordersAsBoxes.test.ts says when it is out of date).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { aggregateFeature } from '@rapideditor/country-coder'
import { iso31661 } from 'iso-3166'
import { type Box, COUNTRY_BOXES_FILE } from './countryBoxesFile.ts'

/** The boxes of every ISO 3166-1 country whose borders country-coder knows, by its code. */
export function bordersAsBoxes(): Record<string, Box[]> {
  const boxes: Record<string, Box[]> = {}
  for (const { alpha2 } of iso31661) {
    const geometry = aggregateFeature(alpha2)?.geometry
    const polygons = geometry?.type === 'MultiPolygon' ? geometry.coordinates : geometry?.type === 'Polygon' ? [geometry.coordinates] : []
    if (polygons.length === 0) continue
    boxes[alpha2] = polygons.map((polygon) => {
      const points = polygon.flat()
      const lons = points.map((p) => p[0]!)
      const lats = points.map((p) => p[1]!)
      return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]
    })
  }
  return boxes
}

/** One country a line, so that a change of borders is a change of its line. */
export function countryBoxesText(boxes: Record<string, Box[]>): string {
  const lines = Object.keys(boxes)
    .sort()
    .map((code) => `  ${JSON.stringify(code)}: ${JSON.stringify(boxes[code])}`)
  return `{\n${lines.join(',\n')}\n}\n`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(COUNTRY_BOXES_FILE, countryBoxesText(bordersAsBoxes()))
  console.log(`Written: ${path.relative(process.cwd(), COUNTRY_BOXES_FILE)}`)
}
