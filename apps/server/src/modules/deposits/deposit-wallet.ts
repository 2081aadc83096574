import type { Executor, Tx } from '../../db/client.ts'

/** What deposits read and write of a player's wallet totals; the wallet area supplies it (app.ts). */
export interface DepositWallet {
  /** The player's deposit totals; a player who never deposited has zero and no last channel. */
  totals(db: Executor, userId: number): Promise<{ totalRecharge: number; lastRechargeTypeId: number | null }>
  /** A credited deposit counts towards totalRecharge and adds its turnover requirement. */
  recordDepositCredited(
    tx: Tx,
    deposit: { userId: number; amount: number; rechargeTypeId: number | null; wageringRequirement: number },
  ): Promise<void>
  /** A bonus adds a turnover requirement of its own. */
  addWageringRequirement(tx: Tx, userId: number, amount: number): Promise<void>
}
