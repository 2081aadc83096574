import type { LedgerAnswer, LedgerCall } from './ledger-post.queries.ts'

export interface PostBatcherOptions {
  /** Batches running at once; a post goes out alone at once while fewer are running. */
  inFlight: number
  /** The most calls one batch carries. */
  maxBatch: number
}

interface Pending {
  call: LedgerCall
  resolve(answer: LedgerAnswer): void
  reject(error: unknown): void
}

/**
 * Group commit for ledger.post() outside a caller's transaction. While fewer than `inFlight`
 * batches are running, a post goes out at once, alone; otherwise it waits, and the next batch
 * carries every post that queued meanwhile as one statement with one commit. Under light load
 * nothing waits; under heavy load each journal costs a fraction of a round trip and of a commit.
 * Each answer is still given only after the commit that made it durable.
 *
 * A batch that fails (a malformed request, a lost connection) is sent again one call at a time, so
 * that each error reaches the caller it belongs to; replaying a key that did commit is harmless.
 */
export class PostBatcher {
  readonly #sendBatch: (calls: LedgerCall[]) => Promise<LedgerAnswer[]>
  readonly #sendOne: (call: LedgerCall) => Promise<LedgerAnswer>
  readonly #options: PostBatcherOptions
  #queue: Pending[] = []
  #running = 0

  constructor(
    sendBatch: (calls: LedgerCall[]) => Promise<LedgerAnswer[]>,
    sendOne: (call: LedgerCall) => Promise<LedgerAnswer>,
    options: PostBatcherOptions,
  ) {
    this.#sendBatch = sendBatch
    this.#sendOne = sendOne
    this.#options = options
  }

  post(call: LedgerCall): Promise<LedgerAnswer> {
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

  async #run(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.#runAlone(batch[0] as Pending)
    let answers: LedgerAnswer[]
    try {
      answers = await this.#sendBatch(batch.map((pending) => pending.call))
    } catch {
      await Promise.all(batch.map((pending) => this.#runAlone(pending)))
      return
    }
    batch.forEach((pending, index) => pending.resolve(answers[index] as LedgerAnswer))
  }

  async #runAlone(pending: Pending): Promise<void> {
    try {
      pending.resolve(await this.#sendOne(pending.call))
    } catch (error) {
      pending.reject(error)
    }
  }
}
