import { ERROR_CODES } from 'virtual:error-codes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'

import { showOverlay } from '../../lib/overlay-store.ts'
import { apiCall, isApiError } from '../client.ts'
import { afterLoginQuery, useAfterLoginQuery } from './use-after-login-query.ts'
import { GAME_LIST_KEY } from './use-game-list-query.ts'
import { useSignedIn } from './use-me-query.ts'

interface LikeInput {
  gameId: number
  liked: boolean
}

/**
 * Sets a favourite. The heart changes at once; the server's answer then replaces the favourites, and
 * a failure puts them back. The wanted state is sent, so a retried request cannot flip it back.
 */
export function useGameLikeMutation() {
  const queryClient = useQueryClient()
  const key = afterLoginQuery.queryKey
  return useMutation({
    mutationFn: ({ gameId, liked }: LikeInput) => apiCall('gameLike', { gameId, liked }),
    onMutate: async ({ gameId, liked }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (current) =>
        current
          ? {
              ...current,
              gameLikes: liked
                ? [gameId, ...current.gameLikes.filter((id) => id !== gameId)]
                : current.gameLikes.filter((id) => id !== gameId),
            }
          : current,
      )
      return { previous }
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      // The game was taken out of the lobby since the list was loaded.
      if (isApiError(error, ERROR_CODES.NOT_FOUND))
        void queryClient.invalidateQueries({ queryKey: [GAME_LIST_KEY] })
    },
    onSuccess: ({ gameLikes }) => {
      // Right after login the after-login info may not have arrived, and onMutate cancelled its load:
      // load it again (it now carries this favourite) rather than leave the heart unset.
      if (queryClient.getQueryData(key))
        queryClient.setQueryData(key, (current) => current && { ...current, gameLikes })
      else void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}

/**
 * The player's favourites and the heart's action: a guest is asked to log in first. `onError` says
 * what went wrong, in the page's own words.
 */
export function useGameFavourites(onError: (error: unknown) => void) {
  const signedIn = useSignedIn()
  const afterLogin = useAfterLoginQuery()
  const mutation = useGameLikeMutation()
  const likes = afterLogin.data?.gameLikes
  const likedIds = useMemo(() => new Set(signedIn ? (likes ?? []) : []), [likes, signedIn])
  const { mutate } = mutation
  const toggle = useCallback(
    (gameId: number) => {
      if (!signedIn) {
        showOverlay('login')
        return
      }
      mutate({ gameId, liked: !likedIds.has(gameId) }, { onError })
    },
    [signedIn, likedIds, mutate, onError],
  )
  return { likedIds, toggle }
}
