import type { InviteSpinSector } from '@panalo/contract/calls/invite-spin'
import {
  invitesToReach,
  inviteSpinSettingsSchema,
  leastOf,
  type InviteSpinSettings,
} from '@panalo/contract/ops/reward-settings'

import type { Executor } from '../../db/client.ts'
import { readSettingInForce, writeSettingNow } from '../settings/settings.service.ts'

/**
 * The invite spin's rule and wheels (docs/decisions/058-invite-spin.md), in the settings table;
 * `invite-spin:settings` shows them and replaces them from a JSON file. The promise shown to the
 * player ("N valid invites always reach the target") is computed from these by `invitesToReach`,
 * never written by hand, so a change of wheel cannot make it false. The schema and the promise's rule
 * live in the contract (the console's editor, decision 103, checks with them).
 */
export const INVITE_SPIN_SETTING = 'inviteSpin.settings'

export { invitesToReach, inviteSpinSettingsSchema, leastOf, type InviteSpinSettings }

const sector = (pesos: number, weight: number): InviteSpinSector => ({
  amount: Math.round(pesos * 100),
  weight,
})

/**
 * ₱300 within 72 hours. The first spin adds ₱180–₱255 (60–85%); each valid invite's spin adds at
 * least ₱40, so 3 valid invites always close the ₱120 the least first spin leaves; a click adds
 * ₱0.50–₱5, at most 10 clicks (3 per network address). Weights in parts per million.
 */
export const DEFAULT_INVITE_SPIN_SETTINGS: InviteSpinSettings = {
  target: 300_00,
  hours: 72,
  spinsPerInvite: 1,
  clickSpinsMax: 10,
  clicksPerIpMax: 3,
  sectors: {
    start: [
      sector(180, 250_000),
      sector(200, 250_000),
      sector(210, 200_000),
      sector(225, 150_000),
      sector(240, 100_000),
      sector(255, 50_000),
    ],
    invite: [sector(40, 400_000), sector(50, 300_000), sector(60, 200_000), sector(80, 100_000)],
    click: [sector(0.5, 400_000), sector(1, 300_000), sector(2, 200_000), sector(5, 100_000)],
  },
}

/** The settings in force at `at` (now): what a campaign starting then runs on. */
export async function readInviteSpinSettings(db: Executor, at?: Date): Promise<InviteSpinSettings> {
  const stored = inviteSpinSettingsSchema.safeParse(await readSettingInForce(db, INVITE_SPIN_SETTING, at))
  return stored.success ? stored.data : DEFAULT_INVITE_SPIN_SETTINGS
}

/**
 * The settings a campaign runs on (decision 109): the copy it took when it started, so a change saved
 * meanwhile (wheels, weights, target, spins per invite, click caps) applies to campaigns started after.
 * A campaign from before that copy was kept reads the settings in force at its start.
 */
export async function campaignSettings(
  db: Executor,
  campaign: { settings: unknown; startedAt: Date },
): Promise<InviteSpinSettings> {
  const kept = inviteSpinSettingsSchema.safeParse(campaign.settings)
  return kept.success ? kept.data : readInviteSpinSettings(db, campaign.startedAt)
}

export async function writeInviteSpinSettings(db: Executor, settings: unknown): Promise<InviteSpinSettings> {
  const parsed = inviteSpinSettingsSchema.parse(settings)
  await writeSettingNow(db, INVITE_SPIN_SETTING, parsed)
  return parsed
}
