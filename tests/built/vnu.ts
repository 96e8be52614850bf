/** The Nu HTML Checker (vnu, the engine of the W3C's checker), run on files by its jar. */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar')

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

/** vnu on the files in one Java process (a start per page would take minutes); info messages left out. */
export function check(files: string[]): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', '--skip-info-messages', ...files]
  return new Promise((resolve, reject) => {
    execFile('java', args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) {
        const hint =
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? ' No java command: install a Java runtime (11 or later; .ci/run installs default-jre-headless).'
            : ''
        reject(new Error(`The Nu HTML Checker did not run: ${error.message}${hint}`))
      } else resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages)
    })
  })
}
