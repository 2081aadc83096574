import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { turnoverDays } from '../../db/schema/turnover.ts'
import { runEvery } from '../../platform/run-every.ts'

/**
 * Valid turnover, projected from the ledger (docs/decisions/024-rewards-core.md): each player's
 * settled stakes less rollbacks, per Manila day of the bet and game type. The bet path writes none
 * of it; turnover_project() (db/functions/turnover_project.sql) reads the finished bet and rollback
 * journals past its cursor, exactly once each, whichever process runs it. VIP experience, rebates,
 * tasks and contests read these figures.
 */

/** Journals one step reads at most; a step that reads that many runs again at once. */
export const PROJECT_BATCH = 5_000

const consumedRow = z.object({ consumed: z.coerce.number() })

/** One step: answers how many journals it consumed (0 when nothing new, or another process runs). */
export async function projectTurnover(db: Db, limit = PROJECT_BATCH): Promise<number> {
  const result = (await db.execute(sql`select turnover_project(${limit}) as consumed`)) as unknown as {
    rows: unknown[]
  }
  return consumedRow.parse(result.rows[0]).consumed
}

/** Steps until the projector has caught up with what is visible now; answers the journals consumed. */
export async function projectTurnoverFully(db: Db, limit = PROJECT_BATCH): Promise<number> {
  let total = 0
  for (;;) {
    const consumed = await projectTurnover(db, limit)
    total += consumed
    if (consumed < limit) return total
  }
}

/**
 * Runs the projector every `intervalMs` in this process (each step locks the cursor or skips, so
 * several processes share the work); a failed step is logged and the next tick tries again.
 * `afterStep` follows each tick with the journals it consumed (the composition root hands in what
 * follows the figures: VIP levels announced, their mails).
 */
export function startTurnoverProjector(
  db: Db,
  intervalMs: number,
  log: FastifyBaseLogger,
  afterStep: (consumed: number) => Promise<unknown> = async () => undefined,
): () => Promise<void> {
  return runEvery(
    intervalMs,
    async () => afterStep(await projectTurnoverFully(db)),
    (error) => log.error({ err: error }, 'turnover projection failed'),
    (failures) => log.info({ failures }, 'turnover projection works again'),
  )
}

export interface TurnoverDay {
  day: string
  gameType: string
  /** Hundredths of a peso. */
  stake: number
  bets: number
}

/** A player's valid turnover per day and game type, oldest first, between two Manila days (inclusive). */
export async function turnoverDaysOf(
  executor: Executor,
  userId: number,
  range: { from: string; to: string },
): Promise<TurnoverDay[]> {
  return executor
    .select({
      day: turnoverDays.day,
      gameType: turnoverDays.gameType,
      stake: turnoverDays.stake,
      bets: turnoverDays.bets,
    })
    .from(turnoverDays)
    .where(
      and(
        eq(turnoverDays.userId, userId),
        gte(turnoverDays.day, range.from),
        lte(turnoverDays.day, range.to),
      ),
    )
    .orderBy(asc(turnoverDays.day), asc(turnoverDays.gameType))
}

/**
 * A player's valid turnover (hundredths) from a Manila day on (inclusive), or over all time; with
 * `before`, only the days before that one.
 */
export async function turnoverTotal(
  executor: Executor,
  userId: number,
  from?: string,
  before?: string,
): Promise<number> {
  const [row] = await executor
    .select({ stake: sql<number>`coalesce(sum(${turnoverDays.stake}), 0)`.mapWith(Number) })
    .from(turnoverDays)
    .where(
      and(
        eq(turnoverDays.userId, userId),
        from === undefined ? undefined : gte(turnoverDays.day, from),
        before === undefined ? undefined : lt(turnoverDays.day, before),
      ),
    )
  return row?.stake ?? 0
}

/**
 * "Ever bet?" inside another area's set-based SQL: true when the player (a column or value) has valid
 * turnover on any day. One probe of turnover_days' (user_id, day) key per row.
 */
export function hasTurnoverCondition(userId: SQL): SQL {
  return sql`exists (select 1 from ${turnoverDays} turnover_day where turnover_day.user_id = ${userId})`
}

/**
 * The players who bet (valid turnover) on any Manila day between two (inclusive), by id: an
 * index-only range of turnover_days (its index day, user_id). A broadcast's "active" audience.
 */
export async function playersActiveBetween(
  executor: Executor,
  range: { from: string; to: string },
): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ userId: turnoverDays.userId })
    .from(turnoverDays)
    .where(and(gte(turnoverDays.day, range.from), lte(turnoverDays.day, range.to)))
    .orderBy(asc(turnoverDays.userId))
  return rows.map((row) => row.userId)
}
