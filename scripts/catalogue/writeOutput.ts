import fs from 'node:fs'
import path from 'node:path'

/**
 * Writes all files into a fresh folder beside the output, then swaps it in, so the output is
 * either the previous complete set or the new complete set, never a mix.
 */
export function writeOutput(outDir: string, files: Record<string, unknown>): void {
  const parent = path.dirname(outDir)
  fs.mkdirSync(parent, { recursive: true })
  const staging = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}-new-`))
  try {
    for (const [name, data] of Object.entries(files)) {
      fs.writeFileSync(path.join(staging, name), `${JSON.stringify(data, null, 2)}\n`)
    }
    const old = `${staging}-old`
    if (fs.existsSync(outDir)) fs.renameSync(outDir, old)
    fs.renameSync(staging, outDir)
    fs.rmSync(old, { recursive: true, force: true })
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true })
    throw e
  }
}
