import { AUTH_MODE } from '@panalo/contract/enums'
import type {
  BetLine,
  LedgerLine,
  PaymentLine,
  PlayerDetail,
  PlayerRow,
} from '@panalo/contract/ops/calls/players'
import {
  COOL_OFF_DURATIONS,
  type CoolOffDuration,
  type ExclusionDuration,
} from '@panalo/contract/self-limits'
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { sessions, users } from '../../db/schema/accounts.ts'
import { staffNotes } from '../../db/schema/staff.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { OpsError } from '../../platform/ops-error.ts'
import type { StaffPrincipal } from '../../platform/ops-handler.ts'
import { appendAudit, type AuditActor } from '../audit/audit.service.ts'
import type { AccountsService } from '../accounts/accounts.service.ts'
import type { SessionService } from '../accounts/sessions.service.ts'
import { depositRecordPage } from '../deposits/deposits.service.ts'
import type { PlayService } from '../games/play.service.ts'
import { presentOverview } from '../responsible-gaming/responsible-gaming.service.ts'
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service.ts'
import { awardRecords, bonusRows } from '../rewards/rewards.service.ts'
import { levelsDownOf, vipStatus } from '../vip/vip.service.ts'
import { maskAccountNumber, withdrawalPage } from '../withdrawals/withdrawals.service.ts'

const SEARCH_LIMIT = 50
const RECENT = 20

type UserRow = typeof users.$inferSelect

function row(user: UserRow): PlayerRow {
  return {
    userId: user.id,
    account: user.account,
    mobile: user.mobile,
    nickname: user.nickname,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  }
}

const rowsOf = <Schema extends z.ZodType>(schema: Schema, result: unknown) =>
  z.object({ rows: z.array(schema) }).parse(result).rows

/**
 * The players desk (issue 41 step 6): search, the player's page read across the areas' tables, and
 * the staff's actions on a player — notes, freeze, ending sessions — each on the audit chain. Freezing
 * is what users:disable does; sessions end through the accounts' SessionService.
 */
export interface PlayerDeskDeps {
  db: Db
  sessions: SessionService
  play: PlayService
  responsibleGaming: ResponsibleGaming
  accounts: AccountsService
}

export function createPlayerDesk({
  db,
  sessions: sessionService,
  play,
  responsibleGaming,
  accounts,
}: PlayerDeskDeps) {
  const actor = (principal: StaffPrincipal, ip: string) => ({
    staff: principal.account,
    role: principal.role,
    ip,
  })

  async function userOf(userId: number): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    if (!user) throw new AppError('NOT_FOUND', `No player ${userId}`)
    return user
  }

  return {
    async search(query: string): Promise<PlayerRow[]> {
      const digits = query.replace(/\D/g, '')
      const like = `%${query.replace(/[%_\\]/g, (match) => `\\${match}`)}%`
      const conditions = [
        ilike(users.account, like),
        ilike(users.nickname, like),
        sql`${users.id} in (select user_id from kyc_submissions where full_name ilike ${like})`,
      ]
      if (/^\d{1,12}$/.test(query)) conditions.push(eq(users.id, Number(query)))
      if (digits.length >= 4) conditions.push(ilike(users.mobile, `%${digits.slice(-10)}%`))
      const found = await db
        .select()
        .from(users)
        .where(or(...conditions))
        .orderBy(desc(users.id))
        .limit(SEARCH_LIMIT)
      return found.map(row)
    },

    async detail(userId: number): Promise<PlayerDetail> {
      const user = await userOf(userId)
      const [balances, wallet, kyc, live, devices, deposits, withdrawals, notes, payout] = await Promise.all([
        db.execute(sql`select a.kind, b.balance from ledger_accounts a join ledger_player_balances b on b.account_id = a.id
          where a.holder = 'player' and a.owner_user_id = ${userId}`),
        // The withdrawal gate's wagering figure (wagering_left, decision 106).
        db.execute(
          sql`select wagering_left(${userId}) as wagering_remaining,
            coalesce((select total_recharge from wallet_players where user_id = ${userId}), 0) as total_recharge`,
        ),
        db.execute(
          sql`select state, full_name from kyc_submissions where user_id = ${userId} order by id desc limit 1`,
        ),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(
            and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`),
          ),
        db.execute(sql`select mine.device_id, mine.first_seen_at,
            coalesce(array_agg(other.user_id) filter (where other.user_id is not null), '{}') as shared_with
          from player_devices mine
          left join player_devices other on other.device_id = mine.device_id and other.user_id <> mine.user_id
          where mine.user_id = ${userId} group by mine.device_id, mine.first_seen_at order by mine.first_seen_at desc limit 50`),
        db.execute(
          sql`select id, amount, state, created_at from deposits where user_id = ${userId} order by created_at desc limit ${RECENT}`,
        ),
        db.execute(
          sql`select id, amount, state, created_at from withdrawals where user_id = ${userId} order by id desc limit ${RECENT}`,
        ),
        db
          .select()
          .from(staffNotes)
          .where(eq(staffNotes.userId, userId))
          .orderBy(desc(staffNotes.id))
          .limit(100),
        db.execute(sql`select mine.kind, mine.bank_name, mine.account_number,
            coalesce(array_agg(distinct other.user_id) filter (where other.user_id is not null), '{}') as shared_with
          from receiving_accounts mine
          left join receiving_accounts other on other.account_number = mine.account_number and other.user_id <> mine.user_id
          where mine.user_id = ${userId} group by mine.kind, mine.bank_name, mine.account_number`),
      ])
      const walletRow = rowsOf(
        z.object({ wagering_remaining: z.coerce.number(), total_recharge: z.coerce.number() }),
        wallet,
      )[0]
      const kycRow = rowsOf(z.object({ state: z.string(), full_name: z.string() }), kyc)[0]
      const when = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString())
      return {
        player: { ...row(user), dateOfBirth: user.dateOfBirth, inviteCode: user.inviteCode },
        balances: Object.fromEntries(
          rowsOf(z.object({ kind: z.string(), balance: z.coerce.number() }), balances).map((b) => [
            b.kind,
            b.balance,
          ]),
        ),
        wageringRemaining: walletRow?.wagering_remaining ?? 0,
        totalRecharge: walletRow?.total_recharge ?? 0,
        kyc: { state: kycRow?.state ?? 'none', fullName: kycRow?.full_name ?? null },
        sessions: live[0]?.n ?? 0,
        devices: rowsOf(
          z.object({ device_id: z.string(), first_seen_at: when, shared_with: z.array(z.coerce.number()) }),
          devices,
        ).map((device) => ({
          deviceId: device.device_id,
          firstSeenAt: device.first_seen_at,
          sharedWith: device.shared_with,
        })),
        deposits: rowsOf(
          z.object({ id: z.string(), amount: z.coerce.number(), state: z.string(), created_at: when }),
          deposits,
        ).map((deposit) => ({ ...deposit, createdAt: deposit.created_at })),
        withdrawals: rowsOf(
          z.object({ id: z.coerce.number(), amount: z.coerce.number(), state: z.string(), created_at: when }),
          withdrawals,
        ).map((withdrawal) => ({ ...withdrawal, createdAt: withdrawal.created_at })),
        payoutAccounts: rowsOf(
          z.object({
            kind: z.string(),
            bank_name: z.string(),
            account_number: z.string(),
            shared_with: z.array(z.coerce.number()),
          }),
          payout,
        ).map((account) => ({
          bankName: account.bank_name,
          maskedNumber: maskAccountNumber(account.kind, account.account_number),
          sharedWith: account.shared_with,
        })),
        notes: notes.map((note) => ({
          id: note.id,
          staff: note.staff,
          body: note.body,
          at: note.at.toISOString(),
        })),
      }
    },

    async ledger(userId: number, kind: string, pageNum: number, pageSize: number) {
      await userOf(userId)
      const [lines, total] = await Promise.all([
        db.execute(sql`select p.journal_id, p.leg, j.kind, p.amount, p.balance_after, j.created_at
          from ledger_accounts a
          join ledger_postings p on p.account_id = a.id
          join ledger_journals j on j.id = p.journal_id
          where a.holder = 'player' and a.owner_user_id = ${userId} and a.kind = ${kind}
          order by p.journal_id desc, p.leg desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`),
        db.execute(sql`select count(*)::int as n from ledger_accounts a join ledger_postings p on p.account_id = a.id
          where a.holder = 'player' and a.owner_user_id = ${userId} and a.kind = ${kind}`),
      ])
      const list: LedgerLine[] = rowsOf(
        z.object({
          journal_id: z.coerce.number(),
          leg: z.coerce.number(),
          kind: z.string(),
          amount: z.coerce.number(),
          balance_after: z.coerce.number().nullable(),
          created_at: z.union([z.date(), z.string()]),
        }),
        lines,
      ).map((line) => ({
        journalId: line.journal_id,
        leg: line.leg,
        kind: line.kind,
        amount: line.amount,
        balanceAfter: line.balance_after,
        at: new Date(line.created_at).toISOString(),
      }))
      return { list, total: rowsOf(z.object({ n: z.coerce.number() }), total)[0]?.n ?? 0 }
    },

    /** The player's rounds, read through the games area's bet records (what the player's own page reads). */
    async bets(
      userId: number,
      query: { from?: string | undefined; to?: string | undefined; pageNum: number; pageSize: number },
    ) {
      await userOf(userId)
      const page = await play.betRecord(userId, {
        page: query.pageNum,
        pageSize: query.pageSize,
        from: query.from,
        to: query.to,
      })
      const list: BetLine[] = page.records.map((record) => ({
        roundId: record.roundId,
        game: record.gameName,
        stake: record.stake,
        win: record.win,
        net: record.win - record.stake,
        state: record.state,
        at: record.startedAt,
      }))
      return { list, hasMore: page.hasMore }
    },

    async deposits(userId: number, pageNum: number, pageSize: number) {
      await userOf(userId)
      const page = await depositRecordPage(db, userId, { pageNum, pageSize })
      const list: PaymentLine[] = page.rows.map((row) => ({
        id: row.id,
        amount: row.amount,
        state: row.state,
        channel: `${row.channelName} (${row.gateway})`,
        detail: row.heldReason,
        at: row.createdAt.toISOString(),
      }))
      return { list, total: page.total }
    },

    async withdrawals(userId: number, pageNum: number, pageSize: number) {
      await userOf(userId)
      const page = await withdrawalPage(db, { userId, page: pageNum, pageSize })
      const list: PaymentLine[] = page.rows.map((row) => ({
        id: String(row.id),
        amount: row.amount,
        state: row.state,
        channel: `${row.bankName} ${maskAccountNumber(row.kind, row.accountNumber)}`,
        detail: row.reason || null,
        at: row.createdAt.toISOString(),
      }))
      return { list, total: page.total }
    },

    /** Award grants (the rewards area's records), bonuses with what each still needs, the wagering left. */
    async rewards(userId: number, pageNum: number, pageSize: number) {
      await userOf(userId)
      const [records, bonuses, wallet] = await Promise.all([
        awardRecords(db, userId, { number: pageNum, size: pageSize }),
        bonusRows(db, userId),
        db.execute(sql`select wagering_left(${userId}) as wagering_remaining`),
      ])
      return {
        list: records.list.map((record) => ({
          grantId: record.id,
          source: record.source,
          items: record.items,
          reason: record.reason,
          at: record.createdAt.toISOString(),
        })),
        total: records.total,
        bonuses: bonuses.map((bonus) => ({
          id: bonus.id,
          source: bonus.bonusType,
          amount: bonus.amount,
          multiple: bonus.multiple,
          requirement: bonus.requirement,
          wagered: bonus.wagered,
          left:
            bonus.state === 'active' || bonus.state === 'held'
              ? Math.max(0, bonus.requirement - bonus.wagered)
              : 0,
          state: bonus.state,
          expiresAt: bonus.expiresAt?.toISOString() ?? null,
        })),
        wageringLeft:
          rowsOf(z.object({ wagering_remaining: z.coerce.number() }), wallet)[0]?.wagering_remaining ?? 0,
      }
    },

    /** The VIP area's own reading of the player's level (vipStatus). */
    async vip(userId: number) {
      await userOf(userId)
      const [status, levelsDown] = await Promise.all([vipStatus(db, userId), levelsDownOf(db, userId)])
      const next = status.ladder.find((rung) => rung.level === status.vip + 1)
      return {
        level: status.vip,
        experience: status.vipExp,
        levelsDown,
        next: next ? { level: next.level, experience: next.experience } : null,
      }
    },

    /** Limits and any break, as the player's own /member/self-limited reads them. */
    async limits(userId: number) {
      await userOf(userId)
      const overview = presentOverview(await responsibleGaming.overview(userId))
      return { limits: overview.limits, block: overview.block }
    },

    /**
     * A cool-off or self-exclusion staff put on a player (a request by phone or e-mail, or risk's own
     * judgement), exactly the player's own (responsible gaming's coolOff and selfExclude): every
     * session ends, and a running break is never shortened.
     */
    async exclude(
      who: AuditActor,
      userId: number,
      duration: CoolOffDuration | ExclusionDuration,
      reason: string,
    ) {
      await userOf(userId)
      const before = presentOverview(await responsibleGaming.overview(userId)).block
      const isCoolOff = (COOL_OFF_DURATIONS as readonly string[]).includes(duration)
      if (isCoolOff) await responsibleGaming.coolOff(userId, duration as CoolOffDuration)
      else await responsibleGaming.selfExclude(userId, duration as ExclusionDuration)
      const after = presentOverview(await responsibleGaming.overview(userId)).block
      if (!after) throw new Error('the break did not start')
      await appendAudit(db, who, {
        action: 'player.exclude',
        target: `user:${userId}`,
        before: { block: before },
        after: { block: after, duration, reason },
      })
      return { block: after }
    },

    /**
     * Ending a self-exclusion early (decision 082): admin only, on the player's request, with the same
     * rule as rg:end-exclusion — refused in its irrevocable part (a cool-off is irrevocable whole),
     * and otherwise it ends 7 days later.
     */
    async endExclusion(who: AuditActor, userId: number, reason: string) {
      await userOf(userId)
      const before = presentOverview(await responsibleGaming.overview(userId)).block
      if (!before) throw new OpsError('DESK_REFUSED', 'The player has no cool-off or exclusion running.')
      await responsibleGaming.requestExclusionEnd(userId)
      const after = presentOverview(await responsibleGaming.overview(userId)).block
      await appendAudit(db, who, {
        action: 'player.exclusionEnd',
        target: `user:${userId}`,
        before: { block: before },
        after: { block: after, reason },
      })
      return { block: after }
    },

    /**
     * A password reset (decision 083): the forgot-password code goes by SMS to the player's own phone
     * (the same code and limits as the app's Forgot password), and every session ends. Staff never see
     * or choose a password; the player sets the new one in the app with the code.
     */
    async resetPassword(who: AuditActor, userId: number, reason: string) {
      const user = await userOf(userId)
      if (!user.mobile)
        throw new OpsError('DESK_REFUSED', 'The player has no phone bound: a reset code has nowhere to go.')
      const sent = await accounts.sendCode(user.mobile, AUTH_MODE.forget, who.ip, null)
      return inTransaction(db, async (tx) => {
        const [live] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(
            and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`),
          )
        await sessionService.revokeAll(tx, userId, 'password-reset')
        await appendAudit(tx, who, {
          action: 'player.passwordReset',
          target: `user:${userId}`,
          before: { sessions: live?.n ?? 0 },
          after: { codeSentTo: sent.maskedPhone, reason },
        })
        return { maskedPhone: sent.maskedPhone, ended: live?.n ?? 0 }
      })
    },

    async addNote(principal: StaffPrincipal, ip: string, userId: number, body: string) {
      await userOf(userId)
      return inTransaction(db, async (tx) => {
        const [note] = await tx
          .insert(staffNotes)
          .values({ userId, staff: principal.account, body })
          .returning({ id: staffNotes.id })
        if (!note) throw new Error('the note was not written')
        await appendAudit(tx, actor(principal, ip), {
          action: 'player.note',
          target: `user:${userId}`,
          after: { body },
        })
        return { id: note.id }
      })
    },

    async freeze(principal: StaffPrincipal, ip: string, userId: number, frozen: boolean, reason: string) {
      const user = await userOf(userId)
      const status = frozen ? 'disabled' : 'active'
      await inTransaction(db, async (tx) => {
        await tx.update(users).set({ status }).where(eq(users.id, userId))
        if (frozen) await sessionService.revokeAll(tx, userId, 'disabled')
        await appendAudit(tx, actor(principal, ip), {
          action: frozen ? 'player.freeze' : 'player.unfreeze',
          target: `user:${userId}`,
          before: { status: user.status },
          after: { status, reason },
        })
      })
      return { status }
    },

    async endSessions(principal: StaffPrincipal, ip: string, userId: number, reason: string) {
      await userOf(userId)
      return inTransaction(db, async (tx) => {
        const [live] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        await sessionService.revokeAll(tx, userId, 'logout')
        await appendAudit(tx, actor(principal, ip), {
          action: 'player.endSessions',
          target: `user:${userId}`,
          after: { ended: live?.n ?? 0, reason },
        })
        return { ended: live?.n ?? 0 }
      })
    },
  }
}

export type PlayerDesk = ReturnType<typeof createPlayerDesk>
