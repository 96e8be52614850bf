import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { rewriteAddress } from './rewriteAddress.ts'

let frames: (() => void)[] = []
let address = new URL('https://example.com/')
const written: string[] = []

beforeEach(() => {
  frames = []
  written.length = 0
  address = new URL('https://example.com/sanitario/buste/?x=1#tabella')
  vi.useFakeTimers()
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  vi.stubGlobal('location', {
    get pathname() {
      return address.pathname
    },
    get search() {
      return address.search
    },
    get hash() {
      return address.hash
    },
  })
  vi.stubGlobal('history', {
    state: { router: 1 },
    replaceState: (state: unknown, _title: string, url: string) => {
      expect(state).toEqual({ router: 1 })
      written.push(url)
      address = new URL(url, address)
    },
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The next frame is painted: its callbacks run, then the tasks they queued. */
function paint() {
  for (const callback of frames.splice(0)) callback()
  vi.runAllTimers()
}

test('writes nothing before the frame is painted, then the change once, keeping the path, the hash and the router state', () => {
  rewriteAddress((search) => `${search}&w=200`)
  vi.runAllTimers()
  expect(written).toEqual([])
  paint()
  expect(written).toEqual(['/sanitario/buste/?x=1&w=200#tabella'])
})

test('changes asked for within one frame are written together, in order, onto the address as it then is', () => {
  rewriteAddress(() => '?w=2')
  rewriteAddress((search) => `${search}0`)
  rewriteAddress((search) => `${search}0`)
  expect(frames).toHaveLength(1)
  paint()
  expect(written).toEqual(['/sanitario/buste/?w=200#tabella'])
})

test('nothing is written once the visitor has left the page', () => {
  rewriteAddress(() => '?w=200')
  address = new URL('https://example.com/contatti/')
  paint()
  expect(written).toEqual([])
  rewriteAddress(() => '?q=1')
  paint()
  expect(written).toEqual(['/contatti/?q=1'])
})
