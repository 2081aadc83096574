import { z } from 'zod'

import { defineCalls } from '../define-call.ts'
import { integerIdSchema } from '../ids.ts'
import { amountField, freshProofFields, requestIdField } from '../money-request-fields.ts'

/**
 * Withdrawals and the receiving accounts they pay to (SPEC.md §7, docs/decisions/015-withdrawals-and-safebox.md).
 * Amounts are hundredths of a peso.
 */

/** What a receiving account is: an e-wallet number (GCash, Maya) or a bank account. */
export const RECEIVING_KINDS = ['gcash', 'maya', 'bank'] as const
export const receivingKindSchema = z.enum(RECEIVING_KINDS)
export type ReceivingKind = z.infer<typeof receivingKindSchema>

export const bankOptionSchema = z.object({
  bankId: integerIdSchema,
  kind: receivingKindSchema,
  name: z.string(),
})
export type BankOption = z.infer<typeof bankOptionSchema>

export const receivingAccountSchema = z.object({
  bankId: integerIdSchema,
  kind: receivingKindSchema,
  bankName: z.string(),
  /** E.164 for GCash and Maya; digits for banks. */
  accountNumber: z.string(),
  /** Masked for lists: 0917 ••• 4567 or •••• 1234. */
  maskedNumber: z.string(),
  holderName: z.string(),
  updatedAt: z.string(),
  usableAt: z
    .string()
    .describe(
      'When it can first receive a withdrawal: a new or changed account waits accountHoldHours (decision 015).',
    ),
})
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>

export const WITHDRAWAL_STATES = ['pending', 'processing', 'paid', 'rejected', 'failed'] as const
export const withdrawalStateSchema = z.enum(WITHDRAWAL_STATES)
export type WithdrawalState = z.infer<typeof withdrawalStateSchema>

export const withdrawalSchema = z.object({
  id: z.number().int(),
  requestId: z.string(),
  state: withdrawalStateSchema,
  amount: z.number().int(),
  fee: z.number().int(),
  /** amount − fee: what reaches the receiving account. */
  payout: z.number().int(),
  bankId: integerIdSchema,
  kind: receivingKindSchema,
  bankName: z.string(),
  maskedNumber: z.string(),
  /** Why it was rejected or failed; "" otherwise. */
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
})
export type Withdrawal = z.infer<typeof withdrawalSchema>

export const withdrawalLimitsSchema = z.object({
  min: z.number().int(),
  max: z.number().int(),
  dailyCount: z.number().int().describe('Withdrawals a player may submit per Manila day.'),
  usedToday: z.number().int(),
  dailyAmount: z
    .number()
    .int()
    .describe(
      'How much the player may withdraw per Manila day: their VIP level’s withdrawDailyLimit, hundredths.',
    ),
  amountToday: z
    .number()
    .int()
    .describe('What today’s withdrawals (not rejected or failed) already take of dailyAmount, hundredths.'),
  feeBasisPoints: z.number().int().describe('Fee as hundredths of a percent of the amount.'),
  feeFixed: z.number().int().describe('Fixed fee per withdrawal, hundredths.'),
})

export const exchangeInfoSchema = z.object({
  coin: z.number().int(),
  safebox: z.number().int(),
  /** What the player can withdraw now: the coin balance once the turnover is met, else 0. */
  exchange: z.number().int(),
  /** Turnover still to wager. */
  bet: z.number().int(),
  /** Sum of withdrawals waiting for approval or payout. */
  held: z.number().int(),
  limits: withdrawalLimitsSchema,
  kycRequired: z.boolean(),
  kycVerified: z.boolean(),
  banks: z.array(bankOptionSchema),
  accounts: z.array(receivingAccountSchema),
})
export type ExchangeInfo = z.infer<typeof exchangeInfoSchema>

const bankInfoInput = {
  bankId: integerIdSchema,
  accountNumber: z.string().min(1).max(40),
  holderName: z.string().max(80).optional().describe('Required for bank accounts.'),
}

export const withdrawalCalls = defineCalls({
  getExchange: {
    access: 'user',
    description:
      'What the player can withdraw now, the limits and fees, the KYC state, the banks on offer and the saved receiving accounts.',
    request: z.object({}),
    response: exchangeInfoSchema,
  },
  exchange: {
    access: 'user',
    description:
      'Submits a withdrawal to a saved receiving account past its usableAt: the amount moves from coin to a hold at once and waits for an operator. The first answer to a requestId is final: a refused one stays refused.',
    request: z.object({ requestId: requestIdField, bankId: integerIdSchema, amount: amountField }),
    response: withdrawalSchema,
  },
  exchangeRecords: {
    access: 'user',
    description: 'The player’s withdrawals, newest first, 20 a page, optionally of one state.',
    request: z.object({
      page: z.number().int().min(1).max(10_000).default(1),
      state: withdrawalStateSchema.optional(),
    }),
    response: z.object({
      list: z.array(withdrawalSchema),
      page: z.number().int(),
      pageCount: z.number().int(),
      total: z.number().int(),
    }),
  },
  bankInfoList: {
    access: 'user',
    description:
      'The player’s receiving accounts (one per bankId), the banks on offer, and the hours a new or changed account waits before it can receive a withdrawal.',
    request: z.object({}),
    response: z.object({
      list: z.array(receivingAccountSchema),
      banks: z.array(bankOptionSchema),
      accountHoldHours: z.number().int(),
    }),
  },
  addBankInfo: {
    access: 'user',
    description:
      'Saves a receiving account for a bankId that has none yet: GCash/Maya take a Philippine mobile number; banks an account number and the holder name. Needs a fresh proof (password or SMS code).',
    request: z.object({ ...bankInfoInput, ...freshProofFields }),
    response: receivingAccountSchema,
  },
  modifyBankInfo: {
    access: 'user',
    description: 'Changes the receiving account of a bankId. Needs a fresh proof (password or SMS code).',
    request: z.object({ ...bankInfoInput, ...freshProofFields }),
    response: receivingAccountSchema,
  },
})
