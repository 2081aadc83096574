import { describe, expect, it, vi } from 'vitest'

import { emitApiEvent, onApiEvent } from './api-events.ts'

describe('api events', () => {
  it('tells every listener, and only while it listens', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = onApiEvent('timeout', first)
    const stopSecond = onApiEvent('timeout', second)
    emitApiEvent('timeout', { call: 'anonymous/appConfig' })
    stopFirst()
    emitApiEvent('timeout', { call: 'preLogin' })
    expect(first.mock.calls).toEqual([[{ call: 'anonymous/appConfig' }]])
    expect(second.mock.calls).toEqual([[{ call: 'anonymous/appConfig' }], [{ call: 'preLogin' }]])
    stopSecond()
  })

  it('keeps an event that came before anyone listened for the first listener, once', () => {
    emitApiEvent('maintenance', { info: null })
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = onApiEvent('maintenance', first)
    const stopSecond = onApiEvent('maintenance', second)
    expect(first.mock.calls).toEqual([[{ info: null }]])
    expect(second).not.toHaveBeenCalled()
    stopFirst()
    stopSecond()
  })
})
