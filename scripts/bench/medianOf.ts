/** What every benchmark reports: the median of its runs, and how busy the machine was. */
import os from 'node:os'

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The load averages of 1, 5 and 15 minutes, "1.19, 2.23, 2.77": a figure from a busy machine says so. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')
