import { jackpotAmountIn } from '@panalo/fair/jackpot'

import type { JackpotSettings } from './jackpot-settings.ts'

/** The jackpot's pure rules (docs/decisions/040-jackpot.md), tested without a database. */

export interface ChanceState {
  /** Chances the day's deposits and turnover earn, capped at maxPerDay. */
  earned: number
  /** Earned and not yet received. */
  pending: number
  /** More deposit (hundredths) for the next chance; 0 when the rule is off or the day's cap is reached. */
  needDeposit: number
  /** More valid turnover (hundredths) for the next chance; 0 likewise. */
  needTyping: number
}

/** A Manila day's chances: one per depositPerChance deposited, one per turnoverPerChance staked. */
export function chanceState(
  rules: JackpotSettings['chances'],
  day: { deposited: number; turnover: number; received: number },
): ChanceState {
  const per = (amount: number, unit: number) => (unit > 0 ? Math.floor(Math.max(0, amount) / unit) : 0)
  const earned = Math.min(
    rules.maxPerDay,
    per(day.deposited, rules.depositPerChance) + per(day.turnover, rules.turnoverPerChance),
  )
  const capped = earned >= rules.maxPerDay
  const need = (amount: number, unit: number) =>
    unit > 0 && !capped ? unit - (Math.max(0, amount) % unit) : 0
  return {
    earned,
    pending: Math.max(0, earned - day.received),
    needDeposit: need(day.deposited, rules.depositPerChance),
    needTyping: need(day.turnover, rules.turnoverPerChance),
  }
}

export interface JackpotPayout {
  /** What the promotions account puts into the pool first: the pool up to the Section's minimum. */
  seed: number
  /** What the winner gets: never more than the pool holds after the seed. */
  amount: number
}

/**
 * The floor rule (decision 040): a win pays a whole amount in its Section, placed by the draw, capped
 * by what the pool holds; a pool below the Section's minimum is first topped up to it from the
 * promotions account, so a jackpot is never less than its Section's minimum and never more than its
 * pool.
 */
export function jackpotPayout(
  section: { min: number; max: number },
  pool: number,
  amountFloat: number,
): JackpotPayout {
  const seed = Math.max(0, section.min - pool)
  const holds = pool + seed
  return { seed, amount: Math.min(jackpotAmountIn(amountFloat, section), holds) }
}

/** What a win of a tier pays now, for the player: its Section capped by the pool (seeded to its minimum). */
export function sectionNow(
  section: { min: number; max: number },
  pool: number,
): { min: number; max: number } {
  return { min: section.min, max: Math.max(section.min, Math.min(section.max, pool)) }
}
