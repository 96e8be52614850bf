/**
 * ISO 3166's country and subdivision codes from the iso-3166 package, as isoCodes.json holds them:
 * the generator reads the file, which parses in a tenth of the time the package's modules take to
 * load. Run as a command, it writes the file again (after an upgrade of iso-3166; isoCodes.test.ts
 * says when it is out of date).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { iso31661, iso31662 } from 'iso-3166'
import { ISO_CODES_FILE, type IsoCodes } from './isoCodesFile.ts'

export function isoCodes(): IsoCodes {
  return { countries: iso31661.map((c) => c.alpha2).sort(), subdivisions: iso31662.map((s) => [s.code, s.name, s.parent]) }
}

/** One code a line, so that a change of ISO 3166 is a change of its lines. */
export function isoCodesText({ countries, subdivisions }: IsoCodes): string {
  const list = (items: unknown[]) => items.map((item) => `    ${JSON.stringify(item)}`).join(',\n')
  return `{\n  "countries": [\n${list(countries)}\n  ],\n  "subdivisions": [\n${list(subdivisions)}\n  ]\n}\n`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(ISO_CODES_FILE, isoCodesText(isoCodes()))
  console.log(`Written: ${path.relative(process.cwd(), ISO_CODES_FILE)}`)
}
