/**
 * Runs `task` once the browser has painted the next frame: for work a tap or a key asked for but
 * need not wait for (a history call, compiling a reader), which would otherwise delay what they
 * show. A frame's callbacks run before its paint; a task queued from them runs after it.
 */
export const afterNextPaint = (task: () => void): void => {
  requestAnimationFrame(() => setTimeout(task))
}
