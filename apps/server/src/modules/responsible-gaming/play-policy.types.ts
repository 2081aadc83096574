import type { Executor, Tx } from '../../db/client.ts'

/**
 * The responsible-gaming rules games must go through (the wallet issue provides them; the games
 * issue calls them). Every game, ours or a provider's, asks before it launches and before each
 * stake, and reports what each stake and win became, so that bet, loss and time limits, cool-off
 * and self-exclusion hold wherever a player plays, and the turnover a withdrawal waits for goes down.
 *
 * The methods that take a transaction run inside the bet's or the settlement's own transaction, so
 * a refused stake changes nothing and an accepted one is counted exactly once with it.
 */
export interface PlayPolicy {
  /**
   * Before a launch (and a demo launch): throws an AppError when the player may not play now —
   * excluded, cooling off, or past their session-time limit.
   */
  assertMayPlay(executor: Executor, userId: number): Promise<void>
  /** Inside the stake's transaction: throws an AppError when this stake would break a bet or loss limit. */
  assertMayBet(tx: Tx, userId: number, stake: number): Promise<void>
  /** Inside the stake's transaction: counts the stake (turnover done, possible loss). */
  recordStake(tx: Tx, userId: number, stake: number): Promise<void>
  /** Inside the win's transaction: counts the win against the player's losses. */
  recordWin(tx: Tx, userId: number, win: number): Promise<void>
  /** Inside the rollback's transaction: undoes what recordStake counted for a stake that was rolled back. */
  recordRollback(tx: Tx, userId: number, stake: number): Promise<void>
  /**
   * Optional: the policy's clock as the bets' database function takes it
   * (db/functions/provider_wallet_write_bets.sql). A policy that provides it lets a bet be decided in that
   * one statement when there is nothing to check (no break running, no bet, loss or time limit in
   * force), and the function counts the stake as recordStake would; a player with something to
   * check still goes through assertMayBet and recordStake. Without it (test doubles) every bet does.
   */
  stakeClock?(): StakeClock
}

/** An instant, and the Manila day (YYYY-MM-DD) that holds it: the day its stakes count in. */
export interface StakeClock {
  now: string
  day: string
}
