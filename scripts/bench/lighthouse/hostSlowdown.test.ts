import { describe, expect, it } from 'vitest'
import { hostClass } from './hostSlowdown.ts'

describe('hostClass', () => {
  it("gives Lighthouse's default 4× only to a high-end desktop", () => {
    expect(hostClass(1500)).toEqual({ name: 'high-end desktop', slowdown: 4 })
    expect(hostClass(1499)).toEqual({ name: 'low-end desktop', slowdown: 2 })
  })

  it('slows a high-end phone 2× and a mid-tier phone not at all', () => {
    expect(hostClass(999)).toEqual({ name: 'high-end phone', slowdown: 2 })
    expect(hostClass(799)).toEqual({ name: 'mid-tier phone', slowdown: 1 })
    expect(hostClass(100)).toEqual({ name: 'low-end phone', slowdown: 1 })
  })
})
