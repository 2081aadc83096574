import type { Executor, Tx } from '../../db/client.ts'

/** What deposits read and write of a player's wallet totals; the wallet area supplies it (app.ts). */
export interface DepositWallet {
  /** The player's deposit totals; a player who never deposited has zero and no last channel. */
  totals(db: Executor, userId: number): Promise<{ totalRecharge: number; lastRechargeTypeId: number | null }>
  /**
   * A deposit credited by the journal `journalId` counts towards totalRecharge and adds its turnover
   * requirement and its deposit bonus's (decision 106).
   */
  recordDepositCredited(
    tx: Tx,
    deposit: {
      userId: number
      depositId: string
      journalId: number
      amount: number
      rechargeTypeId: number | null
      wageringRequirement: number
      bonusWageringRequirement?: number | undefined
    },
  ): Promise<void>
}
