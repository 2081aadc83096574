import type { RechargeBonusType, RechargeChannel, RechargeItem } from './recharge.ts'

/**
 * The deposit rules both sides apply (SPEC.md §4 default channel, §5 minimums), free of zod so the
 * web app's deposit page stays small. Amounts are hundredths of a peso.
 */

/** SPEC.md §9: the channel minimum when none is configured, and the one for returning depositors. */
export const DEFAULT_MIN_AMOUNT = 100
export const DEFAULT_MIN_AMOUNT2 = 10_000
/** Recharge bonus types run from 1 to 13 (SPEC.md §3); their meaning is configured per channel. */
export const RECHARGE_BONUS_TYPE_MIN = 1
export const RECHARGE_BONUS_TYPE_MAX = 13
export function isRechargeBonusType(value: number): boolean {
  return Number.isInteger(value) && value >= RECHARGE_BONUS_TYPE_MIN && value <= RECHARGE_BONUS_TYPE_MAX
}
/** The largest single deposit any channel may allow: ₱1,000,000. */
export const MAX_DEPOSIT_AMOUNT = 100_000_000

/** How a channel is paid at the gateway (PayMongo's payment method types). */
export const PAYMENT_METHODS = ['gcash', 'paymaya', 'grab_pay', 'qrph', 'dob', 'card'] as const

/** Deposits per page of rechargeRecords unless asked otherwise. */
export const RECHARGE_RECORDS_PAGE_SIZE = 20

/** SPEC.md §5: minAmount, or minAmount2 once a player has deposited when minRechargeStatus is on. */
export function channelMinimum(
  channel: Pick<RechargeChannel, 'minAmount' | 'minAmount2'>,
  minRechargeStatus: 0 | 1,
  totalRecharge: number,
): number {
  if (minRechargeStatus === 1 && totalRecharge > 0) return channel.minAmount2 ?? DEFAULT_MIN_AMOUNT2
  return channel.minAmount ?? DEFAULT_MIN_AMOUNT
}

/** The items a channel offers this player: only those at or above its minimum (and within its maximum). */
export function offeredItems(
  channel: RechargeChannel,
  minRechargeStatus: 0 | 1,
  totalRecharge: number,
): RechargeItem[] {
  const minimum = channelMinimum(channel, minRechargeStatus, totalRecharge)
  return channel.items.filter((item) => item.price >= minimum && item.price <= channel.maxAmount)
}

/** Channels in display order. */
export function sortedChannels(channels: readonly RechargeChannel[]): RechargeChannel[] {
  return [...channels].sort((a, b) => a.sort - b.sort || a.id - b.id)
}

/**
 * SPEC.md §4: the current channel if still offered, else the last-used one, else the one flagged
 * isDefault, else the first.
 */
export function defaultChannel(
  channels: readonly RechargeChannel[],
  currentId: number | null,
  lastRechargeTypeId: number | null,
): RechargeChannel | undefined {
  const ordered = sortedChannels(channels)
  const byId = (id: number | null) => (id === null ? undefined : ordered.find((channel) => channel.id === id))
  return (
    byId(currentId) ??
    byId(lastRechargeTypeId) ??
    ordered.find((channel) => channel.isDefault === 1) ??
    ordered[0]
  )
}

/** Why an amount cannot be deposited through a channel, or null when it can. */
export function depositAmountProblem(
  channel: RechargeChannel,
  amount: number,
  minRechargeStatus: 0 | 1,
  totalRecharge: number,
): 'below_minimum' | 'above_maximum' | 'not_whole_pesos' | null {
  if (amount % 100 !== 0) return 'not_whole_pesos'
  if (amount < channelMinimum(channel, minRechargeStatus, totalRecharge)) return 'below_minimum'
  if (amount > channel.maxAmount) return 'above_maximum'
  return null
}

/** The bonus types a player may choose for a deposit of `amount` (all when the amount is not known yet). */
export function eligibleBonusTypes(
  bonusTypes: readonly RechargeBonusType[],
  totalRecharge: number,
  amount?: number,
): RechargeBonusType[] {
  return bonusTypes.filter(
    (bonus) =>
      !(bonus.firstDepositOnly && totalRecharge > 0) && (amount === undefined || amount >= bonus.minDeposit),
  )
}

/** The bonus a deposit earns: its rate of the amount, floored, capped at maxBonus. */
export function bonusAmount(bonus: RechargeBonusType, amount: number): number {
  return Math.min(bonus.maxBonus, Math.floor((amount * bonus.rateBp) / 10_000))
}

/** What a deposit adds to the turnover a player must bet before withdrawing, hundredths. */
export interface DepositWagering {
  /** The deposit × the no-bonus multiplier (decision 023: 1× against money laundering). */
  deposit: number
  /** The bonus × its own multiplier; 0 without a bonus. */
  bonus: number
  total: number
}

/** The one rule both the deposit form (said before paying) and the server (recorded) apply. */
export function depositWagering(
  depositMultiplier: number,
  amount: number,
  bonus?: RechargeBonusType,
): DepositWagering {
  const deposit = amount * depositMultiplier
  const bonusPart = bonus ? bonusAmount(bonus, amount) * bonus.turnoverMultiplier : 0
  return { deposit, bonus: bonusPart, total: deposit + bonusPart }
}

/** A deposit's life: created → pending → paid | failed | expired | cancelled; `held` waits for review. */
export const DEPOSIT_STATES = [
  'created',
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'held',
] as const
export type DepositState = (typeof DEPOSIT_STATES)[number]
/** States a deposit does not leave on its own. */
export const FINAL_DEPOSIT_STATES: readonly DepositState[] = [
  'paid',
  'failed',
  'expired',
  'cancelled',
  'held',
]
