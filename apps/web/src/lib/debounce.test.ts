import { describe, expect, it, vi } from 'vitest'

import { throttle } from './debounce.ts'

describe('throttle', () => {
  it('runs at most once per interval however often it is asked', () => {
    let now = 0
    const work = vi.fn()
    const refresh = throttle(work, 1_000, () => now)
    refresh()
    refresh()
    now = 999
    refresh()
    expect(work).toHaveBeenCalledTimes(1)
    now = 1_000
    refresh()
    expect(work).toHaveBeenCalledTimes(2)
  })
})
