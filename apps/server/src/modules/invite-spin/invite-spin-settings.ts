import { inviteSpinSectorSchema, type InviteSpinSector } from '@panalo/contract/calls/invite-spin'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

/**
 * The invite spin's rule and wheels (docs/decisions/058-invite-spin.md), in the settings table;
 * `invite-spin:settings` shows them and replaces them from a JSON file. The promise shown to the
 * player ("N valid invites always reach the target") is computed from these by `invitesToReach`,
 * never written by hand, so a change of wheel cannot make it false.
 */
export const INVITE_SPIN_SETTING = 'inviteSpin.settings'

const wheelSchema = z
  .array(inviteSpinSectorSchema)
  .min(2)
  .max(12)
  .refine((sectors) => sectors.some((sector) => sector.weight > 0), {
    message: 'At least one sector has a weight over 0',
  })

export const inviteSpinSettingsSchema = z
  .object({
    /** Hundredths to reach; paid as bonus coins on exchange. */
    target: z.number().int().min(1_00).max(100_000_00),
    /** The time limit from the first spin. */
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
    spinsPerInvite: z.number().int().min(1).max(10),
    /** Clicks that count per campaign, and from one network address. */
    clickSpinsMax: z.number().int().min(0).max(100),
    clicksPerIpMax: z.number().int().min(1).max(100),
    sectors: z.object({ start: wheelSchema, invite: wheelSchema, click: wheelSchema }),
  })
  .refine((settings) => invitesToReach(settings) <= 20, {
    message: 'The target must be reachable with at most 20 valid invites after the first spin',
  })
export type InviteSpinSettings = z.infer<typeof inviteSpinSettingsSchema>

/** The least a wheel can add: its smallest sector that can come up. */
export function leastOf(wheel: readonly InviteSpinSector[]): number {
  return Math.min(...wheel.filter((sector) => sector.weight > 0).map((sector) => sector.amount))
}

/**
 * Valid invites that always reach the target after the first spin, whatever the spins draw: what the
 * least first spin leaves, over the least an invite's spins add. Clicks only ever bring it sooner.
 */
export function invitesToReach(settings: {
  target: number
  spinsPerInvite: number
  sectors: Record<'start' | 'invite', readonly InviteSpinSector[]>
}): number {
  const left = Math.max(0, settings.target - leastOf(settings.sectors.start))
  return Math.ceil(left / (leastOf(settings.sectors.invite) * settings.spinsPerInvite))
}

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

export async function readInviteSpinSettings(db: Executor): Promise<InviteSpinSettings> {
  const stored = inviteSpinSettingsSchema.safeParse(await readSetting(db, INVITE_SPIN_SETTING))
  return stored.success ? stored.data : DEFAULT_INVITE_SPIN_SETTINGS
}

export async function writeInviteSpinSettings(db: Executor, settings: unknown): Promise<InviteSpinSettings> {
  const parsed = inviteSpinSettingsSchema.parse(settings)
  await writeSetting(db, INVITE_SPIN_SETTING, parsed)
  return parsed
}
