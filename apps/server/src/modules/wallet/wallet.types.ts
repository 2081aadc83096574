import type { Executor } from '../../db/client.ts'

/** The wallet figures of the user info and the withdraw panel, in hundredths (SPEC.md §3). */
export interface WalletFigures {
  coin: number
  safebox: number
  totalRecharge: number
  bet: number
  exchange: number
  hasSafeboxPassword: boolean
}

/** Reads a player's wallet figures through `db`, which may be the caller's transaction. */
export type WalletFiguresReader = (db: Executor, userId: number) => Promise<WalletFigures>
