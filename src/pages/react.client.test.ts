import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => vi.resetModules())

test("the root's hydration and uncaught errors go to error reporting, with their component stack", async () => {
  const { setErrorReporter } = await import('#src/features/errors/errorReporter.ts')
  const { default: react } = await import('./+react.client')
  const reported: [unknown, string | undefined][] = []
  setErrorReporter((error, stack) => reported.push([error, stack]))
  const mismatch = new Error('Hydration failed because the server rendered text did not match the client')
  const thrown = new Error('outside any boundary')
  react.hydrateRootOptions.onRecoverableError(mismatch, { componentStack: '\n    at Page' })
  react.createRootOptions.onUncaughtError(thrown, { componentStack: '\n    at Header' })
  expect(reported).toEqual([
    [mismatch, '\n    at Page'],
    [thrown, '\n    at Header'],
  ])
})
