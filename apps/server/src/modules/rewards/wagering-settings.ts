import { AWARD_SOURCES, type AwardSource } from '@panalo/contract/award-items'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

/**
 * How bonus coins are wagered (docs/decisions/025-award-engine-and-bonuses.md), per award source:
 * the multiple of the bonus a player must stake before it can be withdrawn, the days an active bonus
 * has to be wagered, and whether a bonus granted before the player's first deposit is held until it
 * (SPEC.md §1: free bonuses need a valid top-up). Kept in the settings table; `rewards:wagering`
 * shows and changes them.
 */
export const WAGERING_SETTING = 'rewards.wagering'

const bonusTypeRule = z.object({
  /** Requirement = amount × multiple; 0 means the coins are withdrawable at once. */
  multiple: z.number().int().min(0).max(100),
  /** Days an active bonus has to be wagered; null, for ever. */
  expiryDays: z.number().int().min(1).max(365).nullable(),
  /** Held (not credited) until the player's first deposit is credited. */
  heldUntilFirstDeposit: z.boolean(),
})
export type BonusTypeRule = z.infer<typeof bonusTypeRule>

export const wageringSettingsSchema = z.object(
  Object.fromEntries(AWARD_SOURCES.map((source) => [source, bonusTypeRule])) as Record<
    AwardSource,
    typeof bonusTypeRule
  >,
)
export type WageringSettings = z.infer<typeof wageringSettingsSchema>

/**
 * Defaults modelled on PH operators (decision 025): rebates and VIP gifts are paid on turnover
 * already wagered, so 1×; free task, sign-in and activity coins 3–5×; an operator's grant (a
 * goodwill credit or a correction) is the operator's call, 1× and never held.
 */
export const DEFAULT_WAGERING: WageringSettings = {
  vip: { multiple: 1, expiryDays: 30, heldUntilFirstDeposit: true },
  rebate: { multiple: 1, expiryDays: 30, heldUntilFirstDeposit: true },
  task: { multiple: 3, expiryDays: 14, heldUntilFirstDeposit: true },
  'sign-in': { multiple: 5, expiryDays: 7, heldUntilFirstDeposit: true },
  mail: { multiple: 3, expiryDays: 14, heldUntilFirstDeposit: true },
  activity: { multiple: 5, expiryDays: 14, heldUntilFirstDeposit: true },
  draw: { multiple: 3, expiryDays: 14, heldUntilFirstDeposit: true },
  operator: { multiple: 1, expiryDays: null, heldUntilFirstDeposit: false },
  // Coins bought with points (decision 028): the points came from VIP awards, paid on turnover
  // already wagered, so 1× like VIP; free coins all the same, so held until a first deposit.
  points: { multiple: 1, expiryDays: 30, heldUntilFirstDeposit: true },
  // Agent commission is paid on turnover already wagered, so 1×; invite rewards share it (decision 051).
  agent: { multiple: 1, expiryDays: 30, heldUntilFirstDeposit: true },
  // Coins bought with diamonds and scratch-card prizes (decisions 045, 046): diamonds are earned in
  // activities, so free coins all the same: 1×, held until a first deposit, like points.
  diamonds: { multiple: 1, expiryDays: 30, heldUntilFirstDeposit: true },
  // Lottery prizes (decision 053): tickets are bought with coupons and points earned in activities,
  // so coin prizes are free coins all the same: 1×, held until a first deposit, like diamonds.
  lottery: { multiple: 1, expiryDays: 30, heldUntilFirstDeposit: true },
  // Decision 110. A jackpot tier's win is paid from its pool, which the players' bets filled: 0×, as
  // it always was. A spin-wheel prize keeps the rule it had as an activity's. An operator's or staff
  // member's cash credit (wallet:credit, the players desk's "cash") never added turnover: 0×. Coins a
  // source pays from its own account (the pool, the adjustments account) are never held.
  jackpot: { multiple: 0, expiryDays: null, heldUntilFirstDeposit: false },
  wheel: { multiple: 5, expiryDays: 14, heldUntilFirstDeposit: true },
  credit: { multiple: 0, expiryDays: null, heldUntilFirstDeposit: false },
}

/** Sources whose coins come from an account of their own, not promotions: never held (decision 110). */
export const SELF_FUNDED_SOURCES: readonly AwardSource[] = ['jackpot', 'credit']

/** The stored rules over the defaults, so a source added later has its default until changed. */
export async function readWageringSettings(db: Executor): Promise<WageringSettings> {
  const stored = z.record(z.string(), z.unknown()).safeParse(await readSetting(db, WAGERING_SETTING))
  return wageringSettingsSchema.parse({ ...DEFAULT_WAGERING, ...(stored.success ? stored.data : {}) })
}

export async function writeWageringSettings(db: Executor, settings: WageringSettings): Promise<void> {
  await writeSetting(db, WAGERING_SETTING, wageringSettingsSchema.parse(settings))
}
