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
 * outside a caller's transaction (ledger_post / ledger_post_batch) and provider bets (wallet_bet /
 * wallet_bet_batch). While fewer than `inFlight` batches are running, a call goes out at once,
 * alone; otherwise it waits, and the next batch carries every call that queued meanwhile as one
 * statement with one commit. Under light load nothing waits; under heavy load each call costs a
 * fraction of a round trip and of a commit. Each answer is still given only after the commit that
 * made it durable.
 *
 * A batch that fails (a malformed request, a lost connection) is sent again one call at a time, so
 * that each error reaches the caller it belongs to; the calls are idempotent, so replaying one that
 * did commit is harmless.
 */
export class GroupCommit<Call, Answer> {
  readonly #sendBatch: (calls: Call[]) => Promise<Answer[]>
  readonly #sendOne: (call: Call) => Promise<Answer>
  readonly #options: GroupCommitOptions
  #queue: Pending<Call, Answer>[] = []
  #running = 0

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
      this.#pump()
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
    let answers: Answer[]
    try {
      answers = await this.#sendBatch(batch.map((pending) => pending.call))
    } catch {
      await Promise.all(batch.map((pending) => this.#runAlone(pending)))
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
