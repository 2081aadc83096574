import type { GamePlayMode } from '@panalo/contract/enums'
import type { GameHistoryEntry } from '@panalo/contract/games'
import { and, desc, eq, max, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { gameRounds } from '../../db/schema/game-rounds.ts'
import { gameLikes, gamePlatforms, gamePlays, games } from '../../db/schema/games.ts'

/** Hidden games stay in a player's favourites and history, but are not shown until they return. */
const visible = and(eq(games.enabled, true), eq(gamePlatforms.enabled, true))

/** The player's favourite games the lobby shows, newest first. */
export async function likedGameIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameLikes.gameId })
    .from(gameLikes)
    .innerJoin(games, eq(games.id, gameLikes.gameId))
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .where(and(eq(gameLikes.userId, userId), visible))
    .orderBy(desc(gameLikes.createdAt), desc(gameLikes.gameId))
  return rows.map((row) => row.gameId)
}

export async function addLike(db: Executor, userId: number, gameId: number): Promise<void> {
  await db.insert(gameLikes).values({ userId, gameId }).onConflictDoNothing()
}

/** Answers whether there was a favourite to take off. */
export async function removeLike(db: Executor, userId: number, gameId: number): Promise<boolean> {
  const rows = await db
    .delete(gameLikes)
    .where(and(eq(gameLikes.userId, userId), eq(gameLikes.gameId, gameId)))
    .returning({ gameId: gameLikes.gameId })
  return rows.length > 0
}

export async function insertGamePlay(
  db: Executor,
  play: { userId: number; gameId: number; mode: GamePlayMode },
): Promise<void> {
  await db.insert(gamePlays).values(play)
}

/** The last `limit` distinct games the player launched that the lobby shows, newest first. */
export async function recentGames(db: Executor, userId: number, limit: number): Promise<GameHistoryEntry[]> {
  const playedAt = max(gamePlays.startedAt)
  const rows = await db
    .select({ gameId: gamePlays.gameId, playedAt })
    .from(gamePlays)
    .innerJoin(games, eq(games.id, gamePlays.gameId))
    .innerJoin(gamePlatforms, eq(gamePlatforms.id, games.platformId))
    .where(and(eq(gamePlays.userId, userId), visible))
    .groupBy(gamePlays.gameId)
    .orderBy(desc(playedAt), desc(gamePlays.gameId))
    .limit(limit)
  return rows.flatMap((row) => (row.playedAt ? [{ gameId: row.gameId, playedAt: toIso(row.playedAt) }] : []))
}

function toIso(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString()
}

/** How many distinct games the player made a real bet on (demo play writes no round): a newcomer task. */
export async function gamesBetCount(db: Executor, userId: number): Promise<number> {
  // A skip scan of the index game_rounds_user_game: one look-up per distinct game, however many rounds
  // the player has (a count of distinct games read all of a heavy player's rounds: 0.2 s at a million
  // bets; docs/decisions/076).
  const { rows } = (await db.execute(sql`
    with recursive played(game_id) as (
      (select ${gameRounds.gameId} from ${gameRounds}
        where ${gameRounds.userId} = ${userId} and ${gameRounds.stake} > 0
        order by ${gameRounds.gameId} limit 1)
      union all
      select (select r.game_id from ${gameRounds} r
               where r.user_id = ${userId} and r.stake > 0 and r.game_id > p.game_id
               order by r.game_id limit 1)
        from played p where p.game_id is not null)
    select count(game_id)::int as played from played`)) as unknown as { rows: { played: number }[] }
  return Number(rows[0]?.played ?? 0)
}
