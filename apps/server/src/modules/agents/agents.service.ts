import { AWARD_ITEM, mergeAwardItems, type AwardItem } from '@panalo/contract/award-items'
import type { CallOutput } from '@panalo/contract/call-map'
import { and, eq, sql } from 'drizzle-orm'

import type { Db, Executor, Tx } from '../../db/client.ts'
import { users } from '../../db/schema/accounts.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { addDays, manilaDay } from '../../platform/manila-time.ts'
import { maskNickname } from '../../platform/nickname.ts'
import { claimAward, wageringRuleOf } from '../rewards/award-engine.service.ts'
import { coinsGranted, countGrants, grantedKeys, grantsOf } from '../rewards/award-records.service.ts'
import { readAgentSettings } from './agent-settings.ts'
import {
  AGENT_AWARD_SOURCE,
  agentOf,
  commissionKey,
  inviteKey,
  noteInvitesGranted,
  teamPosition,
} from './agent-team.queries.ts'

/**
 * Agents and invites (docs/decisions/051-agents-and-invites.md). The team is read from who invited
 * whom (`users.invited_by`, set from ?pid= at registration or by agentFill): level 1 are the
 * players one invited, level 2 the players they invited. Commission is a share of the team's valid
 * turnover per Manila day (the turnover projector's days), claimable once the day has closed; a
 * valid invitee (deposits and turnover over the configured minimums) pays the inviter once. An
 * invitee who shares a device, a receiving account number or a phone number with the inviter is
 * the inviter, and counts for neither. Every claim is a grant of the award engine, source `agent`,
 * keyed `commission-<day>` or `invite-<player>`, so it pays once however the claims come.
 */

const SOURCE = AGENT_AWARD_SOURCE
const MEMBERS_SHOWN = 50
const DAY_MS = 86_400_000

/** Several grants of one claim as one answer: their items added up, and the coins held. */
function claimAnswerOf(grants: readonly { items: readonly AwardItem[]; heldCoins: number }[]) {
  return {
    items: mergeAwardItems(grants.map((grant) => grant.items)),
    heldCoins: grants.reduce((sum, grant) => sum + grant.heldCoins, 0),
  }
}

export function createAgentsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** What the player can claim now, read in the executor's snapshot. */
  async function position(executor: Executor, userId: number, invites: 'list' | 'count' | 'any' = 'count') {
    const settings = await readAgentSettings(executor)
    const agent = await agentOf(executor, userId)
    const today = manilaDay(now())
    const yesterday = addDays(today, -1)
    const from = addDays(today, -settings.commissionDays)
    const team = await teamPosition(executor, agent, settings, {
      from,
      to: today,
      shown: invites === 'any' ? 0 : MEMBERS_SHOWN,
      invites,
    })
    const closedDays = [...team.byDay].filter(([day, amount]) => day <= yesterday && amount > 0)
    const claimedDays = await grantedKeys(executor, {
      source: SOURCE,
      userId,
      keys: closedDays.map(([day]) => commissionKey(day)),
    })
    return {
      settings,
      agent,
      team,
      today: team.byDay.get(today) ?? 0,
      unclaimedDays: closedDays.filter(([day]) => !claimedDays.has(commissionKey(day))),
      unclaimedInvites: team.unclaimedInvites,
      unclaimedInviteCount: team.unclaimedInviteCount,
    }
  }

  return {
    /** A guest (null) sees the levels, rates and rules with an empty team (decision 068). */
    async overview(userId: number | null): Promise<CallOutput<'appAgent5User'>> {
      if (userId === null) {
        const settings = await readAgentSettings(db)
        const rule = await wageringRuleOf(db, SOURCE)
        return {
          inviteCode: '',
          invitedBy: '',
          canFill: false,
          fillDays: settings.fillDays,
          levels: settings.levels,
          commissionDays: settings.commissionDays,
          valid: settings.valid,
          team: { level1: 0, level2: 0, valid: 0, excluded: 0 },
          commission: { today: 0, claimable: 0, claimed: 0 },
          invitesClaimable: 0,
          members: [],
          wagering: {
            multiple: rule.multiple,
            expiryDays: rule.expiryDays,
            heldUntilFirstDeposit: rule.heldUntilFirstDeposit,
          },
        }
      }
      const at = now()
      const { settings, agent, team, today, unclaimedDays, unclaimedInviteCount } = await position(db, userId)
      const claimed = await coinsGranted(db, { source: SOURCE, userId, keyPrefix: commissionKey('') })
      const rule = await wageringRuleOf(db, SOURCE)
      return {
        inviteCode: agent.inviteCode,
        invitedBy: agent.invitedBy ?? '',
        canFill: !agent.invitedBy && at.getTime() < agent.createdAt.getTime() + settings.fillDays * DAY_MS,
        fillDays: settings.fillDays,
        levels: settings.levels,
        commissionDays: settings.commissionDays,
        valid: settings.valid,
        team: team.counts,
        commission: {
          today,
          claimable: unclaimedDays.reduce((sum, [, amount]) => sum + amount, 0),
          claimed,
        },
        invitesClaimable: unclaimedInviteCount,
        members: team.members.map((member) => ({
          id: member.id,
          nickname: maskNickname(member.nickname),
          registeredAt: member.created_at.toISOString(),
          deposited: member.deposited,
          turnover: member.turnover,
          state: member.excluded
            ? ('excluded' as const)
            : member.claimed
              ? ('claimed' as const)
              : member.valid
                ? ('valid' as const)
                : ('pending' as const),
        })),
        wagering: {
          multiple: rule.multiple,
          expiryDays: rule.expiryDays,
          heldUntilFirstDeposit: rule.heldUntilFirstDeposit,
        },
      }
    },

    /** agent5AwardFlag: a commission or an invite reward waits. */
    async awardFlag(userId: number): Promise<boolean> {
      const { unclaimedDays, unclaimedInviteCount } = await position(db, userId, 'any')
      return unclaimedDays.length > 0 || unclaimedInviteCount > 0
    },

    claimCommission(userId: number): Promise<CallOutput<'appAgent5UserReceive'>> {
      return inTransaction(db, async (tx) => {
        const { unclaimedDays } = await position(tx, userId)
        if (unclaimedDays.length === 0) throw new AppError('REWARD_NOT_DUE', 'No commission to claim yet.')
        const grants = []
        for (const [day, amount] of unclaimedDays)
          grants.push(await claim(tx, userId, commissionKey(day), [{ id: AWARD_ITEM.coin, count: amount }]))
        return claimAnswerOf(grants)
      })
    },

    claimInvites(userId: number): Promise<CallOutput<'appAgent5UserInviteValidReceive'>> {
      return inTransaction(db, async (tx) => {
        const { settings, agent, unclaimedInvites } = await position(tx, userId, 'list')
        if (unclaimedInvites.length === 0)
          throw new AppError('REWARD_NOT_DUE', 'No valid invite to claim yet.')
        const grants = []
        for (const memberId of unclaimedInvites)
          grants.push(await claim(tx, userId, inviteKey(memberId), settings.valid.award))
        await noteInvitesGranted(tx, agent, unclaimedInvites)
        return claimAnswerOf(grants)
      })
    },

    fill(userId: number, pid: string): Promise<CallOutput<'agentFill'>> {
      return inTransaction(db, async (tx) => {
        // The turnover projector's cursor first, then the player: the order the projector's step takes
        // them in (its triggers lock the members whose figures move; decision 111), so the two never
        // wait for each other in a circle.
        await tx.execute(sql`select 1 from projector_cursors where name = 'turnover' for update`)
        await tx.execute(sql`select 1 from users where id = ${userId} for update`)
        const settings = await readAgentSettings(tx)
        const me = await agentOf(tx, userId)
        if (me.invitedBy || now().getTime() >= me.createdAt.getTime() + settings.fillDays * DAY_MS)
          throw new AppError('AGENT_FILL_CLOSED')
        const code = pid.toUpperCase()
        const [inviter] = await tx
          .select({ id: users.id, invitedBy: users.invitedBy })
          .from(users)
          .where(eq(users.inviteCode, code))
        if (!inviter) throw new AppError('INVITE_CODE_UNKNOWN')
        // Not oneself, nor someone one invited, nor someone they invited: no loops in the tree.
        const [loop] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.inviteCode, inviter.invitedBy ?? ''),
              sql`(${users.id} = ${userId} or ${users.invitedBy} = ${me.inviteCode})`,
            ),
          )
        if (inviter.id === userId || inviter.invitedBy === me.inviteCode || loop)
          throw new AppError('INVITE_CODE_NOT_ALLOWED')
        await tx.update(users).set({ invitedBy: code }).where(eq(users.id, userId))
        return { pid: code }
      })
    },

    async log(
      userId: number,
      page: { pageNum: number; pageSize: number },
    ): Promise<CallOutput<'appAgent5UserLog'>> {
      const totalRows = await countGrants(db, { source: SOURCE, userId })
      const rows = await grantsOf(db, {
        source: SOURCE,
        userId,
        limit: page.pageSize,
        offset: (page.pageNum - 1) * page.pageSize,
      })
      const inviteeIds = rows.flatMap((row) => {
        const match = /^invite-(\d+)$/.exec(row.key)
        return match ? [Number(match[1])] : []
      })
      const names = new Map(
        inviteeIds.length === 0
          ? []
          : (
              await db
                .select({ id: users.id, nickname: users.nickname })
                .from(users)
                .where(
                  sql`${users.id} in (${sql.join(
                    inviteeIds.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
                )
            ).map((row) => [row.id, maskNickname(row.nickname)]),
      )
      return {
        list: rows.map((row) => {
          const invite = /^invite-(\d+)$/.exec(row.key)
          return {
            kind: invite ? ('invite' as const) : ('commission' as const),
            detail: invite ? (names.get(Number(invite[1])) ?? '***') : row.key.slice(-10),
            items: row.items,
            createdAt: row.createdAt.toISOString(),
          }
        }),
        total: totalRows,
        pages: Math.ceil(totalRows / page.pageSize),
      }
    },
  }

  function claim(tx: Tx, userId: number, key: string, items: readonly AwardItem[]) {
    return claimAward(tx, { source: SOURCE, key, userId, items })
  }
}

export type AgentsService = ReturnType<typeof createAgentsService>
