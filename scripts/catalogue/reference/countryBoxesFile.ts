import path from 'node:path'

/** West, south, east, north, in degrees. */
export type Box = [west: number, south: number, east: number, north: number]

/** Each country's borders as boxes, by its ISO 3166-1 code: written by bordersAsBoxes.ts, read by the check. */
export const COUNTRY_BOXES_FILE = path.join(import.meta.dirname, 'countryBoxes.json')
