import type { FastifyBaseLogger } from 'fastify'

import type { Readiness } from './health.ts'
import { metrics } from './metrics.ts'

export interface ShutdownOptions {
  readiness: Readiness
  log: FastifyBaseLogger
  /**
   * Stops the instance once the balancer has been told: closes the HTTP server (no new requests; the
   * long polls answer at once; requests under way finish), then the background work and its leases,
   * then the database.
   */
  close(): Promise<void>
  /** Past this the process exits anyway, with status 1. */
  graceMs?: number
  /** How long a SIGTERM waits at most for the balancer's /ready probes to see the drain. */
  noticeMs?: number
}

/** What a whole shutdown may take: the job queue alone waits up to 10 s for a job under way. */
export const SHUTDOWN_GRACE_MS = 20_000
/** A balancer probing /ready every second notices a drain within this (deploy/haproxy.cfg: two failed checks). */
export const DRAIN_NOTICE_MS = 5_000
/** Failed probes the balancer needs to take an instance out (deploy/haproxy.cfg's `fall`). */
export const DRAIN_PROBES = 2

/**
 * Drains on SIGTERM (decision 072): /ready answers 503 at once, so the balancer sends no new
 * requests; once it has probed enough times to take the instance out (or after `noticeMs`, if it
 * was probing at all) the server closes. SIGINT, a developer's Ctrl-C with no balancer in front,
 * closes at once.
 */
export function shutDownOnSignals(options: ShutdownOptions): void {
  const { readiness, log } = options
  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      log.info({ signal }, 'shutting down')
      readiness.draining = true
      metrics.draining(true)
      const force = setTimeout(() => {
        log.error('shutdown took too long; exiting')
        process.exit(1)
      }, options.graceMs ?? SHUTDOWN_GRACE_MS)
      force.unref()
      void (async () => {
        if (signal === 'SIGTERM' && readiness.probes > 0)
          await balancerNotice(readiness, options.noticeMs ?? DRAIN_NOTICE_MS)
        try {
          await options.close()
          process.exitCode = 0
        } catch (error) {
          log.error({ err: error }, 'shutdown failed')
          process.exitCode = 1
        }
      })()
    })
  }
}

/**
 * Resolves a moment after the balancer's DRAIN_PROBES-th /ready probe since the drain began (its 503
 * on the way and acted on), or after `ms`.
 */
async function balancerNotice(readiness: Readiness, ms: number): Promise<void> {
  const seen = readiness.probes
  const deadline = Date.now() + ms
  while (readiness.probes - seen < DRAIN_PROBES && Date.now() < deadline) await pause(50)
  if (readiness.probes - seen >= DRAIN_PROBES) await pause(PROBE_ANSWER_MS)
}

/** Time for the probe's answer to reach the balancer and take the instance out. */
const PROBE_ANSWER_MS = 250

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
