import type { Tx } from '../../db/client.ts'

/**
 * The responsible-gaming rules deposits go through (the responsible-gaming area implements them; the
 * deposit flow calls them). A deposit limit is a cap on what the player may deposit per day, week and
 * month, so it is reserved when a deposit is created, not when it is paid: twenty deposits created at
 * once cannot together pass a limit each would pass alone.
 */
export interface DepositPolicy {
  /**
   * Inside the transaction that creates the deposit: throws an AppError when the player is excluded
   * or cooling off, or when `amount` on top of what the open windows already hold would pass a
   * deposit limit; otherwise reserves `amount` under `reference` (the deposit's id). Serialises per
   * player, so concurrent reservations see each other.
   */
  reserveDeposit(tx: Tx, reservation: { userId: number; amount: number; reference: string }): Promise<void>
  /**
   * Inside the transaction that ends a deposit unpaid (failed, cancelled, expired, held): frees its
   * reservation. Releasing an unknown or already released reference does nothing.
   */
  releaseDeposit(tx: Tx, reference: string): Promise<void>
}
