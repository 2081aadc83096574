import type { Executor } from '../../db/client.ts'
import { withinTransaction } from '../../db/transaction.ts'
import { limitOf } from './rg-rules.ts'
import { periodStart } from './rg-windows.ts'
import { lockPlayer, playerLimits, updatePlayer } from './rg.queries.ts'

/** A heartbeat credits the play time since the previous one, at most this much (one beat interval). */
export const PLAY_BEAT_MAX_MS = 60_000

/**
 * Counts play time from the games' `online` heartbeat (every 60 s while a game is open and the page
 * visible): each beat credits the time since the previous one, at most PLAY_BEAT_MAX_MS, so a
 * pause or a closed game costs nothing and two open tabs count once. Resets at Manila midnight.
 * Answers the seconds played today and the time limit in force (minutes, or null).
 */
export async function recordPlayTime(
  now: () => Date,
  executor: Executor,
  userId: number,
): Promise<{ playedSeconds: number; limitMinutes: number | null }> {
  return withinTransaction(executor, async (tx) => {
    const at = now()
    const player = await lockPlayer(tx, userId)
    const today = periodStart('day', at)
    const last = player.lastPlayBeatAt
    const sinceLast = last ? at.getTime() - last.getTime() : Number.POSITIVE_INFINITY
    const credit = Math.floor(Math.max(0, Math.min(sinceLast, PLAY_BEAT_MAX_MS)) / 1000)
    const base = player.playDay === today ? player.playSeconds : 0
    const seconds = base + credit
    await updatePlayer(tx, userId, { playDay: today, playSeconds: seconds, lastPlayBeatAt: at })
    const rows = await playerLimits(tx, userId, ['time'])
    return { playedSeconds: seconds, limitMinutes: limitOf(rows, 'time', 'day', at) }
  })
}
