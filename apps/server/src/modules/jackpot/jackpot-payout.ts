import { AWARD_ITEM, type JackpotTier } from '@panalo/contract/award-items'

import type { Tx } from '../../db/client.ts'
import { HOUSE } from '../ledger/ledger-accounts.types.ts'
import { houseBalance } from '../ledger/ledger-balances.service.ts'
import * as ledger from '../ledger/ledger.service.ts'
import type { PostingRequest } from '../ledger/ledger.service.ts'
import { sweepJackpotAccrual, type JackpotShares } from '../provider-wallet/jackpot-accrual.service.ts'
import { grantAwards } from '../rewards/award-engine.service.ts'
import { jackpotPayout } from './jackpot-rules.ts'
import { readJackpotSettings } from './jackpot-settings.ts'

/** Where spent draw chances go back to (the house's side of every chance). */
export const DRAW_CHANCE_HOUSE = { house: HOUSE.awards('DRAW_CHANCE'), asset: 'DRAW_CHANCE' } as const

/** The award engine's key of a jackpot tier's win (source `jackpot`): one per draw. */
export const jackpotWinKey = (drawId: number) => `draw-${drawId}`

/**
 * Pays a jackpot cell: sweeps the shares into the pools, seeds a pool below its floor, pays within the
 * pool. The win is a grant of the award engine (source `jackpot`, decision 110), so the reward record
 * lists it and its wagering rule applies (0× by default): one journal, as before, `jackpot_win` keyed
 * `jackpot:draw:<id>`, spending the chance and paying the coins from the pool and the seed.
 */
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
  const chance: PostingRequest[] = [
    { account: { userId, kind: 'drawChance' }, amount: -1 },
    { account: DRAW_CHANCE_HOUSE, amount: 1 },
  ]
  const coinsFrom: PostingRequest[] = [
    ...(payout.seed > 0
      ? [{ account: { house: HOUSE.promotions, asset: 'PHP' as const }, amount: -payout.seed }]
      : []),
    ...(poolMove !== 0
      ? [{ account: { house: HOUSE.jackpot(tier), asset: 'PHP' as const }, amount: poolMove }]
      : []),
  ]
  const journal = {
    idempotencyKey: `jackpot:draw:${drawId}`,
    kind: 'jackpot_win',
    metadata: { drawId, tier, pool, seeded: payout.seed },
  }
  if (payout.amount > 0) {
    // A self-funded source's coins are never held (decision 110).
    await grantAwards(tx, {
      source: 'jackpot',
      key: jackpotWinKey(drawId),
      userId,
      items: [{ id: AWARD_ITEM.coin, count: payout.amount }],
      coinsFrom,
      alsoPost: chance,
      journal,
    })
  } else {
    // An empty pool with a Section from 0 pays nothing: the draw only spends its chance.
    await ledger.post(tx, { ...journal, postings: [...chance, ...coinsFrom] })
  }
  return { amount: payout.amount, poolBefore: pool + payout.seed, section: settings.sections[tier] }
}
