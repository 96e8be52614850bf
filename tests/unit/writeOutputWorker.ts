/** Child process for the concurrency test: writes the output folder `times` times, tagged with `id`. */
import { writeOutput } from '../../scripts/catalogue/writeOutput.ts'

const [outDir, id, times] = process.argv.slice(2) as [string, string, string]
for (let i = 0; i < Number(times); i++) {
  // Big enough that writing takes a moment, so runs overlap.
  const payload = { id, i, filler: 'x'.repeat(200_000) }
  writeOutput(outDir, { 'a.json': payload, 'b.json': payload, 'c.json': payload })
}
