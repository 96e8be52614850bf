import { reportError, whenErrorsWait } from './errorReporter'

/**
 * Starts error reporting (`start`: downloads and runs it) when it has something to do: at the
 * first error. Not at a click or a key: starting it is a long task, which the visitor's next tap
 * or key would wait for, and breadcrumbRecorder.ts keeps what they do until it starts. A visitor
 * who meets no error never downloads it, and no page's first load carries it. Until it starts,
 * errors wait in errorReporter's queue: React's (the error boundary, hydration) and, listened for
 * here, those no code caught.
 */
export function startWhenNeeded(target: EventTarget, start: () => Promise<unknown>): void {
  let started = false
  const onError = (event: Event) => reportError((event as ErrorEvent).error ?? (event as ErrorEvent).message)
  const onRejection = (event: Event) => reportError((event as PromiseRejectionEvent).reason)
  function begin() {
    if (started) return
    started = true
    // Once it runs, error reporting listens for uncaught errors itself; until then they wait.
    void start().finally(() => {
      target.removeEventListener('error', onError)
      target.removeEventListener('unhandledrejection', onRejection)
    })
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  whenErrorsWait(begin)
}
