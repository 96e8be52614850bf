/**
 * Runs `task` once the browser has painted the next frame: for work a tap or a key asked for but
 * need not wait for (a history call, compiling a reader, looking up suggestions), which would
 * otherwise delay what they show. A frame's callbacks run before its paint; a task queued from
 * them runs after it (https://web.dev/articles/optimize-inp#yield_to_allow_rendering_work_to_occur_sooner).
 * Returns what cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
