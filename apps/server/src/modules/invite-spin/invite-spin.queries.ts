import type { InviteSpinKind, InviteSpinState } from '@panalo/contract/calls/invite-spin'
import { and, count, desc, eq } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { inviteSpinCampaigns, inviteSpinClicks, inviteSpinDraws } from '../../db/schema/invite-spin.ts'
import { validInvitesRegisteredBetween } from '../agents/valid-invites.service.ts'
import type { InviteSpinSettings } from './invite-spin-settings.ts'

/**
 * The reads behind the invite spin (docs/decisions/058-invite-spin.md): a player's latest campaign,
 * what state it is in, and the spins it has earned from valid invites and counted clicks.
 */

export type Campaign = typeof inviteSpinCampaigns.$inferSelect

/** The player's latest campaign; `lock` takes its row for the rest of the transaction. */
export async function latestCampaign(executor: Executor, userId: number, lock = false) {
  const query = executor
    .select()
    .from(inviteSpinCampaigns)
    .where(eq(inviteSpinCampaigns.userId, userId))
    .orderBy(desc(inviteSpinCampaigns.id))
    .limit(1)
  return (await (lock ? query.for('update') : query))[0]
}

export function stateOf(campaign: Campaign | undefined, at: Date): InviteSpinState {
  if (!campaign) return 'none'
  if (campaign.status === 'exchanged') return 'exchanged'
  if (at.getTime() >= campaign.expiresAt.getTime()) return 'lapsed'
  return campaign.progress >= campaign.target ? 'reached' : 'active'
}

/** A campaign that is over: the next spin starts a new one. */
export const isOver = (state: InviteSpinState) =>
  state === 'none' || state === 'exchanged' || state === 'lapsed'

/**
 * Invitees who registered with the player's code inside the campaign's window, are not the player
 * (shared device, receiving account or phone: decision 051) and have become valid.
 */
export function validInvitesIn(executor: Executor, campaign: Campaign): Promise<number> {
  return validInvitesRegisteredBetween(executor, campaign.userId, campaign.startedAt, campaign.expiresAt)
}

export async function countedClicks(executor: Executor, campaignId: number, ip?: string): Promise<number> {
  const [row] = await executor
    .select({ clicks: count() })
    .from(inviteSpinClicks)
    .where(
      and(
        eq(inviteSpinClicks.campaignId, campaignId),
        eq(inviteSpinClicks.counted, true),
        ip === undefined ? undefined : eq(inviteSpinClicks.ip, ip),
      ),
    )
  return row?.clicks ?? 0
}

async function usedByKind(executor: Executor, campaignId: number): Promise<Record<InviteSpinKind, number>> {
  const rows = await executor
    .select({ kind: inviteSpinDraws.kind, used: count() })
    .from(inviteSpinDraws)
    .where(eq(inviteSpinDraws.campaignId, campaignId))
    .groupBy(inviteSpinDraws.kind)
  const used = { start: 0, invite: 0, click: 0 }
  for (const row of rows) used[row.kind] = row.used
  return used
}

/**
 * What a running campaign has earned and which spin comes next: the first spin, then the invites'
 * spins, then the clicks'. Nothing waits once the campaign has reached its target or ended.
 */
export async function spinsOf(
  executor: Executor,
  settings: InviteSpinSettings,
  campaign: Campaign,
  state: InviteSpinState,
) {
  const validInvites = await validInvitesIn(executor, campaign)
  const clicks = Math.min(settings.clickSpinsMax, await countedClicks(executor, campaign.id))
  const used = await usedByKind(executor, campaign.id)
  const waiting = {
    start: 1 - used.start,
    invite: Math.max(0, validInvites * settings.spinsPerInvite - used.invite),
    click: Math.max(0, clicks - used.click),
  }
  const running = state === 'active'
  const next: InviteSpinKind | undefined = !running
    ? undefined
    : waiting.start > 0
      ? 'start'
      : waiting.invite > 0
        ? 'invite'
        : waiting.click > 0
          ? 'click'
          : undefined
  return {
    validInvites,
    clicks,
    next,
    left: running ? waiting.start + waiting.invite + waiting.click : 0,
  }
}
