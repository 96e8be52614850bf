import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from './compileHints.ts'

type Handler = (this: unknown, options: unknown, bundle: Record<string, unknown>) => void

function generateBundle(bundle: Record<string, unknown>) {
  const hook = compileHints((id) => id.includes('/node_modules/react-dom/')).generateBundle as { order: string; handler: Handler }
  expect(hook.order).toBe('post')
  hook.handler.call({}, {}, bundle)
}

const chunk = (code: string, moduleIds: string[], mappings?: string) => ({ type: 'chunk', code, moduleIds, map: mappings === undefined ? null : { mappings } })

describe('compileHints', () => {
  it("puts the hint first in a chunk holding a chosen module, above Vite's map of preloaded files", () => {
    const bundle = { react: chunk('const __vite__mapDeps=1;\nexport{}', ['/p/node_modules/react-dom/client.js', '/p/src/x.ts']) }
    generateBundle(bundle)
    expect(bundle.react.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{}`)
  })

  it('leaves alone the chunks without one, and the assets', () => {
    const page = chunk('export{}', ['/p/src/pages/a.ts'])
    const style = { type: 'asset', source: 'a{}' }
    generateBundle({ page, style })
    expect(page.code).toBe('export{}')
    expect(style).toEqual({ type: 'asset', source: 'a{}' })
  })

  it("moves the source map's lines down by the one it adds", () => {
    const bundle = { react: chunk('a()\nb()', ['/p/node_modules/react-dom/index.js'], 'AAAA;AACA') }
    generateBundle(bundle)
    expect(bundle.react.map).toEqual({ mappings: ';AAAA;AACA' })
  })
})
