import type { BetRecord, BetReportRow } from '@panalo/contract/calls/play'
import type { GameTypeCode } from '@panalo/contract/enums'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db } from '../../db/client.ts'
import { gamePlatforms } from '../../db/schema/games.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { validation } from '../../platform/validation.ts'
import { playerBalances } from '../ledger/ledger-balances.service.ts'
import type { PlayPolicy } from '../responsible-gaming/play-policy.types.ts'
import { findVisibleGame } from './catalogue.queries.ts'
import { endGameSessions, openGameSession, touchGameSessions } from './game-sessions.service.ts'
import { recordGameLaunch } from './player-games.service.ts'
import type { ProviderAdapter } from './providers/provider-adapter.ts'
import { addDays, manilaDay } from '../../platform/manila-time.ts'

/** Days of the records are calendar days in Manila; a report spans at most this many. */
export const REPORT_TIME_ZONE = 'Asia/Manila'
export const MAX_REPORT_DAYS = 93
const DEFAULT_REPORT_DAYS = 7

export interface PlayServiceOptions {
  db: Db
  playPolicy: PlayPolicy
  adapters: readonly ProviderAdapter[]
  /** Where a provider's own lobby button leads back to. */
  publicUrl: string
  log?: { warn(object: unknown, message: string): void }
  /** Counts a minute of play for the daily play-time limit (responsible gaming, decision 016). */
  recordPlayTime?: (db: Db, userId: number) => Promise<unknown>
}

const recordRow = z.object({
  round_id: z.string(),
  provider: z.string(),
  game_id: z.coerce.number(),
  game_name: z.string(),
  game_type: z.string(),
  stake: z.coerce.number(),
  win: z.coerce.number(),
  balance_before: z.coerce.number(),
  balance_after: z.coerce.number(),
  state: z.enum(['open', 'closed']),
  started_at: z.union([z.date(), z.string()]),
})
const reportRow = z.object({
  day: z.union([z.string(), z.date()]),
  game_type: z.string(),
  rounds: z.coerce.number(),
  bet: z.coerce.number(),
  win: z.coerce.number(),
})
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows

/** Launching games, the heartbeat, and the player's bet records (docs/decisions/017). */
export function createPlayService({
  db,
  playPolicy,
  adapters,
  publicUrl,
  log,
  recordPlayTime,
}: PlayServiceOptions) {
  const byProvider = new Map(adapters.map((adapter) => [adapter.providerId, adapter]))

  return {
    async startGame(
      userId: number | null,
      input: { gameId: number; tryIt?: boolean | undefined; activityId?: number | undefined },
    ) {
      const game = await findVisibleGame(db, input.gameId)
      if (!game) throw new AppError('GAME_NOT_FOUND')
      const mode = input.tryIt ? 'demo' : 'real'
      if (mode === 'demo' && !game.demoAllowed) throw new AppError('DEMO_NOT_ALLOWED')
      if (userId === null && mode === 'real') throw new AppError('SIGNED_OUT')
      const [platform] = await db
        .select({ code: gamePlatforms.code })
        .from(gamePlatforms)
        .where(eq(gamePlatforms.id, game.platformId))
      const adapter = platform ? byProvider.get(platform.code) : undefined
      if (!platform || !adapter?.launchable) throw new AppError('GAME_UNAVAILABLE')
      if (userId !== null) await playPolicy.assertMayPlay(db, userId)

      const sessionToken = await inTransaction(db, async (tx) => {
        const token = await openGameSession(tx, {
          userId,
          gameId: game.id,
          provider: platform.code,
          mode,
          activityId: input.activityId ?? null,
        })
        if (userId !== null) await recordGameLaunch(tx, userId, game.id, mode)
        return token
      })
      let url: string
      try {
        url = await adapter.launchUrl({
          game: { id: game.id, code: game.code, providerGameCode: game.providerGameCode },
          user: userId === null ? null : { id: userId },
          mode,
          sessionToken,
          lobbyUrl: `${publicUrl}/`,
          lang: 'en',
        })
      } catch (error) {
        log?.warn({ err: error, provider: platform.code, gameId: game.id }, 'game launch failed')
        if (userId !== null) await endGameSessions(db, userId, game.id)
        throw new AppError('GAME_UNAVAILABLE')
      }
      const coin = userId === null ? null : (await playerBalances(db, userId)).coin
      return { url, mode, gameId: game.id, minBet: game.minBet, coin } as const
    },

    async exitGame(userId: number | null, gameId: number) {
      return { ended: userId === null ? 0 : await endGameSessions(db, userId, gameId) }
    },

    async online(userId: number, gameId: number) {
      const alive = await touchGameSessions(db, userId, gameId)
      // Only a beat of an open game counts as play time.
      if (alive) await recordPlayTime?.(db, userId)
      return { alive, coin: (await playerBalances(db, userId)).coin }
    },

    async betRecord(
      userId: number,
      query: {
        page: number
        pageSize: number
        gameType?: GameTypeCode | undefined
        from?: string | undefined
        to?: string | undefined
      },
    ): Promise<{ records: BetRecord[]; hasMore: boolean }> {
      const { from, to } = checkDays(query.from, query.to, null)
      const rows = rowsOf(
        await db.execute(sql`
          select r.round_id, r.provider, r.game_id, g.name as game_name, t.code as game_type, r.stake, r.win,
            r.balance_before, r.balance_after, r.state, r.started_at
          from game_rounds r
          join games g on g.id = r.game_id
          join game_types t on t.id = g.type_id
          where r.user_id = ${userId}
            ${query.gameType ? sql`and t.code = ${query.gameType}` : sql``}
            ${from ? sql`and r.started_at >= (${from}::date)::timestamp at time zone ${REPORT_TIME_ZONE}` : sql``}
            ${to ? sql`and r.started_at < (${to}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE}` : sql``}
          -- NULLS LAST as the index game_rounds_user_started has it: a plain DESC (nulls first) is
          -- another order, and the planner read and sorted all the player's rounds (decision 076).
          order by r.started_at desc nulls last, r.id desc nulls last
          limit ${query.pageSize + 1} offset ${(query.page - 1) * query.pageSize}`),
      ).map((raw) => recordRow.parse(raw))
      return {
        hasMore: rows.length > query.pageSize,
        records: rows.slice(0, query.pageSize).map((row) => ({
          roundId: row.round_id,
          provider: row.provider,
          gameId: row.game_id,
          gameName: row.game_name,
          gameType: row.game_type as GameTypeCode,
          stake: row.stake,
          win: row.win,
          balanceBefore: row.balance_before,
          balanceAfter: row.balance_after,
          state: row.state,
          startedAt: new Date(row.started_at).toISOString(),
        })),
      }
    },

    async betRecordReport(
      userId: number,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<{ rows: BetReportRow[]; from: string; to: string }> {
      const today = manilaDay(new Date())
      const { from, to } = checkDays(query.from, query.to, today)
      // The rollup the rounds' triggers keep (decision 117): a month is a few dozen rows.
      const rows = rowsOf(
        await db.execute(sql`
          select to_char(d.day, 'YYYY-MM-DD') as day, d.game_type, d.rounds, d.stake as bet, d.win
          from game_round_days d
          where d.user_id = ${userId} and d.day between ${from}::date and ${to}::date and d.rounds > 0
          order by d.day desc, d.game_type`),
      ).map((raw) => reportRow.parse(raw))
      return {
        from,
        to,
        rows: rows.map((row) => ({
          day: typeof row.day === 'string' ? row.day : row.day.toISOString().slice(0, 10),
          gameType: row.game_type as GameTypeCode,
          rounds: row.rounds,
          bet: row.bet,
          win: row.win,
          net: row.win - row.bet,
        })),
      }
    },
  }
}

export type PlayService = ReturnType<typeof createPlayService>

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/**
 * Checks a range of days: real dates, from ≤ to, at most MAX_REPORT_DAYS. With `today`, missing ends
 * default to the last DEFAULT_REPORT_DAYS days.
 */
function checkDays(
  from: string | undefined,
  to: string | undefined,
  today: string,
): { from: string; to: string }
function checkDays(
  from: string | undefined,
  to: string | undefined,
  today: null,
): { from?: string; to?: string }
function checkDays(from: string | undefined, to: string | undefined, today: string | null) {
  // The contract takes only calendar days; this guards callers inside the server.
  if (from !== undefined && !isRealDay(from)) throw validation('from', `${from} is not a date`)
  if (to !== undefined && !isRealDay(to)) throw validation('to', `${to} is not a date`)
  let end = to
  let start = from
  if (today !== null) {
    end ??= start ? addDays(start, DEFAULT_REPORT_DAYS - 1) : today
    start ??= addDays(end, -(DEFAULT_REPORT_DAYS - 1))
  }
  if (start && end) {
    if (start > end) throw validation('to', 'The last day comes before the first')
    if (addDays(start, MAX_REPORT_DAYS - 1) < end)
      throw validation('to', `A report covers at most ${MAX_REPORT_DAYS} days`)
  }
  return { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) }
}
