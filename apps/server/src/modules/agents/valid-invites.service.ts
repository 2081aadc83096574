import type { Executor } from '../../db/client.ts'
import { readAgentSettings } from './agent-settings.ts'
import { agentOf, validMembersRegisteredBetween } from './agent-team.queries.ts'

/**
 * Valid invites as other areas read them (the invite spin, decision 058): decision 051's rule — a
 * deposit and valid turnover over the configured minimums — and its anti-farming exclusions.
 */
export async function validInviteRule(
  executor: Executor,
): Promise<{ minDeposit: number; minTurnover: number }> {
  const { valid } = await readAgentSettings(executor)
  return { minDeposit: valid.minDeposit, minTurnover: valid.minTurnover }
}

/** The player's level-1 invitees registered in [from, to) who are valid and not excluded. */
export async function validInvitesRegisteredBetween(
  executor: Executor,
  userId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const settings = await readAgentSettings(executor)
  return validMembersRegisteredBetween(executor, await agentOf(executor, userId), settings, from, to)
}
