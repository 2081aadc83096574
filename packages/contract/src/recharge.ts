import { z } from 'zod'

import {
  DEFAULT_MIN_AMOUNT,
  DEFAULT_MIN_AMOUNT2,
  DEPOSIT_STATES,
  MAX_DEPOSIT_AMOUNT,
  PAYMENT_METHODS,
  RECHARGE_BONUS_TYPE_MAX,
  RECHARGE_BONUS_TYPE_MIN,
} from './recharge-rules.ts'

/**
 * Deposits (recharges): the schemas of the channels, items, banks and bonus types of the app config
 * (SPEC.md §3). The rules both sides apply to them are in recharge-rules.ts, which the web app
 * imports without zod. Amounts are hundredths of a peso.
 */

/** How a channel is paid at the gateway (PayMongo's payment method types). */
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
  /** The bonus × this is added to the turnover to wager before withdrawing (the deposit has its own rule). */
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
  kycRequired: z.boolean().describe('The operator asks for a verified identity before any deposit.'),
  kycVerified: z.boolean().describe('The player’s identity is verified (KYC approved).'),
})
export type TradeInfo = z.infer<typeof tradeInfoSchema>

export const depositStateSchema = z.enum(DEPOSIT_STATES)
