import { gameCalls } from '@panalo/contract/calls/games'

import { defineHandler, type CallHandler } from '../../platform/call-handler.ts'
import type { GameCatalogueService } from './catalogue.service.ts'
import type { PlayerGamesService } from './player-games.service.ts'

export interface GameCallsDeps {
  gameCatalogue: GameCatalogueService
  playerGames: PlayerGamesService
}

/** The lobby's calls: the game list and favourites (SPEC.md §7, Games). */
export function gameCallHandlers({ gameCatalogue, playerGames }: GameCallsDeps): CallHandler[] {
  return [
    defineHandler(gameCalls['anonymous/gameList'], async (_context, input) => {
      const { listVersion, games } = await gameCatalogue.current()
      return { v: listVersion, games: input.v === listVersion ? null : games }
    }),

    defineHandler(gameCalls.gameLike, (context, input) =>
      playerGames.like(context.user.userId, input.gameId, input.liked),
    ),
  ]
}
