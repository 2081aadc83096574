import type { Executor } from '../../db/client.ts'

/**
 * A transfer-wallet game provider: it keeps its own balance for the player while they play, which
 * must be pulled back into the main wallet (retrieve balance, SPEC.md §2 /member/retrieve-balance).
 * The games area implements one per transfer-wallet platform (catalogue walletKind 'transfer'); its
 * pullBack posts the ledger journal provider → coin and answers the amount moved.
 */
export interface TransferWallet {
  /** The platform code in the catalogue. */
  readonly providerId: string
  readonly name: string
  balance(userId: number): Promise<number>
  /**
   * Moves the whole provider balance back to coin; idempotent per requestId: a key answers its first
   * outcome for ever, a refusal included (decision 015).
   */
  pullBack(db: Executor, userId: number, requestId: string): Promise<number>
}
