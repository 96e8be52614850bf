import { expect, test, vi } from 'vitest'

test('errors caught before reporting starts are handed over when it starts, then reported at once', async () => {
  const { reportError, setErrorReporter } = await import('./errorReporter')
  const early = new Error('early')
  reportError(early, 'in Page')
  const reporter = vi.fn()
  setErrorReporter(reporter)
  expect(reporter).toHaveBeenCalledWith(early, 'in Page')
  const late = new Error('late')
  reportError(late)
  expect(reporter).toHaveBeenLastCalledWith(late, undefined)
  expect(reporter).toHaveBeenCalledTimes(2)
})

test('without error reporting at most ten errors wait', async () => {
  vi.resetModules()
  const { reportError, setErrorReporter } = await import('./errorReporter')
  for (let i = 0; i < 25; i++) reportError(new Error(`error ${i}`))
  const reporter = vi.fn()
  setErrorReporter(reporter)
  expect(reporter).toHaveBeenCalledTimes(10)
})
