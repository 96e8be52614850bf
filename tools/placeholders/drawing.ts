/** A drawing in its own coordinates, from (0, 0) to (w, h), ready to be placed in a scene. */
export interface Drawing {
  svg: string
  w: number
  h: number
}

let sequence = 0

/** Ids for clip paths and gradients that belong to one drawing; restarted per image so output is stable. */
export function uid(prefix: string): string {
  sequence += 1
  return `${prefix}${sequence}`
}

export function restartIds(): void {
  sequence = 0
}
