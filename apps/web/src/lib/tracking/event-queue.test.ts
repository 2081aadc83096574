import type { ClientEvent } from '@panalo/contract/client-events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '../../api/client.ts'
import { EventQueue, type EventTransport } from './event-queue.ts'

function fakeTransport() {
  const posted: ClientEvent[][] = []
  const beaconed: ClientEvent[][] = []
  const transport: EventTransport & { fail?: Error } = {
    async post(events) {
      if (transport.fail) throw transport.fail
      posted.push(events)
    },
    beacon(events) {
      beaconed.push(events)
      return true
    },
  }
  return { transport, posted, beaconed }
}

describe('the event queue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends a batch as soon as 20 events are queued', async () => {
    const { transport, posted } = fakeTransport()
    const queue = new EventQueue(transport)
    for (let index = 0; index < 20; index++) queue.track({ eventName: 'pageView', eventPage: `/p${index}` })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted).toHaveLength(1)
    expect(posted[0]).toHaveLength(20)
    expect(posted[0]?.[0]).toMatchObject({
      eventName: 'pageView',
      channel: 'WEB',
      appId: 'panalo-web',
      eventUserId: null,
    })
  })

  it('sends what it has every 2 seconds', async () => {
    const { transport, posted } = fakeTransport()
    const queue = new EventQueue(transport)
    queue.track({ eventName: 'pageView' })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(posted).toHaveLength(1)
  })

  it('hands everything to sendBeacon when the page is hidden', () => {
    const { transport, beaconed } = fakeTransport()
    const queue = new EventQueue(transport)
    queue.track({ eventName: 'pageView' })
    queue.track({ eventName: 'click' })
    queue.flushOnHide()
    expect(beaconed).toHaveLength(1)
    expect(beaconed[0]).toHaveLength(2)
    expect(queue.size).toBe(0)
  })

  it('keeps a batch that failed for the network and drops one the server refused', async () => {
    const { transport, posted } = fakeTransport()
    const queue = new EventQueue(transport)
    transport.fail = new TypeError('Failed to fetch')
    queue.track({ eventName: 'pageView' })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(queue.size).toBe(1)
    transport.fail = new ApiError('anonymous/appEventLogClient', 422, 'bad', null)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(queue.size).toBe(0)
    expect(posted).toHaveLength(0)
  })

  it('stamps the signed-in player', async () => {
    const { transport, posted } = fakeTransport()
    const queue = new EventQueue(transport)
    queue.setUserId(42)
    queue.track({ eventName: 'pageView' })
    await queue.flush()
    expect(posted[0]?.[0]?.eventUserId).toBe(42)
  })
})
