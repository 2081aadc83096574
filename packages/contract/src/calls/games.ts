import { z } from 'zod'

import { defineCalls } from '../define-call.ts'
import { lobbyGameSchema } from '../games.ts'
import { integerIdSchema } from '../ids.ts'

/** The lobby: the game list and the player's favourites (SPEC.md §7, Games). */
export const gameCalls = defineCalls({
  'anonymous/gameList': {
    access: 'public',
    description:
      'Every game the lobby shows, in lobby order. When `v` is the current list version the answer carries `games: null` and the client keeps its stored copy.',
    request: z.object({
      v: z.string().max(64).optional().describe('The list version the client holds, if any.'),
    }),
    response: z.object({ v: z.string(), games: z.array(lobbyGameSchema).nullable() }),
  },
  gameLike: {
    access: 'user',
    description:
      'Adds a game to the favourites or takes it off. Without `liked` it toggles; with it, it sets that state, so a repeated request changes nothing. Answers the favourites after the change.',
    request: z.object({
      gameId: integerIdSchema,
      liked: z.boolean().optional().describe('The state wanted; omitted, the favourite is toggled.'),
    }),
    response: z.object({
      liked: z.boolean(),
      gameLikes: z.array(z.number().int()).describe('Favourite game ids, newest first.'),
    }),
  },
})
