import { reportError, whenErrorsWait } from './errorReporter'

/** What starts error reporting besides an error: the visitor's first click or key press. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const

/**
 * How long the visitor's clicks and keys pause before it starts: its download ends in a task of
 * its own, which would otherwise fall between a key and the next one, or a tap and its click.
 */
export const PAUSE_MS = 1000

/**
 * Starts error reporting (`start`: downloads and runs it) when it has something to do: at the
 * first error, or once the visitor's first clicks or key presses pause, so that the breadcrumbs of
 * what they do next are kept (breadcrumbRecorder.ts keeps those before). A visitor who reads and
 * leaves never downloads it, and no page's first load carries it. Until it starts, errors wait in errorReporter's queue: React's (the error
 * boundary, hydration) and, listened for here, those no code caught.
 */
export function startWhenNeeded(target: EventTarget, start: () => Promise<unknown>): void {
  let started = false
  const onError = (event: Event) => reportError((event as ErrorEvent).error ?? (event as ErrorEvent).message)
  const onRejection = (event: Event) => reportError((event as PromiseRejectionEvent).reason)
  let pause: ReturnType<typeof setTimeout> | undefined
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(begin, { timeout: 2000 }) : setTimeout(begin, 200))
  const onInteraction = () => {
    clearTimeout(pause)
    pause = setTimeout(whenIdle, PAUSE_MS)
  }
  function begin() {
    if (started) return
    started = true
    clearTimeout(pause)
    for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, { capture: true })
    // Once it runs, error reporting listens for uncaught errors itself; until then they wait.
    void start().finally(() => {
      target.removeEventListener('error', onError)
      target.removeEventListener('unhandledrejection', onRejection)
    })
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, { capture: true, passive: true })
  whenErrorsWait(begin)
}
