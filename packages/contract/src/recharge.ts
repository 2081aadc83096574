import { z } from 'zod'

/**
 * Deposits (recharges): the channels, items, banks and bonus types of the app config (SPEC.md §3),
 * and the pure rules both sides apply to them (SPEC.md §4 default channel, §5 minimums). Amounts are
 * hundredths of a peso.
 */

/** SPEC.md §9: the channel minimum when none is configured, and the one for returning depositors. */
export const DEFAULT_MIN_AMOUNT = 100
export const DEFAULT_MIN_AMOUNT2 = 10_000
/** Recharge bonus types run from 1 to 13 (SPEC.md §3). */
export const RECHARGE_BONUS_TYPE_MIN = 1
export const RECHARGE_BONUS_TYPE_MAX = 13
/** The largest single deposit any channel may allow: ₱1,000,000. */
export const MAX_DEPOSIT_AMOUNT = 100_000_000

/** How a channel is paid at the gateway (PayMongo's payment method types). */
export const PAYMENT_METHODS = ['gcash', 'paymaya', 'grab_pay', 'qrph', 'dob', 'card'] as const
export const paymentMethodSchema = z.enum(PAYMENT_METHODS)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

const amountSchema = z.number().int().min(0).max(MAX_DEPOSIT_AMOUNT)

export const rechargeItemSchema = z.object({ price: amountSchema.describe('Hundredths.') })
export type RechargeItem = z.infer<typeof rechargeItemSchema>

export const rechargeChannelSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  method: paymentMethodSchema,
  sort: z.number().int(),
  minAmount: amountSchema.optional().describe(`Hundredths; ${DEFAULT_MIN_AMOUNT} when not set.`),
  minAmount2: amountSchema
    .optional()
    .describe(`Hundredths, for players who have deposited before; ${DEFAULT_MIN_AMOUNT2} when not set.`),
  maxAmount: amountSchema.positive().describe('The largest deposit through this channel, hundredths.'),
  isDefault: z.union([z.literal(0), z.literal(1)]),
  /** The payer picks one of these banks (online banking channels); empty for wallets and QR. */
  bankIds: z.array(z.number().int().positive()),
  items: z.array(rechargeItemSchema),
})
export type RechargeChannel = z.infer<typeof rechargeChannelSchema>

export const rechargeBankSchema = z.object({
  bankId: z.number().int().positive(),
  name: z.string().min(1),
  code: z.string().min(1).describe('The gateway’s bank code, e.g. bpi or ubp.'),
})
export type RechargeBank = z.infer<typeof rechargeBankSchema>

export const rechargeBonusTypeSchema = z.object({
  type: z.number().int().min(RECHARGE_BONUS_TYPE_MIN).max(RECHARGE_BONUS_TYPE_MAX),
  name: z.string().min(1),
  /** The bonus as a share of the deposit, in basis points (1000 = 10%). */
  rateBp: z.number().int().min(1).max(10_000),
  maxBonus: amountSchema.positive().describe('The bonus never exceeds this, hundredths.'),
  minDeposit: amountSchema.describe('The smallest deposit that earns the bonus, hundredths.'),
  firstDepositOnly: z.boolean(),
  /** Turnover to wager before withdrawing: (deposit + bonus) × this. */
  turnoverMultiplier: z.number().int().min(1).max(50),
})
export type RechargeBonusType = z.infer<typeof rechargeBonusTypeSchema>

export const rechargeConfigSchema = z.object({
  rechargeTypes: z.array(rechargeChannelSchema),
  banks: z.array(rechargeBankSchema),
  bonusTypes: z.array(rechargeBonusTypeSchema),
  turnoverMultiplier: z
    .number()
    .int()
    .min(0)
    .max(50)
    .describe('A deposit without bonus adds its amount × this to the turnover required before a withdrawal.'),
})
export type RechargeConfig = z.infer<typeof rechargeConfigSchema>

/** SPEC.md §3 trade info. */
export const tradeInfoSchema = z.object({
  lastRechargeTypeId: z.number().int().nullable(),
  totalRecharge: z.number().int().min(0).describe('Hundredths deposited so far.'),
})
export type TradeInfo = z.infer<typeof tradeInfoSchema>

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
export const depositStateSchema = z.enum(DEPOSIT_STATES)
export type DepositState = z.infer<typeof depositStateSchema>
/** States a deposit does not leave on its own. */
export const FINAL_DEPOSIT_STATES: readonly DepositState[] = [
  'paid',
  'failed',
  'expired',
  'cancelled',
  'held',
]
