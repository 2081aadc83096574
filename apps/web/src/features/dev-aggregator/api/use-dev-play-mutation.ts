import { DEV_AGGREGATOR_API, type DevPlayRequest, type DevRoundAnswer } from '@panalo/contract/dev-aggregator'
import { useMutation } from '@tanstack/react-query'

import { devAggregatorFetch } from './dev-aggregator-fetch.ts'

/** One round: the aggregator takes the stake, draws the outcome and pays the win before it answers. */
export function useDevPlayMutation() {
  return useMutation({
    mutationFn: (request: DevPlayRequest) =>
      devAggregatorFetch<DevRoundAnswer>(DEV_AGGREGATOR_API.play, request),
  })
}
