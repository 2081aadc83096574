import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

/**
 * How the sandbox gateway delivers its webhooks, as real gateways do: retried with growing pauses
 * until answered with a 2xx, and then delivered once more, a deliberate duplicate that the receiver
 * must recognise. Timers live in this process; a restart drops deliveries in progress, and the
 * deposit then expires (the sandbox is for development and tests).
 */
export type WebhookSend = (body: string, headers: Record<string, string>) => Promise<number>

export interface WebhookDeliveryOptions {
  send: WebhookSend
  /** Pauses before the 2nd, 3rd… attempt; the delivery gives up after the last. */
  retryDelaysMs: readonly number[]
  /** The pause before the duplicate delivery. */
  duplicateAfterMs: number
  log: FastifyBaseLogger
}

export interface WebhookDeliverer {
  /** `sign` is called for every attempt, so each carries a fresh timestamp. */
  deliver(body: string, sign: (body: string) => Record<string, string>): void
  /** Resolves when no delivery is waiting or running (tests). */
  idle(): Promise<void>
  close(): void
}

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000] as const
export const DEFAULT_DUPLICATE_AFTER_MS = 1_500

export function createWebhookDeliverer(options: WebhookDeliveryOptions): WebhookDeliverer {
  const timers = new Set<NodeJS.Timeout>()
  let pending = 0
  let waiters: (() => void)[] = []
  let closed = false

  function settle(): void {
    pending -= 1
    if (pending === 0) {
      for (const wake of waiters) wake()
      waiters = []
    }
  }

  function later(ms: number, run: () => Promise<void>): void {
    if (closed) return
    pending += 1
    const timer = setTimeout(() => {
      timers.delete(timer)
      void run().finally(settle)
    }, ms)
    timer.unref()
    timers.add(timer)
  }

  function attempt(
    body: string,
    sign: (body: string) => Record<string, string>,
    index: number,
    duplicate: boolean,
  ) {
    return async () => {
      let status = 0
      try {
        status = await options.send(body, { 'content-type': 'application/json', ...sign(body) })
      } catch (error) {
        options.log.warn({ err: error }, 'sandbox webhook delivery failed')
      }
      if (status >= 200 && status < 300) {
        if (!duplicate) later(options.duplicateAfterMs, attempt(body, sign, 0, true))
        return
      }
      const pause = options.retryDelaysMs[index]
      if (pause === undefined) {
        options.log.error({ status }, 'sandbox webhook undelivered after every retry')
        return
      }
      later(pause, attempt(body, sign, index + 1, duplicate))
    }
  }

  return {
    deliver(body, sign) {
      later(0, attempt(body, sign, 0, false))
    },
    idle() {
      if (pending === 0) return Promise.resolve()
      return new Promise((resolve) => waiters.push(resolve))
    },
    close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      pending -= timers.size
      timers.clear()
      if (pending <= 0) {
        pending = 0
        for (const wake of waiters) wake()
        waiters = []
      }
    },
  }
}

/**
 * Where sandbox webhooks go: a URL (SANDBOX_WEBHOOK_URL) over HTTP, or else this server's own route
 * through Fastify's inject, which runs the same route, parsers and hooks without a network hop.
 */
export function webhookTransport(url: string | undefined): {
  send: WebhookSend
  attach(app: FastifyInstance): void
} {
  let app: FastifyInstance | undefined
  return {
    attach(server) {
      app = server
    },
    async send(body, headers) {
      if (url) {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        })
        return response.status
      }
      if (!app) throw new Error('the sandbox webhook transport has no server attached')
      const response = await app.inject({
        method: 'POST',
        url: '/payments/sandbox/webhook',
        headers,
        payload: body,
      })
      return response.statusCode
    },
  }
}
