import { sql } from 'drizzle-orm'
import { z } from 'zod'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'

/**
 * Stored leaderboards of valid turnover (docs/decisions/111-team-rollups-and-stored-leaderboards.md).
 * Ranking every player of a week from turnover_days took 0.5 s a call on a grown database (100,000
 * players); the `leaderboards` job writes each board whole once a minute and the calls read a page
 * and the player's own row by key. A board not written for BOARD_MAX_AGE_MS (the job stopped, or a
 * period just began) is not read: the calls then rank live, as before.
 */

/** A board older than this is not read. */
export const BOARD_MAX_AGE_MS = 5 * 60_000

/** One period's ranking: days [from, to] (Manila, inclusive), one game type or all, ranked by floor(stake / unit). */
export interface BoardSpec {
  from: string
  to: string
  gameType?: string | undefined
  unit: number
}

export const boardName = (spec: BoardSpec) => `${spec.from}:${spec.to}:${spec.gameType ?? '*'}:${spec.unit}`

/** Past this instant (the period's end and 10 minutes for the projector's lag) a board written is final. */
const finalAfter = (spec: BoardSpec) =>
  new Date(Date.parse(`${spec.to}T00:00:00+08:00`) + 86_400_000 + 10 * 60_000)

/**
 * Writes the board whole in one transaction: every player with floor(stake / unit) > 0 in the period,
 * with their place (ties share the higher one); rows whose figures did not move are left as they are.
 * A board written after its period ended (and the projector's lag) is final and not written again.
 * Answers the players ranked, or null when it was final.
 */
export async function writeBoard(db: Db, spec: BoardSpec, at: Date): Promise<number | null> {
  const board = boardName(spec)
  return inTransaction(db, async (tx) => {
    // One writer per board at a time (several instances run the job).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`turnover_board:${board}`}))`)
    const { rows: runs } = z
      .object({ rows: z.array(z.object({ computed_at: z.coerce.date() })) })
      .parse(await tx.execute(sql`select computed_at from turnover_board_runs where board = ${board}`))
    const computedAt = runs[0]?.computed_at
    if (computedAt && computedAt > finalAfter(spec)) return null
    await tx.execute(sql`
      with totals as (
             select user_id, sum(stake)::bigint as stake
               from turnover_days
              where day between ${spec.from}::date and ${spec.to}::date
                ${spec.gameType === undefined ? sql`` : sql`and game_type = ${spec.gameType}`}
              group by user_id
             having floor(sum(stake) / ${spec.unit}) > 0),
           ranked as (
             select user_id, stake, (rank() over (order by floor(stake / ${spec.unit}::numeric) desc))::int as rank
               from totals),
           gone as (
             delete from turnover_boards b
              where b.board = ${board} and b.user_id not in (select r.user_id from ranked r))
      insert into turnover_boards as b (board, user_id, stake, rank)
      select ${board}, r.user_id, r.stake, r.rank from ranked r
      on conflict (board, user_id) do update set stake = excluded.stake, rank = excluded.rank
       where (b.stake, b.rank) is distinct from (excluded.stake, excluded.rank)`)
    await tx.execute(sql`
      insert into turnover_board_runs (board, computed_at) values (${board}, ${at.toISOString()}::timestamptz)
      on conflict (board) do update set computed_at = excluded.computed_at`)
    const { rows } = z
      .object({ rows: z.array(z.object({ ranked: z.coerce.number() })) })
      .parse(await tx.execute(sql`select count(*) as ranked from turnover_boards where board = ${board}`))
    return rows[0]?.ranked ?? 0
  })
}

/** Boards of periods that ended long ago (not written for 15 days) are removed with their runs. */
export async function dropOldBoards(db: Db, at: Date): Promise<void> {
  const before = new Date(at.getTime() - 15 * 86_400_000).toISOString()
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`
      delete from turnover_boards
       where board in (select board from turnover_board_runs where computed_at < ${before}::timestamptz)`)
    await tx.execute(sql`delete from turnover_board_runs where computed_at < ${before}::timestamptz`)
  })
}

const placedRows = z.array(
  z.object({
    user_id: z.coerce.number(),
    stake: z.coerce.number(),
    rank: z.coerce.number(),
    nickname: z.string(),
    avatar: z.coerce.number(),
  }),
)
export type PlacedRow = z.infer<typeof placedRows>[number]

/**
 * A board that the job wrote within BOARD_MAX_AGE_MS of `at`, or after its period ended (final): its
 * name; or null: rank live then.
 */
export async function freshBoard(executor: Executor, spec: BoardSpec, at: Date): Promise<string | null> {
  const board = boardName(spec)
  const { rows } = z
    .object({ rows: z.array(z.object({ computed_at: z.coerce.date() })) })
    .parse(await executor.execute(sql`select computed_at from turnover_board_runs where board = ${board}`))
  const computedAt = rows[0]?.computed_at
  if (!computedAt) return null
  return computedAt.getTime() >= at.getTime() - BOARD_MAX_AGE_MS || computedAt > finalAfter(spec)
    ? board
    : null
}

/**
 * The board's best rows with nicknames and avatars, by place then player: the first `limit` rows, or
 * with `upToRank` every row placed up to it (ties may run past a limit by their shared place).
 */
export async function boardRows(
  executor: Executor,
  board: string,
  page: { limit: number } | { upToRank: number },
): Promise<PlacedRow[]> {
  const result = await executor.execute(sql`
    select b.user_id, b.stake, b.rank, u.nickname, u.avatar
      from turnover_boards b join users u on u.id = b.user_id
     where b.board = ${board} ${'upToRank' in page ? sql`and b.rank <= ${page.upToRank}` : sql``}
     order by b.rank, b.user_id
     ${'limit' in page ? sql`limit ${page.limit}` : sql``}`)
  return z.object({ rows: placedRows }).parse(result).rows
}

/** The player's row of the board (stake and place), or undefined when the period has none of theirs. */
export async function boardRowOf(
  executor: Executor,
  board: string,
  userId: number,
): Promise<{ stake: number; rank: number } | undefined> {
  const result = await executor.execute(
    sql`select stake, rank from turnover_boards where board = ${board} and user_id = ${userId}`,
  )
  return z
    .object({ rows: z.array(z.object({ stake: z.coerce.number(), rank: z.coerce.number() })) })
    .parse(result).rows[0]
}
