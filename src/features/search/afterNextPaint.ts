/**
 * Runs `task` once the browser has painted the next frame: from a frame callback, in a task of its
 * own, so that what a key or a tap shows is drawn before the work it starts
 * (https://web.dev/articles/optimize-inp#yield_to_allow_rendering_work_to_occur_sooner).
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
