/**
 * Runs `task` every `intervalMs` until the answered stop function is called, one run at a time: a
 * tick that finds the previous run still going is skipped. A failed run goes to `onError` and the
 * next tick tries again. The timer does not keep the process alive; stopping waits for a run under
 * way to finish. Background sweeps use it (deposit expiry, the jackpot accrual).
 */
export function runEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = task()
      .then(() => undefined, onError)
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
