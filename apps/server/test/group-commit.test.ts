import { describe, expect, it } from 'vitest'

import { GroupCommit } from '../src/db/group-commit.ts'

/** A fake database: records each statement it is sent, and answers when `release()` is called. */
function fakeStatements() {
  const sent: { calls: number[]; alone: boolean }[] = []
  const waiting: (() => void)[] = []
  const answer = (calls: number[], alone: boolean) =>
    new Promise<number[]>((resolve, reject) => {
      sent.push({ calls, alone })
      waiting.push(() =>
        calls.includes(-1) && !alone ? reject(new Error('bad batch')) : resolve(calls.map((n) => n * 10)),
      )
    })
  return {
    sent,
    sendBatch: (calls: number[]) => answer(calls, false),
    sendOne: async (call: number) => {
      if (call === -1) throw new Error('call -1 is malformed')
      return (await answer([call], true))[0] as number
    },
    /** Answers every statement in flight. */
    release: () => waiting.splice(0).forEach((settle) => settle()),
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('GroupCommit', () => {
  it('sends the calls of one event-loop turn as one batch, and a lone call alone', async () => {
    const db = fakeStatements()
    const commits = new GroupCommit(db.sendBatch, db.sendOne, { inFlight: 2, maxBatch: 32 })
    const first = [1, 2, 3].map((n) => commits.send(n))
    await turn()
    expect(db.sent).toEqual([{ calls: [1, 2, 3], alone: false }])
    db.release()
    expect(await Promise.all(first)).toEqual([10, 20, 30])

    const lone = commits.send(4)
    await turn()
    expect(db.sent.at(-1)).toEqual({ calls: [4], alone: true })
    db.release()
    expect(await lone).toBe(40)
  })

  it('keeps at most inFlight statements running, and the next batch carries what queued meanwhile', async () => {
    const db = fakeStatements()
    const commits = new GroupCommit(db.sendBatch, db.sendOne, { inFlight: 1, maxBatch: 2 })
    const answers = [1, 2, 3, 4, 5].map((n) => commits.send(n))
    await turn()
    expect(db.sent.map((statement) => statement.calls)).toEqual([[1, 2]])
    db.release()
    await turn()
    expect(db.sent.map((statement) => statement.calls)).toEqual([
      [1, 2],
      [3, 4],
    ])
    db.release()
    await turn()
    db.release()
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50])
    expect(db.sent.map((statement) => statement.calls)).toEqual([[1, 2], [3, 4], [5]])
  })

  it('sends a failed batch again call by call, so that only the bad call fails', async () => {
    const db = fakeStatements()
    const commits = new GroupCommit(db.sendBatch, db.sendOne, { inFlight: 2, maxBatch: 32 })
    const answers = [7, -1, 8].map((n) =>
      commits.send(n).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    )
    await turn()
    db.release()
    await turn()
    db.release()
    expect(await Promise.all(answers)).toEqual([
      { value: 70 },
      { error: 'call -1 is malformed' },
      { value: 80 },
    ])
  })
})

describe('GroupCommit while the database is gone', () => {
  const lost = new Error('Connection terminated unexpectedly')

  /** sendBatch fails with a lost connection `failures` times, then answers; sendOne records its calls. */
  function flaky(failures: number) {
    let batches = 0
    const alone: number[] = []
    const commits = new GroupCommit<number, number>(
      (calls) => (++batches <= failures ? Promise.reject(lost) : Promise.resolve(calls.map((n) => n * 10))),
      (call) => {
        alone.push(call)
        return Promise.reject(lost)
      },
      { inFlight: 2, maxBatch: 32 },
    )
    return { commits, alone, batches: () => batches }
  }

  it('sends a batch whose connection was lost once more as a batch, on another connection', async () => {
    const db = flaky(1)
    expect(await Promise.all([1, 2, 3].map((n) => db.commits.send(n)))).toEqual([10, 20, 30])
    expect(db.batches()).toBe(2)
    expect(db.alone).toEqual([])
  })

  it('fails the whole batch when the database stays gone, instead of sending each call alone into it', async () => {
    const db = flaky(Number.POSITIVE_INFINITY)
    const answers = [1, 2, 3].map((n) => db.commits.send(n).catch((error: unknown) => error))
    expect(await Promise.all(answers)).toEqual([lost, lost, lost])
    // Each caller answers "try again"; a call alone would only have knocked on the same closed door.
    expect(db.batches()).toBe(2)
    expect(db.alone).toEqual([])
  })
})
