import { afterEach, beforeEach, expect, test, vi } from 'vitest'

/** A page as far as the recorder sees it: its address, history, events, console and fetch. */
function stubPage(answer: (url: string) => Promise<Response>) {
  const events = new EventTarget()
  const location = { href: 'https://example.com/', pathname: '/' }
  const go = (url: string) => {
    const next = new URL(url, location.href)
    location.href = next.href
    location.pathname = next.pathname
  }
  vi.stubGlobal('location', location)
  vi.stubGlobal('history', { pushState: (_s: unknown, _t: string, url: string) => go(url), replaceState: (_s: unknown, _t: string, url: string) => go(url) })
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events))
  vi.stubGlobal('fetch', (input: string) => answer(input))
  vi.stubGlobal('window', globalThis)
  vi.stubGlobal('console', { ...console, warn: () => undefined, error: () => undefined })
  return { events, go }
}

beforeEach(() => vi.resetModules())
afterEach(() => vi.unstubAllGlobals())

test('navigations (paths, no query), console warnings and errors and failed requests, in order, with their times', async () => {
  stubPage(async (url) => (url.includes('missing') ? new Response('', { status: 404 }) : new Response('{}')))
  const { recordBreadcrumbs, takeBreadcrumbs } = await import('./breadcrumbRecorder')
  recordBreadcrumbs()
  history.pushState(null, '', '/cerca/?q=anna%20rossi')
  console.warn('slow', 3)
  await fetch('/search-index/p-bu.json')
  await fetch('/search-index/missing.json?x=1')
  history.replaceState(null, '', '/cerca/?q=other')
  console.error(new Error('broken'))
  const crumbs = takeBreadcrumbs()
  expect(crumbs.map(({ timestamp: _, ...rest }) => rest)).toEqual([
    { category: 'navigation', data: { from: '/', to: '/cerca/' } },
    { category: 'console', level: 'warning', message: 'slow 3' },
    { category: 'fetch', type: 'http', level: 'error', data: { method: 'GET', url: '/search-index/missing.json', status_code: 404 } },
    { category: 'console', level: 'error', message: 'Error: broken' },
  ])
  const times = crumbs.map((c) => c.timestamp)
  expect(times).toEqual([...times].sort((a, b) => a - b))
  expect(Math.abs(times[0]! - Date.now() / 1000)).toBeLessThan(5)
  expect(JSON.stringify(crumbs)).not.toContain('anna')
})

test('a request that fails is kept, and still fails for its caller', async () => {
  stubPage(async () => Promise.reject(new TypeError('Failed to fetch')))
  const { recordBreadcrumbs, takeBreadcrumbs } = await import('./breadcrumbRecorder')
  recordBreadcrumbs()
  await expect(fetch('https://api.example.com/send?key=1')).rejects.toThrow('Failed to fetch')
  expect(takeBreadcrumbs().map((c) => c.data)).toEqual([{ method: 'GET', url: '/send' }])
})

test('keeps the last hundred; once taken, records nothing more', async () => {
  stubPage(async () => new Response('{}'))
  const { MAX_BREADCRUMBS, recordBreadcrumbs, takeBreadcrumbs } = await import('./breadcrumbRecorder')
  recordBreadcrumbs()
  for (let i = 0; i < 150; i++) console.warn(`warning ${i}`)
  const crumbs = takeBreadcrumbs()
  expect(crumbs).toHaveLength(MAX_BREADCRUMBS)
  expect(crumbs[0]!.message).toBe('warning 50')
  expect(crumbs.at(-1)!.message).toBe('warning 149')
  console.warn('after')
  expect(takeBreadcrumbs()).toEqual([])
})
