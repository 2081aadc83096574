import type { Executor } from '../../db/client.ts'

/** A player's VIP level and experience (user info `vip`, `userLevel`, `vipExp`). */
export interface VipFigures {
  vip: number
  vipExp: number
}

/** Reads them through `db`, which may be the caller's transaction; the VIP area supplies it (app.ts). */
export type VipFiguresReader = (db: Executor, userId: number) => Promise<VipFigures>
