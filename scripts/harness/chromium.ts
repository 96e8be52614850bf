/**
 * The Chromium tests and benchmarks drive: Debian's package here, the runner's own on GitHub
 * (CHROMIUM_PATH), started with what a machine without a network needs.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
