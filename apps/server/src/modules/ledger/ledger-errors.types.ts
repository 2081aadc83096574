import { AppError } from '../../platform/app-error.ts'

/**
 * The player's balance does not cover the request. The attempt is recorded under its idempotency key,
 * so a retry with that key fails the same way even after a top-up. A player can be told: it is an
 * AppError with the catalogue's INSUFFICIENT_BALANCE errcode.
 */
export class InsufficientBalanceError extends AppError {
  readonly journalId: number
  /** The ledger account the request would have overdrawn. */
  readonly accountId: number
  /** True when this key had already failed before this call. */
  readonly replayed: boolean

  constructor(details: { journalId: number; accountId: number; replayed: boolean }) {
    super('INSUFFICIENT_BALANCE')
    this.name = 'InsufficientBalanceError'
    this.journalId = details.journalId
    this.accountId = details.accountId
    this.replayed = details.replayed
  }
}

/** The idempotency key was first used for a different request (kind, postings or metadata). Nothing moved. */
export class IdempotencyKeyReusedError extends AppError {
  readonly idempotencyKey: string
  /** The journal (or rejected attempt) the key belongs to. */
  readonly journalId: number

  constructor(idempotencyKey: string, journalId: number) {
    super('CONFLICT')
    this.name = 'IdempotencyKeyReusedError'
    this.idempotencyKey = idempotencyKey
    this.journalId = journalId
  }
}

/**
 * A malformed posting request: unbalanced, empty, an unknown house account, an account named twice.
 * This is a bug in the calling code, not something a player did, so it is not an AppError.
 */
export class LedgerRequestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LedgerRequestError'
  }
}
