/**
 * The trail of what happened before error reporting starts (it is downloaded at the first error:
 * startWhenNeeded.ts): navigations, clicks, console warnings and errors, and
 * failed requests, kept as Sentry keeps breadcrumbs (at most MAX_BREADCRUMBS, the oldest dropped)
 * and handed over, in order and with their times, when it starts (startErrorReporting.ts). It is
 * in the first script of every page, so it stays small. Nothing personal: a click is its element
 * (tag, id, classes), never its text or a field's value; addresses are paths, without query strings
 * (the search's ?q= is typed text).
 */

/** A breadcrumb as Sentry's addBreadcrumb takes it; timestamp in seconds. */
export interface Breadcrumb {
  timestamp: number
  category: string
  type?: string
  level?: 'warning' | 'error'
  message?: string
  data?: Record<string, unknown>
}

/** As many as the error reporter keeps (maxBreadcrumbs). */
export const MAX_BREADCRUMBS = 100

let trail: Breadcrumb[] | undefined

const pathOf = (url: string) => new URL(url, location.href).pathname

/** An element as a click breadcrumb names it: "a.nav-link", "button#send.primary". */
function elementOf(target: EventTarget | null): string {
  const el = target instanceof Element ? (target.closest('a,button,input,select,textarea,summary,label') ?? target) : null
  if (!el) return ''
  return el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + [...el.classList].map((c) => `.${c}`).join('')
}

/** Starts recording, on this page and the pages reached from it on the client. */
export function recordBreadcrumbs(): void {
  const crumbs: Breadcrumb[] = []
  trail = crumbs
  const add = (crumb: Omit<Breadcrumb, 'timestamp'>) => {
    // Once handed over, the error reporter records for itself.
    if (trail !== crumbs) return
    crumbs.push({ timestamp: Date.now() / 1000, ...crumb })
    if (crumbs.length > MAX_BREADCRUMBS) crumbs.shift()
  }

  let from = location.pathname
  const navigated = () => {
    const to = location.pathname
    if (to !== from) add({ category: 'navigation', data: { from, to } })
    from = to
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method]
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args)
      navigated()
    }
  }
  addEventListener('popstate', navigated)
  addEventListener('click', (event) => add({ category: 'ui.click', message: elementOf(event.target) }), true)

  for (const method of ['warn', 'error'] as const) {
    const original = console[method]
    console[method] = function (this: Console, ...args: unknown[]) {
      add({ category: 'console', level: method === 'warn' ? 'warning' : 'error', message: args.map(String).join(' ') })
      original.apply(this, args)
    }
  }

  const originalFetch = fetch
  window.fetch = (input, init) => {
    const request = {
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      url: pathOf(input instanceof Request ? input.url : String(input)),
    }
    const failed = (status?: number) =>
      add({ category: 'fetch', type: 'http', level: 'error', data: { ...request, ...(status ? { status_code: status } : {}) } })
    return originalFetch(input, init).then(
      (response) => {
        if (!response.ok) failed(response.status)
        return response
      },
      (error: unknown) => {
        failed()
        throw error
      },
    )
  }
}

/** The breadcrumbs recorded so far, oldest first; recording stops. */
export function takeBreadcrumbs(): Breadcrumb[] {
  const taken = trail ?? []
  trail = undefined
  return taken
}
