import { hash, randomBytes } from 'node:crypto'

import type { GamePlayMode } from '@panalo/contract/enums'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { gameSessions } from '../../db/schema/game-rounds.ts'
import { games } from '../../db/schema/games.ts'

/**
 * Game sessions: what a launch hands the game (docs/decisions/017-provider-wallet-and-launch.md).
 * startGame opens one with a random token bound to the player, the game and the mode; the token goes
 * in the launch URL (our /originals/… page, or to the provider, who sends it back with each bet).
 * A session is live until exitGame ends it or until no heartbeat (online) came for SESSION_IDLE_MS.
 * Bets need a live session; wins and rollbacks do not.
 */
export const SESSION_IDLE_MS = 30 * 60_000

/** True while a session is neither ended nor idle for longer than SESSION_IDLE_MS. */
const sessionIsLive = sql<boolean>`${gameSessions.endedAt} is null and ${gameSessions.lastSeenAt} > now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`

export interface GameSession {
  sessionId: number
  /** Null for a guest's demo session. */
  userId: number | null
  gameId: number
  gameCode: string
  /** The platform code: originals, hubplay… */
  provider: string
  providerGameCode: string
  mode: GamePlayMode
  startedAt: Date
  /** False once ended or idle too long: bets are refused, wins and rollbacks still accepted. */
  live: boolean
  /** The activity the launch came from, or null. */
  activityId: number | null
}

export function hashToken(token: string): string {
  return hash('sha256', token)
}

/** Opens a session and answers its token (43 URL-safe characters), shown only this once. */
export async function openGameSession(
  executor: Executor,
  session: {
    userId: number | null
    gameId: number
    provider: string
    mode: GamePlayMode
    /** The activity the launch came from, if any. */
    activityId?: number | null
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await executor.insert(gameSessions).values({ ...session, tokenHash: hashToken(token) })
  return token
}

/**
 * The session a launch token names, or null for a token we never issued. The Originals pages call it
 * with the `launch` query parameter to learn who plays what, in which mode.
 */
export async function resolveGameSession(executor: Executor, token: string): Promise<GameSession | null> {
  if (token.length < 20 || token.length > 100) return null
  const [row] = await executor
    .select({
      sessionId: gameSessions.id,
      userId: gameSessions.userId,
      gameId: gameSessions.gameId,
      gameCode: games.code,
      provider: gameSessions.provider,
      providerGameCode: games.providerGameCode,
      mode: gameSessions.mode,
      startedAt: gameSessions.startedAt,
      live: sessionIsLive,
      activityId: gameSessions.activityId,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(eq(gameSessions.tokenHash, hashToken(token)))
  return row ?? null
}

/** The heartbeat: marks the player's live sessions of a game seen now; answers whether there was one. */
export async function touchGameSessions(
  executor: Executor,
  userId: number,
  gameId: number,
): Promise<boolean> {
  const touched = await executor
    .update(gameSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(gameSessions.userId, userId),
        eq(gameSessions.gameId, gameId),
        isNull(gameSessions.endedAt),
        gt(gameSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
      ),
    )
    .returning({ id: gameSessions.id })
  return touched.length > 0
}

/** Leaving the game: ends the player's open sessions of it; answers how many. */
export async function endGameSessions(executor: Executor, userId: number, gameId: number): Promise<number> {
  const ended = await executor
    .update(gameSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(eq(gameSessions.userId, userId), eq(gameSessions.gameId, gameId), isNull(gameSessions.endedAt)),
    )
    .returning({ id: gameSessions.id })
  return ended.length
}
