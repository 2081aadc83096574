import type { Tx } from '../../db/client.ts'

/**
 * The seamless-wallet protocol every game provider reaches the ledger through, outside providers over
 * signed HTTP (`/provider/<providerId>/…`) and Panalo Originals in process. It is shaped like Hub88's
 * wallet API (../shared/reference/integrations.md) so that real aggregators map onto it:
 *
 * - Every call names the provider, the player, a provider transaction id and a round id; every answer
 *   carries the player's coin balance after it.
 * - Idempotent by (provider, transaction id): a replay returns the stored answer; the same id with a
 *   different request is refused.
 * - A rollback of an unknown bet leaves a tombstone, so the bet arriving late is refused.
 * - A provider's bet must name the player's live session; wins and rollbacks are accepted after the
 *   player's session has ended; a win for an unknown round
 *   is refused; a bet the balance does not cover answers INSUFFICIENT_FUNDS with the balance.
 * - Before each bet the responsible-gaming PlayPolicy applies; each bet pays the jackpot contribution.
 *
 * provider-wallet.service.ts implements this; the Originals engine and the HTTP
 * provider routes both call it.
 */

export type WalletStatus =
  | 'OK'
  | 'INSUFFICIENT_FUNDS'
  | 'DUPLICATE_TRANSACTION' // same id, different request
  | 'TRANSACTION_ROLLED_BACK' // a bet whose id a rollback has already tombstoned
  | 'UNKNOWN_ROUND' // a win for a round with no bet
  | 'UNKNOWN_PLAYER'
  | 'PLAYER_BLOCKED' // responsible-gaming policy refused the bet (limit, exclusion)
  | 'INVALID_REQUEST'
  | 'INVALID_TOKEN' // the bet names a launch that is not this player's real-money session of this game
  | 'TOKEN_EXPIRED' // the launch it names has ended, or went idle

export interface WalletAnswer {
  status: WalletStatus
  /** The player's coin balance after the call (hundredths); 0 for an unknown player. */
  balance: number
  /** Our id of the ledger journal the call wrote or replayed; null when it moved nothing. */
  journalId: number | null
  /** Set when a policy refusal or another rule explains the status. */
  reason?: string
}

interface WalletCallBase {
  providerId: string
  userId: number
  /** The provider's id of this transaction; the idempotency key within the provider. */
  transactionId: string
  roundId: string
  /** Our game id. */
  gameId: number
}

export interface BetCall extends WalletCallBase {
  amount: number
  /**
   * Outside providers' bets: the SHA-256 of the launch token the bet came with (games/game-sessions.service.ts).
   * It must name this player's live real-money session of this game; the wallet checks it in the
   * bet's own transaction, after a replay has been answered, so a retried bet still gets its stored
   * answer once the session has ended. Originals bets come from our own engine and carry none.
   */
  sessionTokenHash?: string
}

export interface WinCall extends WalletCallBase {
  /** May be 0: a losing round closes with a zero win. */
  amount: number
  /** The bet this win settles, when the provider names it. */
  referenceTransactionId?: string
  /** True when the provider says the round is over (no more calls for it). */
  roundClosed?: boolean
}

export interface RollbackCall extends WalletCallBase {
  /** The bet to undo. */
  referenceTransactionId: string
}

export interface ProviderWallet {
  balance(call: { providerId: string; userId: number }): Promise<WalletAnswer>
  /**
   * Bets and wins of an in-process provider may run inside the provider's own transaction (`within`),
   * in a savepoint, so that the provider's record of the round and the money move together: Panalo
   * Originals settles a round that way while it holds the round's row lock.
   */
  bet(call: BetCall, within?: Tx): Promise<WalletAnswer>
  win(call: WinCall, within?: Tx): Promise<WalletAnswer>
  rollback(call: RollbackCall): Promise<WalletAnswer>
}

/** A provider that calls the wallet over HTTP: the games area's provider adapters are these. */
export interface WalletPartner {
  readonly providerId: string
  /** The secret it signs its wallet calls with (HMAC-SHA256 over the raw body); null: no HTTP calls. */
  readonly callbackSecret: string | null
}
