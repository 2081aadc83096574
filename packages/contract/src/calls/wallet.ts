import { z } from 'zod'

import { calendarDaySchema } from '../days.ts'
import { defineCalls } from '../define-call.ts'
import { requestIdField } from '../money-request-fields.ts'

/** The player's wallet: where their money is, every movement of their coins, and retrieve balance. */

export const COIN_DETAIL_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'safebox',
  'adjustment',
] as const
export const coinDetailTypeSchema = z.enum(COIN_DETAIL_TYPES)
export type CoinDetailType = z.infer<typeof coinDetailTypeSchema>

export const coinDetailEntrySchema = z.object({
  id: z.number().int().describe('The ledger journal.'),
  /** The journal kind: deposit, bet, win, withdrawal.hold, safebox.in… */
  kind: z.string(),
  type: coinDetailTypeSchema,
  amount: z.number().int().describe('Positive raises the coin balance.'),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
})
export type CoinDetailEntry = z.infer<typeof coinDetailEntrySchema>

export const walletBalancesSchema = z.object({
  coin: z.number().int(),
  safebox: z.number().int(),
  held: z.number().int(),
  bonus: z.number().int(),
  providers: z.array(
    z.object({
      providerId: z.string(),
      name: z.string(),
      balance: z.number().int(),
      /** A transfer-wallet provider that holds coins the player can pull back. */
      retrievable: z.boolean(),
    }),
  ),
})
export type WalletBalances = z.infer<typeof walletBalancesSchema>

export const walletCalls = defineCalls({
  appUserCoinDetail: {
    access: 'user',
    description:
      'Every movement of the player’s coins with the balance after, newest first; filter by type and by Manila date (inclusive). Page with `before` = the previous answer’s nextBefore.',
    request: z.object({
      type: coinDetailTypeSchema.optional(),
      from: calendarDaySchema.optional(),
      to: calendarDaySchema.optional(),
      before: z.number().int().positive().optional(),
      limit: z.number().int().min(1).max(50).default(20),
    }),
    response: z.object({ list: z.array(coinDetailEntrySchema), nextBefore: z.number().int().nullable() }),
  },
  walletBalances: {
    access: 'user',
    description: 'Where the player’s money is: coin, safebox, withdrawals held, bonus and provider wallets.',
    request: z.object({}),
    response: walletBalancesSchema,
  },
  retrieveBalance: {
    access: 'user',
    description:
      'Pulls coins back from every transfer-wallet provider that holds some; answers the balances after.',
    request: z.object({ requestId: requestIdField }),
    response: walletBalancesSchema,
  },
})
