import { bankOptionSchema } from '@panalo/contract/calls/withdrawals'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

export const WITHDRAWAL_SETTING = 'withdrawal_settings'
/** A week: a longer hold would look like money kept from the player. */
export const MAX_ACCOUNT_HOLD_HOURS = 168

/**
 * The operator's withdrawal rules (docs/decisions/015-withdrawals-and-safebox.md). Kept in the
 * settings table next to the app config, read on every submission so a change applies at once.
 * Amounts are hundredths of a peso.
 */
export const withdrawalSettingsSchema = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    dailyCount: z.number().int().min(0),
    feeBasisPoints: z.number().int().min(0).max(10_000),
    feeFixed: z.number().int().min(0),
    kycRequired: z.boolean(),
    /** Which payout adapter pays approved withdrawals. */
    payoutAdapter: z.string().min(1),
    /** Banks and e-wallets a player can withdraw to; GCash and Maya are kinds of their own. */
    banks: z.array(bankOptionSchema).min(1),
    /** Digits a bank account number has (e-wallet numbers are Philippine mobiles). */
    bankAccountDigits: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
    /** Hours a new or changed receiving account waits before it can receive a withdrawal; 0: none. */
    accountHoldHours: z.number().int().min(0).max(MAX_ACCOUNT_HOLD_HOURS).default(24),
  })
  .refine((settings) => settings.min <= settings.max, { message: 'min must not exceed max' })
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>

export const WITHDRAWAL_SETTINGS_SEED: WithdrawalSettings = {
  min: 100_00,
  max: 50_000_00,
  dailyCount: 3,
  feeBasisPoints: 0,
  feeFixed: 0,
  // Off until the operator reviews identity documents (kyc:list); the demo seed turns it on (decision 056).
  kycRequired: false,
  payoutAdapter: 'sandbox',
  banks: [
    { bankId: 1, kind: 'gcash', name: 'GCash' },
    { bankId: 2, kind: 'maya', name: 'Maya' },
    { bankId: 101, kind: 'bank', name: 'BDO Unibank' },
    { bankId: 102, kind: 'bank', name: 'BPI' },
    { bankId: 103, kind: 'bank', name: 'Metrobank' },
    { bankId: 104, kind: 'bank', name: 'Landbank' },
    { bankId: 105, kind: 'bank', name: 'UnionBank' },
    { bankId: 106, kind: 'bank', name: 'Security Bank' },
  ],
  bankAccountDigits: { min: 10, max: 16 },
  accountHoldHours: 24,
}

export async function readWithdrawalSettings(db: Executor): Promise<WithdrawalSettings> {
  const stored = await readSetting(db, WITHDRAWAL_SETTING)
  return stored === undefined ? WITHDRAWAL_SETTINGS_SEED : withdrawalSettingsSchema.parse(stored)
}

export async function writeWithdrawalSettings(db: Executor, settings: WithdrawalSettings): Promise<void> {
  await writeSetting(db, WITHDRAWAL_SETTING, withdrawalSettingsSchema.parse(settings))
}

/** The fee kept from a withdrawal of `amount`, rounded down, always less than the amount. */
export function withdrawalFee(settings: WithdrawalSettings, amount: number): number {
  const fee = Math.floor((amount * settings.feeBasisPoints) / 10_000) + settings.feeFixed
  return Math.min(fee, amount - 1)
}
