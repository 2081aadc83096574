import type { LobbyGame } from '@panalo/contract/games'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../../lib/storage.ts'
import { apiCall, isApiError } from '../client.ts'
import { STALE } from '../query-client.ts'
import { preLoginQuery } from './use-pre-login-query.ts'

/** Every game list query starts with this, whatever version it was started with. */
export const GAME_LIST_KEY = 'gameList'
type GameListKey = readonly [typeof GAME_LIST_KEY, string | null]

export interface GameList {
  v: string
  games: LobbyGame[]
}

/** The call a first visit sent at start-up (sendFirstGameListCall), until a query takes it. */
let firstCall: ReturnType<typeof apiCall<'anonymous/gameList'>> | undefined

/**
 * On a first visit no list is stored, so the call does not wait for preLogin's version (it only says
 * whether a stored list is current): start-up sends it at once, and the lobby's query takes this
 * answer instead of asking again, one round trip sooner.
 */
export function sendFirstGameListCall(): void {
  if (storedGameList()) return
  firstCall = apiCall('anonymous/gameList', {})
  // Its failure is the query's to report, when the query takes it.
  firstCall.catch(() => undefined)
}

/**
 * The game list, kept in local storage by version (SPEC.md §9). preLogin tells the version current at
 * start-up: a stored list of that version is used without a call. Any other, and every later refresh,
 * is checked with the server, which answers null while ours is still current.
 */
export function gameListQuery(currentVersion: string | undefined) {
  return queryOptions<GameList, Error, GameList, GameListKey>({
    queryKey: [GAME_LIST_KEY, currentVersion ?? null],
    staleTime: STALE.long,
    queryFn: async ({ client, queryKey }) => {
      const stored = storedGameList()
      const firstLoad = client.getQueryData(queryKey) === undefined
      if (firstLoad && stored && stored.v === currentVersion) return stored
      try {
        const call =
          !stored && firstCall ? firstCall : apiCall('anonymous/gameList', stored ? { v: stored.v } : {})
        firstCall = undefined
        const answer = await call
        if (answer.games) {
          const list = { v: answer.v, games: answer.games }
          writeStoredJson(STORAGE_KEYS.gameList, list)
          return list
        }
        if (!stored) throw new Error('The server sent no game list and none is stored')
        return stored
      } catch (error) {
        // Offline, the lobby still shows the games it knew; the server's own refusals still count.
        if (stored && !isApiError(error)) return stored
        throw error
      }
    },
    // A returning visitor sees the lobby at once while the check runs.
    placeholderData: () => storedGameList(),
  })
}

export function storedGameList(): GameList | undefined {
  const stored = readStoredJson(STORAGE_KEYS.gameList)
  if (typeof stored !== 'object' || stored === null) return undefined
  const { v, games } = stored as Partial<GameList>
  return typeof v === 'string' && Array.isArray(games) ? { v, games } : undefined
}

export function useGameListQuery() {
  // Only reads the start-up answer: a failed preLogin (offline, maintenance) must not be retried by
  // every lobby that mounts, or the start-up gate would flip back to its cover again and again.
  const preLogin = useQuery({ ...preLoginQuery, enabled: false })
  return useQuery(gameListQuery(preLogin.data?.gameListVersion))
}
