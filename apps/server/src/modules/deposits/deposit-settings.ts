import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

export const DEPOSIT_SETTING = 'deposit_settings'

/**
 * The operator's deposit rules beside the app config's channels (docs/decisions/056-identity-verification.md):
 * read on every deposit opened, so a change applies at once.
 */
export const depositSettingsSchema = z.object({
  /**
   * A verified identity (KYC approved) before any deposit, as PAGCOR asks of its licensees (an ID
   * and a selfie before deposits). Off until the operator reviews documents, as for withdrawals.
   */
  kycRequired: z.boolean(),
})
export type DepositSettings = z.infer<typeof depositSettingsSchema>

export const DEPOSIT_SETTINGS_SEED: DepositSettings = { kycRequired: false }

export async function readDepositSettings(db: Executor): Promise<DepositSettings> {
  const stored = await readSetting(db, DEPOSIT_SETTING)
  return stored === undefined ? DEPOSIT_SETTINGS_SEED : depositSettingsSchema.parse(stored)
}

export async function writeDepositSettings(db: Executor, settings: DepositSettings): Promise<void> {
  await writeSetting(db, DEPOSIT_SETTING, depositSettingsSchema.parse(settings))
}
