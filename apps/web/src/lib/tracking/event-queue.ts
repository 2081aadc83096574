import {
  CHANNEL,
  EVENT_BATCH_MAX,
  EVENT_FLUSH_COUNT,
  EVENT_FLUSH_INTERVAL_MS,
} from '@panalo/contract/constants'
import type { ClientEvent } from '@panalo/contract/client-events'

import { apiCall, ApiError, API_BASE } from '../../api/client.ts'
import { APP_ID, APP_VERSION, automaticFields } from '../../api/automatic-fields.ts'

type EventFields = Omit<ClientEvent, 'eventTime' | 'eventUserId' | 'channel' | 'appId' | 'version'>

const CALL = 'anonymous/appEventLogClient'

export interface EventTransport {
  post(events: ClientEvent[]): Promise<void>
  /** Hands the batch to navigator.sendBeacon; false when the browser would not take it. */
  beacon(events: ClientEvent[]): boolean
}

/**
 * The tracking queue of SPEC.md §9: events wait here and go to the server in one batch when 20 are
 * queued, every 2 seconds, and when the page is hidden (then by sendBeacon, which survives the page
 * closing). A batch that fails for the network is kept and sent with the next one.
 */
export class EventQueue {
  private queue: ClientEvent[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private userId: number | null = null
  private readonly transport: EventTransport

  constructor(transport: EventTransport) {
    this.transport = transport
  }

  setUserId(userId: number | null): void {
    this.userId = userId
  }

  track(fields: EventFields): void {
    this.queue.push({
      ...fields,
      eventTime: Date.now(),
      eventUserId: this.userId,
      channel: CHANNEL,
      appId: APP_ID,
      version: APP_VERSION,
    })
    if (this.queue.length >= EVENT_FLUSH_COUNT) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), EVENT_FLUSH_INTERVAL_MS)
  }

  get size(): number {
    return this.queue.length
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.queue.splice(0, EVENT_BATCH_MAX)
    if (batch.length === 0) return
    try {
      await this.transport.post(batch)
    } catch (error) {
      // The server refused the batch itself: sending it again would fail again.
      if (error instanceof ApiError) return
      this.queue.unshift(...batch.slice(0, EVENT_BATCH_MAX - this.queue.length))
    }
    if (this.queue.length > 0) this.timer ??= setTimeout(() => void this.flush(), EVENT_FLUSH_INTERVAL_MS)
  }

  /** On page hide: hand everything to the browser, which delivers it even as the page goes away. */
  flushOnHide(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, EVENT_BATCH_MAX)
      if (!this.transport.beacon(batch)) {
        void this.transport.post(batch).catch(() => undefined)
      }
    }
  }
}

export const browserTransport: EventTransport = {
  async post(events: ClientEvent[]) {
    await apiCall(CALL, { eventList: events })
  },
  beacon(events: ClientEvent[]) {
    if (typeof navigator.sendBeacon !== 'function') return false
    // text/plain keeps the beacon a simple request; the server reads the body as JSON.
    const body = new Blob([JSON.stringify({ ...automaticFields(), eventList: events })], {
      type: 'text/plain',
    })
    return navigator.sendBeacon(`${API_BASE}${CALL}`, body)
  },
}

export const eventQueue = new EventQueue(browserTransport)

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') eventQueue.flushOnHide()
  })
  window.addEventListener('pagehide', () => eventQueue.flushOnHide())
}
