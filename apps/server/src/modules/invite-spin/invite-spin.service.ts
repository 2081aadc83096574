import { AWARD_ITEM } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { INVITE_SPIN_RECORD_SIZE, type InviteSpinKind } from '@panalo/contract/calls/invite-spin'
import { ACTIVITY_ID } from '@panalo/contract/enums'
import { desc, eq, sql } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { inviteSpinCampaigns, inviteSpinClicks, inviteSpinDraws } from '../../db/schema/invite-spin.ts'
import { playerDirectory } from '../../db/views/player-directory.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { liveActivities } from '../activities/activities.service.ts'
import { playerUsedDevice } from '../agents/player-devices.service.ts'
import { validInviteRule } from '../agents/valid-invites.service.ts'
import { drawSeeded, seedCommitment, seededDrawOf, settleDraw } from '../draws/draws.service.ts'
import { oncePerRequest } from '../requests/requests.service.ts'
import { grantAwards, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { takeAttempt } from '../throttle/attempts.service.ts'
import {
  campaignSettings,
  invitesToReach,
  readInviteSpinSettings,
  type InviteSpinSettings,
} from './invite-spin-settings.ts'
import {
  countedClicks,
  isOver,
  latestCampaign,
  spinsOf,
  stateOf,
  type Campaign,
} from './invite-spin.queries.ts'

/**
 * The invite spin (docs/decisions/058-invite-spin.md). A campaign starts with its first spin and runs
 * for the time limit; each spin is a seeded draw (source `inviteSpin`, decision 107) from the player's
 * committed seed pair (the jackpot's and the wheel's) on its kind's wheel; valid invites and
 * counted clicks earn the later spins. Spins, exchanges and clicks lock the campaign's row, so
 * parallel calls never use a spin twice nor exchange twice; the exchange is one award-engine grant
 * keyed by the campaign. A campaign keeps the settings in force at its start to its end (decision 109).
 */
export type InviteSpinService = ReturnType<typeof createInviteSpinService>

/** Clicks one network address may send an hour, counted or not: a cap on spam, not on friends. */
const CLICK_LIMIT = { limit: 30, windowMs: 60 * 60_000 }
const HOUR_MS = 3_600_000

const exchangeKey = (campaignId: number) => `invite-spin-${campaignId}`

export function createInviteSpinService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  async function isOpen(executor: Executor): Promise<boolean> {
    return (await liveActivities(executor, now())).some(
      (activity) => activity.id === ACTIVITY_ID.inviteUserSpin,
    )
  }

  async function campaignAnswer(executor: Executor, settings: InviteSpinSettings, campaign: Campaign) {
    const state = stateOf(campaign, now())
    const spins = await spinsOf(executor, settings, campaign, state)
    return {
      id: campaign.id,
      state,
      target: campaign.target,
      progress: campaign.progress,
      startedAt: campaign.startedAt.toISOString(),
      expiresAt: campaign.expiresAt.toISOString(),
      spinsLeft: spins.left,
      nextKind: spins.next ?? null,
      validInvites: spins.validInvites,
      clicks: spins.clicks,
      heldCoins: campaign.heldCoins,
    }
  }

  async function spinAnswer(executor: Executor, row: typeof inviteSpinDraws.$inferSelect) {
    const [campaign] = await executor
      .select()
      .from(inviteSpinCampaigns)
      .where(eq(inviteSpinCampaigns.id, row.campaignId))
    const draw = await seededDrawOf(executor, 'inviteSpin', row.id)
    if (!campaign) throw new Error(`no campaign ${row.campaignId}`)
    const settings = await campaignSettings(executor, campaign)
    return {
      id: row.id,
      kind: row.kind,
      sector: draw.outcome,
      added: row.added,
      campaign: await campaignAnswer(executor, settings, campaign),
      serverSeedHash: draw.serverSeedHash,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
    }
  }

  /**
   * Spins waiting: a running campaign's, or the first spin of a new one; `settings` are the running
   * campaign's own, else those a campaign starting now would take.
   */
  async function waiting(executor: Executor, userId: number) {
    const campaign = await latestCampaign(executor, userId)
    const state = stateOf(campaign, now())
    if (!campaign || isOver(state))
      return { settings: await readInviteSpinSettings(executor), campaign, state, left: 1, running: false }
    const settings = await campaignSettings(executor, campaign)
    return {
      settings,
      campaign,
      state,
      left: (await spinsOf(executor, settings, campaign, state)).left,
      running: true,
    }
  }

  /** The player's own campaign, locked, or 5019 (another player's id says nothing). */
  async function ownCampaign(executor: Executor, userId: number, campaignId: number, lock: boolean) {
    const query = executor.select().from(inviteSpinCampaigns).where(eq(inviteSpinCampaigns.id, campaignId))
    const [campaign] = await (lock ? query.for('update') : query)
    if (!campaign || campaign.userId !== userId) throw new AppError('INVITE_SPIN_NOT_FOUND')
    return campaign
  }

  return {
    /** spinAwardFlag's part: a running campaign has a spin waiting. */
    async spinAwardFlag(userId: number): Promise<boolean> {
      if (!(await isOpen(db))) return false
      const { running, left } = await waiting(db, userId)
      return running && left > 0
    },

    async info(userId: number): Promise<CallOutput<'actInviteUser'>> {
      const campaign = await latestCampaign(db, userId)
      // A running campaign's rule and odds are its own (decision 109); otherwise the next campaign's.
      const settings =
        campaign && !isOver(stateOf(campaign, now()))
          ? await campaignSettings(db, campaign)
          : await readInviteSpinSettings(db)
      const pair = await seedCommitment(db, userId)
      const [me] = await db
        .select({ inviteCode: playerDirectory.inviteCode })
        .from(playerDirectory)
        .where(eq(playerDirectory.id, userId))
      const rule = await wageringRuleOf(db, 'activity')
      const oddsOf = (wheel: InviteSpinSettings['sectors']['start']) => {
        const total = wheel.reduce((sum, sector) => sum + sector.weight, 0)
        return wheel.map((sector) => ({ amount: sector.amount, chance: sector.weight / total }))
      }
      const valid = await validInviteRule(db)
      return {
        open: await isOpen(db),
        target: settings.target,
        hours: settings.hours,
        invitesToReach: invitesToReach(settings),
        spinsPerInvite: settings.spinsPerInvite,
        clickSpinsMax: settings.clickSpinsMax,
        clicksPerIpMax: settings.clicksPerIpMax,
        valid,
        odds: {
          start: oddsOf(settings.sectors.start),
          invite: oddsOf(settings.sectors.invite),
          click: oddsOf(settings.sectors.click),
        },
        wagering: {
          multiple: rule.multiple,
          expiryDays: rule.expiryDays,
          heldUntilFirstDeposit: rule.heldUntilFirstDeposit,
        },
        inviteCode: me?.inviteCode ?? '',
        campaign: campaign ? await campaignAnswer(db, await campaignSettings(db, campaign), campaign) : null,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nextNonce: pair.nextNonce,
      }
    },

    async status(userId: number): Promise<CallOutput<'actInviteUserStatus'>> {
      const open = await isOpen(db)
      const { settings, campaign, state, left, running } = await waiting(db, userId)
      return {
        open,
        state,
        target: running && campaign ? campaign.target : settings.target,
        progress: running && campaign ? campaign.progress : 0,
        spinsLeft: open ? left : 0,
        expiresAt: running && campaign ? campaign.expiresAt.toISOString() : null,
        invitesToReach: invitesToReach(settings),
      }
    },

    spin(userId: number, requestId: string): Promise<CallOutput<'actInviteUserSpin'>> {
      const key = { userId, scope: 'actInviteUserSpin', requestId, body: { requestId } }
      return oncePerRequest(db, key, async (tx) => {
        if (!(await isOpen(tx))) throw new AppError('INVITE_SPIN_CLOSED')
        // The player's row serialises their spins, including the one that starts a campaign.
        await tx.execute(sql`select 1 from users where id = ${userId} for update`)
        let campaign = await latestCampaign(tx, userId, true)
        let settings: InviteSpinSettings
        if (!campaign || isOver(stateOf(campaign, now()))) {
          const startedAt = now()
          // The settings in force now are the campaign's to its end (decision 109).
          settings = await readInviteSpinSettings(tx, startedAt)
          ;[campaign] = await tx
            .insert(inviteSpinCampaigns)
            .values({
              userId,
              target: settings.target,
              startedAt,
              expiresAt: new Date(startedAt.getTime() + settings.hours * HOUR_MS),
              settings,
            })
            .returning()
          if (!campaign) throw new Error('campaign not written')
        } else settings = await campaignSettings(tx, campaign)
        const { next } = await spinsOf(tx, settings, campaign, stateOf(campaign, now()))
        if (!next) throw new AppError('INVITE_SPIN_NONE_LEFT')
        return drawSpin(tx, settings, campaign, next)
      })
    },

    exchange(userId: number, campaignId: number): Promise<CallOutput<'actInviteUserExchange'>> {
      return inTransaction(db, async (tx) => {
        const campaign = await ownCampaign(tx, userId, campaignId, true)
        const state = stateOf(campaign, now())
        if (state === 'exchanged') throw new AppError('INVITE_SPIN_EXCHANGED')
        if (state === 'lapsed') throw new AppError('INVITE_SPIN_LAPSED')
        if (state !== 'reached') throw new AppError('INVITE_SPIN_NOT_REACHED')
        const items = [{ id: AWARD_ITEM.coin, count: campaign.target }]
        const grant = await grantAwards(tx, {
          source: 'activity',
          key: exchangeKey(campaign.id),
          userId,
          items,
        })
        await tx
          .update(inviteSpinCampaigns)
          .set({ status: 'exchanged', exchangedAt: now(), heldCoins: grant.heldCoins })
          .where(eq(inviteSpinCampaigns.id, campaign.id))
        return { items, heldCoins: grant.heldCoins }
      })
    },

    async record(userId: number, campaignId: number | undefined): Promise<CallOutput<'actInviteUserRecord'>> {
      const campaign =
        campaignId === undefined
          ? await latestCampaign(db, userId)
          : await ownCampaign(db, userId, campaignId, false)
      if (!campaign) return { campaignId: null, list: [] }
      const rows = await db
        .select()
        .from(inviteSpinDraws)
        .where(eq(inviteSpinDraws.campaignId, campaign.id))
        .orderBy(desc(inviteSpinDraws.id))
        .limit(INVITE_SPIN_RECORD_SIZE)
      return {
        campaignId: campaign.id,
        list: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          added: row.added,
          createTime: row.createdAt.toISOString(),
        })),
      }
    },

    /** A visitor's click on `pid`'s link; `viewerId` is the signed-in player making it, if any. */
    async click(input: { pid: string; visitorId: string; ip: string; viewerId: number | null }) {
      const throttle = await takeAttempt(db, `invite-click:ip:${input.ip}`, CLICK_LIMIT)
      if (!throttle.allowed) throw new AppError('RATE_LIMITED')
      return inTransaction(db, async (tx): Promise<CallOutput<'actInviteClickInvite'>> => {
        const [inviter] = await tx
          .select({ id: playerDirectory.id })
          .from(playerDirectory)
          .where(eq(playerDirectory.inviteCode, input.pid.toUpperCase()))
        if (!inviter) throw new AppError('INVITE_CODE_UNKNOWN')
        if (!(await isOpen(tx))) return { counted: false }
        const campaign = await latestCampaign(tx, inviter.id, true)
        if (!campaign || stateOf(campaign, now()) !== 'active') return { counted: false }
        const settings = await campaignSettings(tx, campaign)
        const counted =
          input.viewerId !== inviter.id &&
          !(await playerUsedDevice(tx, inviter.id, input.visitorId)) &&
          (await countedClicks(tx, campaign.id)) < settings.clickSpinsMax &&
          (await countedClicks(tx, campaign.id, input.ip)) < settings.clicksPerIpMax
        const inserted = await tx
          .insert(inviteSpinClicks)
          .values({ campaignId: campaign.id, visitorId: input.visitorId, ip: input.ip, counted })
          .onConflictDoNothing()
          .returning({ counted: inviteSpinClicks.counted })
        return { counted: inserted[0]?.counted ?? false }
      })
    },
  }

  async function drawSpin(tx: Tx, settings: InviteSpinSettings, campaign: Campaign, kind: InviteSpinKind) {
    const wheel = settings.sectors[kind]
    const draw = await drawSeeded(tx, {
      source: 'inviteSpin',
      userId: campaign.userId,
      choices: wheel.map((sector) => ({
        weight: sector.weight,
        items: [{ id: AWARD_ITEM.coin, count: sector.amount }],
      })),
    })
    const amount = wheel[draw.outcome]?.amount
    if (amount === undefined) throw new Error(`no sector ${draw.outcome}`)
    // Never past the target: the last spin adds what was still lacking.
    const added = Math.min(amount, campaign.target - campaign.progress)
    await tx
      .update(inviteSpinCampaigns)
      .set({
        progress: sql`${inviteSpinCampaigns.progress} + ${added}`,
        spinsUsed: sql`${inviteSpinCampaigns.spinsUsed} + 1`,
      })
      .where(eq(inviteSpinCampaigns.id, campaign.id))
    const [row] = await tx
      .insert(inviteSpinDraws)
      .values({ id: draw.id, campaignId: campaign.id, userId: campaign.userId, kind, amount, added })
      .returning()
    if (!row) throw new Error('invite spin not written')
    await settleDraw(tx, 'inviteSpin', draw.id, { campaignId: campaign.id, kind, amount, added })
    return spinAnswer(tx, row)
  }
}
