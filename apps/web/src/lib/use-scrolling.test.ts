import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useScrolling } from './use-scrolling.ts'

describe('useScrolling', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('is true while the page scrolls and until it has been still for the quiet time', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useScrolling(800))
    expect(result.current).toBe(false)

    act(() => void window.dispatchEvent(new Event('scroll')))
    expect(result.current).toBe(true)
    act(() => void vi.advanceTimersByTime(500))
    act(() => void window.dispatchEvent(new Event('scroll')))
    act(() => void vi.advanceTimersByTime(500))
    // 500 ms after the last scroll: still scrolling as far as the page knows.
    expect(result.current).toBe(true)
    act(() => void vi.advanceTimersByTime(300))
    expect(result.current).toBe(false)
  })

  it('stops listening when it unmounts', () => {
    vi.useFakeTimers()
    const remove = vi.spyOn(window, 'removeEventListener')
    const { unmount } = renderHook(() => useScrolling(800))
    unmount()
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function))
  })
})
