import { JACKPOT_TIERS, type JackpotTier } from '@panalo/contract/award-items'
import type { JackpotInfo } from '@panalo/contract/calls/jackpot'

/**
 * The headline of the jackpot panel: the most the four tiers can pay now, the sum of each tier's
 * Section now (its top capped by the pool, never below the floor the house seeds; decision 040).
 * Not the pools' own total: right after a reset the pools hold ₱0 while a Mega still pays ₱5,000,
 * and a headline of ₱0 over tiers of ₱5,000 told the player the opposite of what a win pays.
 */
export function mostPayableNow(info: Pick<JackpotInfo, `${JackpotTier}JackpotSection`>): number {
  return JACKPOT_TIERS.reduce((sum, tier) => sum + info[`${tier}JackpotSection`].max, 0)
}
