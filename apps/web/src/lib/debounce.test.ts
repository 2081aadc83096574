import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { throttle, useDebouncedValue } from './debounce.ts'

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

describe('useDebouncedValue', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('settles 300 ms after the last change', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 's' },
    })
    rerender({ value: 'sa' })
    act(() => vi.advanceTimersByTime(200))
    rerender({ value: 'sar' })
    act(() => vi.advanceTimersByTime(299))
    expect(result.current).toBe('s')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('sar')
  })
})
