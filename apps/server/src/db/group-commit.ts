import { isDatabaseUnavailable } from './database-unavailable.ts'

export interface GroupCommitOptions {
  /** Batches running at once; a post goes out alone at once while fewer are running. */
  inFlight: number
  /** The most calls one batch carries. */
  maxBatch: number
}

interface Pending<Call, Answer> {
  call: Call
  resolve(answer: Answer): void
  reject(error: unknown): void
}

/**
 * Group commit for idempotent calls that each are one statement committing on its own: ledger.post()
 * outside a caller's transaction (ledger_post / ledger_post_batch) and provider bets
 * (provider_wallet_place_bets). Calls wait for the end of the current turn of the event loop
 * (setImmediate), so that every request read in the same turn joins one batch; then, while fewer
 * than `inFlight` batches are running, the queue goes out as one statement with one commit, and
 * otherwise it waits for a batch to finish. Under light load a call waits for nothing but the rest of its turn; under
 * heavy load each call costs a fraction of a round trip and of a commit. (Sending a lone call at once
 * whenever a slot was free made most batches a single call: a slot frees, the next request takes it
 * alone, and the queue waits a whole round trip behind it.) Each answer is still given only after
 * the commit that made it durable.
 *
 * A batch that fails on its own calls (a malformed request) is sent again one call at a time, so that
 * each error reaches the caller it belongs to; the calls are idempotent, so replaying one that did
 * commit is harmless. A batch that fails because the database went away (isDatabaseUnavailable) is
 * sent once more as a batch, which a dead pooled connection or a session ended alone gets through on
 * another connection, and otherwise fails every call with that error: each caller answers "try
 * again" (decision 062), where replaying the calls one by one would send a burst of statements at a
 * database that is down or just starting.
 */
export class GroupCommit<Call, Answer> {
  readonly #sendBatch: (calls: Call[]) => Promise<Answer[]>
  readonly #sendOne: (call: Call) => Promise<Answer>
  readonly #options: GroupCommitOptions
  #queue: Pending<Call, Answer>[] = []
  #running = 0
  #pumpScheduled = false

  constructor(
    sendBatch: (calls: Call[]) => Promise<Answer[]>,
    sendOne: (call: Call) => Promise<Answer>,
    options: GroupCommitOptions,
  ) {
    this.#sendBatch = sendBatch
    this.#sendOne = sendOne
    this.#options = options
  }

  send(call: Call): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ call, resolve, reject })
      if (!this.#pumpScheduled) {
        this.#pumpScheduled = true
        setImmediate(() => {
          this.#pumpScheduled = false
          this.#pump()
        })
      }
    })
  }

  #pump(): void {
    while (this.#running < this.#options.inFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#options.maxBatch)
      this.#running++
      void this.#run(batch).finally(() => {
        this.#running--
        this.#pump()
      })
    }
  }

  async #run(batch: Pending<Call, Answer>[]): Promise<void> {
    if (batch.length === 1) return this.#runAlone(batch[0] as Pending<Call, Answer>)
    const calls = batch.map((pending) => pending.call)
    let answers: Answer[]
    try {
      answers = await this.#sendBatch(calls).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error
        return this.#sendBatch(calls)
      })
    } catch (error) {
      if (isDatabaseUnavailable(error)) for (const pending of batch) pending.reject(error)
      else await Promise.all(batch.map((pending) => this.#runAlone(pending)))
      return
    }
    batch.forEach((pending, index) => pending.resolve(answers[index] as Answer))
  }

  async #runAlone(pending: Pending<Call, Answer>): Promise<void> {
    try {
      pending.resolve(await this.#sendOne(pending.call))
    } catch (error) {
      pending.reject(error)
    }
  }
}
