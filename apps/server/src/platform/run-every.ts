import { isDatabaseUnavailable } from '../db/database-unavailable.ts'

/** While the database stays gone, one report in this many failed runs: a minute's at one a second. */
const REPORT_EVERY = 60

/**
 * Runs `task` every `intervalMs` until the answered stop function is called, one run at a time: a
 * tick that finds the previous run still going is skipped. A failed run goes to `onError` and the
 * next tick tries again. While the database is gone every run fails the same way, so of a run of
 * such failures only the first and then one in REPORT_EVERY are reported (with how many in a row),
 * and `onResumed` says how many failed once a run succeeds again (decision 062). The timer does not
 * keep the process alive; stopping waits for a run under way to finish. Background sweeps use it
 * (deposit expiry, the jackpot accrual, the turnover projection).
 */
export function runEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown, failuresInARow: number) => void,
  onResumed: (failures: number) => void = () => undefined,
): () => Promise<void> {
  let running: Promise<void> | undefined
  let failures = 0
  const timer = setInterval(() => {
    if (running) return
    running = task()
      .then(
        () => {
          if (failures > 0) onResumed(failures)
          failures = 0
        },
        (error: unknown) => {
          failures++
          const repeated = failures > 1 && failures % REPORT_EVERY !== 0
          if (!(repeated && isDatabaseUnavailable(error))) onError(error, failures)
        },
      )
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
