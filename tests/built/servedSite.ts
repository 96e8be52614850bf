/**
 * The built site served as the host serves it (globalSetup.ts), for the tests that read it as a
 * crawler or a scanner does, over HTTP.
 */
import { inject } from 'vitest'

export const servedOrigin = (): string => inject('servedOrigin')
