import type { JackpotTier } from '@panalo/contract/award-items'

import type { Tx } from '../../db/client.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import { houseBalance } from '../ledger/ledger-balances.service.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { PostingRequest } from '../ledger/ledger.service.ts'
import { sweepJackpotAccrual, type JackpotShares } from '../provider-wallet/jackpot-accrual.service.ts'
import { jackpotPayout } from './jackpot-rules.ts'
import { readJackpotSettings } from './jackpot-settings.ts'

/** Where spent draw chances go back to (the house's side of every chance). */
export const DRAW_CHANCE_HOUSE = { house: HOUSE.awards('DRAW_CHANCE'), asset: 'DRAW_CHANCE' } as const

/** Pays a jackpot cell: sweeps the shares into the pools, seeds a pool below its floor, pays within the pool. */
export async function payJackpot(
  tx: Tx,
  jackpotShares: JackpotShares,
  draw: { userId: number; drawId: number; tier: JackpotTier; amountFloat: number },
) {
  const { userId, drawId, tier, amountFloat } = draw
  const settings = await readJackpotSettings(tx)
  // The sweep's advisory lock is held to the end of this transaction: wins and sweeps take turns,
  // so the pool read here is what it holds when the payment commits.
  await sweepJackpotAccrual(tx, jackpotShares)
  const pool = (await houseBalance(tx, HOUSE.jackpot(tier), 'PHP')) ?? 0
  const payout = jackpotPayout(settings.sections[tier], pool, amountFloat)
  const poolMove = payout.seed - payout.amount
  const postings: PostingRequest[] = [
    { account: { userId, kind: 'drawChance' }, amount: -1 },
    { account: DRAW_CHANCE_HOUSE, amount: 1 },
    { account: { userId, kind: 'coin' }, amount: payout.amount },
    ...(payout.seed > 0
      ? [{ account: { house: HOUSE.promotions, asset: 'PHP' as const }, amount: -payout.seed }]
      : []),
    ...(poolMove !== 0
      ? [{ account: { house: HOUSE.jackpot(tier), asset: 'PHP' as const }, amount: poolMove }]
      : []),
  ]
  await ledger.post(tx, {
    idempotencyKey: `jackpot:draw:${drawId}`,
    kind: 'jackpot_win',
    postings,
    metadata: { drawId, tier, pool, seeded: payout.seed },
  })
  return { amount: payout.amount, poolBefore: pool + payout.seed, section: settings.sections[tier] }
}
