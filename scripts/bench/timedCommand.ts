/**
 * A command's wall time, its processor time as GNU time counts it, and the peak of the memory its
 * processes hold together, sampled every 50 ms: a build that starts helper processes needs the sum
 * of their memory at once, which GNU time's maximum of a single process hides.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface StepRun {
  seconds: number
  /** The most memory the command's processes held at one time: the sum of their resident sets. */
  peakMb: number
  /** Processor time (user + system): on a shared machine, what the build itself costs. */
  cpuSeconds: number
}

/** Resident memory of a process and all its descendants, in bytes, from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command name is in parentheses and may hold spaces; the parent's pid follows it.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let bytes = 0
  const pending = [rootPid]
  while (pending.length > 0) {
    const pid = pending.pop()!
    try {
      bytes += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES
    } catch {
      // Ended meanwhile.
    }
    pending.push(...(children.get(pid) ?? []))
  }
  return bytes
}
const PAGE_BYTES = 4096

/**
 * Wall time and processor time of one command, as GNU time measures them, and the peak of the
 * memory its processes hold together, sampled every 50 ms: a build that starts helper processes
 * needs the sum of their memory at once, which GNU time's maximum of a single process hides.
 */
async function timed(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<StepRun> {
  // GNU time's report goes beside the system's temporary files, not into the measured checkout.
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'timed-'))
  const report = path.join(reportDir, 'time')
  // What the command says on failure is kept, so that a failed build says why.
  const child = spawn('/usr/bin/time', ['-o', report, '-f', '%e %U %S', command, ...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] })
  let errors = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)))
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 50)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearInterval(sampler)
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${code}) in ${cwd}:\n${errors.trim()}`)
  const [seconds, user, system] = fs.readFileSync(report, 'utf8').trim().split(/\s+/).slice(-3).map(Number) as [number, number, number]
  fs.rmSync(reportDir, { recursive: true, force: true })
  return { seconds, peakMb: peak / 1024 / 1024, cpuSeconds: user + system }
}

/**
 * `npm run build` of the project at `root`, as its own package.json defines it (the catalogue
 * included), in the preview mode (no SITE_URL needed), into a fresh `outDir`.
 */
export function timedBuild(root: string, outDir = 'dist'): Promise<StepRun> {
  fs.rmSync(path.join(root, outDir), { recursive: true, force: true })
  return timed(root, 'npm', ['run', '-s', 'build', '--', '--mode', 'preview'], { ...process.env, OUT_DIR: outDir })
}
