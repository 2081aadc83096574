import { GAME_HISTORY_LIMIT } from '@panalo/contract/constants'
import type { GamePlayMode } from '@panalo/contract/enums'
import type { GameHistoryEntry } from '@panalo/contract/games'

import type { Db, Executor } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../platform/app-error.ts'
import { findVisibleGame } from './catalogue.queries.ts'
import { addLike, insertGamePlay, likedGameIds, recentGames, removeLike } from './player-games.queries.ts'

export interface PlayerGamesDeps {
  db: Db
}

/** A player's own games: favourites and recently played. */
export function createPlayerGamesService({ db }: PlayerGamesDeps) {
  return {
    /** Sets or toggles a favourite (`liked` omitted); answers the state and the favourites after it. */
    async like(
      userId: number,
      gameId: number,
      wanted?: boolean | undefined,
    ): Promise<{ liked: boolean; gameLikes: number[] }> {
      return inTransaction(db, async (tx) => {
        if (!(await findVisibleGame(tx, gameId)))
          throw new AppError('NOT_FOUND', `There is no game ${gameId}.`)
        let liked: boolean
        if (wanted === undefined) {
          liked = !(await removeLike(tx, userId, gameId))
          if (liked) await addLike(tx, userId, gameId)
        } else {
          liked = wanted
          if (liked) await addLike(tx, userId, gameId)
          else await removeLike(tx, userId, gameId)
        }
        return { liked, gameLikes: await likedGameIds(tx, userId) }
      })
    },

    likes(userId: number): Promise<number[]> {
      return likedGameIds(db, userId)
    },

    history(userId: number): Promise<GameHistoryEntry[]> {
      return recentGames(db, userId, GAME_HISTORY_LIMIT)
    },
  }
}

export type PlayerGamesService = ReturnType<typeof createPlayerGamesService>

/**
 * Records that a player opened a game, for their recent games. The launch (startGame) calls it in
 * its own transaction, after it has checked the game and the mode.
 */
export async function recordGameLaunch(
  executor: Executor,
  userId: number,
  gameId: number,
  mode: GamePlayMode,
): Promise<void> {
  await insertGamePlay(executor, { userId, gameId, mode })
}

export { gamesBetCount } from './player-games.queries.ts'
