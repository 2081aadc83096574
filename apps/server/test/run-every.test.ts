import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { runEvery } from '../src/platform/run-every.ts'

/** The background loops (deposit expiry, jackpot sweep, turnover projection) while the database is gone. */
describe('runEvery', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports the first failure of a run of them and then one a minute, and says when it works again', async () => {
    let failing = true
    const reported: number[] = []
    const resumed: number[] = []
    const stop = runEvery(
      1_000,
      () => (failing ? Promise.reject(new Error('Connection terminated unexpectedly')) : Promise.resolve()),
      (_error, inARow) => reported.push(inARow),
      (failures) => resumed.push(failures),
    )
    // A two-and-a-half-minute outage at one run a second: 150 failures, 3 lines, not 150.
    await vi.advanceTimersByTimeAsync(150_000)
    expect(reported).toEqual([1, 60, 120])
    failing = false
    await vi.advanceTimersByTimeAsync(2_000)
    expect(resumed).toEqual([150])
    // A later failure starts a new run of them.
    failing = true
    await vi.advanceTimersByTimeAsync(1_000)
    expect(reported).toEqual([1, 60, 120, 1])
    await stop()
  })

  it('reports every failure that is not the database being gone', async () => {
    const reported: number[] = []
    const stop = runEvery(
      1_000,
      () => Promise.reject(new Error('a bug')),
      (_error, inARow) => reported.push(inARow),
    )
    await vi.advanceTimersByTimeAsync(3_000)
    expect(reported).toEqual([1, 2, 3])
    await stop()
  })
})
