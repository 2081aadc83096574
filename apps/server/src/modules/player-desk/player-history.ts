import type { BetLine, LedgerLine, PaymentLine } from '@panalo/contract/ops/calls/players'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { depositRecordPage } from '../deposits/deposits.service.ts'
import type { PlayService } from '../games/play.service.ts'
import { presentOverview } from '../responsible-gaming/responsible-gaming.service.ts'
import type { ResponsibleGaming } from '../responsible-gaming/responsible-gaming.service.ts'
import { awardRecords, bonusRows } from '../rewards/rewards.service.ts'
import { levelsDownOf, vipStatus } from '../vip/vip.service.ts'
import { maskAccountNumber, withdrawalPage } from '../withdrawals/withdrawals.service.ts'
import { rowsOf, userOf } from './player-rows.ts'

/**
 * The player's history as the desk pages it: ledger lines, bets, deposits, withdrawals, rewards and
 * bonuses, and the VIP level and limits, each read through its own area.
 */
export function createPlayerHistory({
  db,
  play,
  responsibleGaming,
}: {
  db: Db
  play: PlayService
  responsibleGaming: ResponsibleGaming
}) {
  return {
    async ledger(userId: number, kind: string, pageNum: number, pageSize: number) {
      await userOf(db, userId)
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
      await userOf(db, userId)
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
      await userOf(db, userId)
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
      await userOf(db, userId)
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
      await userOf(db, userId)
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
      await userOf(db, userId)
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
      await userOf(db, userId)
      const overview = presentOverview(await responsibleGaming.overview(userId))
      return { limits: overview.limits, block: overview.block }
    },
  }
}
