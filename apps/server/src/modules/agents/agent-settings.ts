import { AWARD_ITEM, awardListSchema } from '@panalo/contract/award-items'
import { agentLevelSchema } from '@panalo/contract/calls/agent'
import { z } from 'zod'

import type { Executor } from '../../db/client.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

/**
 * The invite programme (docs/decisions/051-agents-and-invites.md), kept in the settings table;
 * `agents:settings` shows it and replaces it from a JSON file.
 */
export const AGENT_SETTING = 'agents.programme'

export const agentSettingsSchema = z.object({
  /** Level 1: the players one invited; level 2: the players they invited. */
  levels: z
    .array(agentLevelSchema)
    .min(1)
    .max(2)
    .refine((levels) => levels.every((entry, index) => entry.level === index + 1), {
      message: 'Levels are 1, then 2, in order',
    }),
  /** Closed Manila days whose commission can still be claimed, back from yesterday. */
  commissionDays: z.number().int().min(1).max(90),
  /** Days after registering that a player may still name an inviter (agentFill). */
  fillDays: z.number().int().min(0).max(90),
  valid: z.object({
    /** Hundredths an invitee must have deposited over all time. */
    minDeposit: z.number().int().min(0),
    /** Hundredths of valid turnover an invitee must have staked over all time. */
    minTurnover: z.number().int().min(0),
    award: awardListSchema,
  }),
})
export type AgentSettings = z.infer<typeof agentSettingsSchema>

/**
 * Modelled on PH invite programmes, which advertise 0.2–1% of the team's bets and ₱20–₱100 per
 * "valid" friend (a deposit and some play): 0.30% on invitees' valid turnover, 0.10% on theirs, and
 * ₱20 for each friend who deposits ₱100 and wagers ₱300 (decision 051).
 */
export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  levels: [
    { level: 1, rateBp: 30 },
    { level: 2, rateBp: 10 },
  ],
  commissionDays: 30,
  fillDays: 7,
  valid: { minDeposit: 100_00, minTurnover: 300_00, award: [{ id: AWARD_ITEM.coin, count: 20_00 }] },
}

export async function readAgentSettings(db: Executor): Promise<AgentSettings> {
  const stored = agentSettingsSchema.safeParse(await readSetting(db, AGENT_SETTING))
  return stored.success ? stored.data : DEFAULT_AGENT_SETTINGS
}

export async function writeAgentSettings(db: Executor, settings: unknown): Promise<AgentSettings> {
  const parsed = agentSettingsSchema.parse(settings)
  await writeSetting(db, AGENT_SETTING, parsed)
  return parsed
}
