import { queryOptions, useQuery } from '@tanstack/react-query'

import { STORAGE_KEYS, writeStoredJson } from '../../lib/storage.ts'
import { isApiError } from '../client.ts'
import { STALE } from '../query-client.ts'
import { requestGameList, storedGameList, takeStartupCall, type GameList } from '../startup-calls.ts'
import { preLoginQuery } from './use-pre-login-query.ts'

/** Every game list query starts with this, whatever version it was started with. */
export const GAME_LIST_KEY = 'gameList'
type GameListKey = readonly [typeof GAME_LIST_KEY, string | null]

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
        // On a first visit start-up has already asked (sendFirstGameListCall).
        const early = takeStartupCall('gameList')
        const answer = await (!stored && early ? early : requestGameList(stored))
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

export function useGameListQuery() {
  // Only reads the start-up answer: a failed preLogin (offline, maintenance) must not be retried by
  // every lobby that mounts, or the start-up gate would flip back to its cover again and again.
  const preLogin = useQuery({ ...preLoginQuery, enabled: false })
  return useQuery(gameListQuery(preLogin.data?.gameListVersion))
}
