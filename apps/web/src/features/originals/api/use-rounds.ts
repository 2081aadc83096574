import type { ColourId, OriginalsGame, Play, PlayAnswer } from '@panalo/contract/originals'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { apiCall } from '../../../api/client.ts'
import { originalsKeys } from './use-seeds.ts'

/** Finishes interrupted rounds and answers the open Mines round and the balance. */
export function useOpenRoundQuery(play: Play, game: OriginalsGame) {
  return useQuery({
    queryKey: originalsKeys.open(play, game),
    queryFn: () => apiCall('originalsOpenRound', { play, game }),
  })
}

export function useRecentRoundsQuery(play: Play, game: OriginalsGame, enabled: boolean) {
  return useQuery({
    queryKey: originalsKeys.recent(play, game),
    enabled,
    queryFn: () => apiCall('originalsRecentRounds', { play, game }),
  })
}

export function useRoundQuery(play: Play | null, roundId: number | null) {
  return useQuery({
    queryKey: play && roundId ? originalsKeys.round(play, roundId) : ['originals', 'round', 'none'],
    enabled: play !== null && roundId !== null,
    queryFn: () => apiCall('originalsRound', { play: play as Play, roundId: roundId as number }),
  })
}

type PlayRequest =
  | { call: 'fortuneSpin'; bet: number }
  | { call: 'colorGameRoll'; bets: { colour: ColourId; amount: number }[] }
  | { call: 'minesStart'; stake: number; mines: number }
  | { call: 'minesReveal'; roundId: number; tile: number }
  | { call: 'minesCashout'; roundId: number }

function send(play: Play, request: PlayRequest): Promise<PlayAnswer> {
  switch (request.call) {
    case 'fortuneSpin':
      return apiCall('fortuneSpin', { play, bet: request.bet })
    case 'colorGameRoll':
      return apiCall('colorGameRoll', { play, bets: request.bets })
    case 'minesStart':
      return apiCall('minesStart', { play, stake: request.stake, mines: request.mines })
    case 'minesReveal':
      return apiCall('minesReveal', { play, roundId: request.roundId, tile: request.tile })
    case 'minesCashout':
      return apiCall('minesCashout', { play, roundId: request.roundId })
  }
}

/** Every bet and move of the three games; the answer carries the round and the balance after it. */
export function usePlayMutation(play: Play, game: OriginalsGame) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: PlayRequest) => send(play, request),
    onSuccess: (answer) => {
      queryClient.setQueryData(originalsKeys.open(play, game), {
        round: answer.round.state === 'open' ? answer.round : null,
        balance: answer.balance,
      })
      void queryClient.invalidateQueries({ queryKey: originalsKeys.recent(play, game) })
      void queryClient.invalidateQueries({ queryKey: originalsKeys.seeds(play) })
    },
  })
}
