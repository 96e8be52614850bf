/**
 * Lighthouse's simulated phone is the host's processor slowed down 4 times, a figure chosen for a
 * high-end desktop. Its documentation gives, for each class of host by `benchmarkIndex`, the
 * slowdown that makes a mid-tier phone of it instead
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown).
 */
const CLASSES = [
  { from: 1500, name: 'high-end desktop', slowdown: 4 },
  { from: 1000, name: 'low-end desktop', slowdown: 2 },
  { from: 800, name: 'high-end phone', slowdown: 2 },
  { from: 125, name: 'mid-tier phone', slowdown: 1 },
  { from: -Infinity, name: 'low-end phone', slowdown: 1 },
] as const

/** The class of a host by Lighthouse's `benchmarkIndex`, and the slowdown its table gives for a mid-tier phone. */
export function hostClass(benchmarkIndex: number): { name: string; slowdown: number } {
  const { name, slowdown } = CLASSES.find((c) => benchmarkIndex >= c.from)!
  return { name, slowdown }
}
