import type { RewardAreaName } from '@panalo/contract/ops/reward-settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

/** The activities list's key: every activity change reads it again. */
export const activitiesKey = ['activities'] as const
const rewardKey = (area: RewardAreaName) => ['reward-settings', area] as const

export function useActivitiesQuery() {
  return useQuery({
    queryKey: activitiesKey,
    queryFn: () => opsCall('activityList', {}),
    refetchInterval: 60_000,
  })
}

/** Every activity change answers the activity as it now is; the list is read again after it. */
function useActivityMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  })
}

export const useUpdateActivityMutation = () =>
  useActivityMutation(
    (input: { id: number; status?: 'live' | 'paused'; startsAt?: string | null; endsAt?: string | null }) =>
      opsCall('activityUpdate', input),
  )

export const useReorderActivitiesMutation = () =>
  useActivityMutation((ids: number[]) => opsCall('activityReorder', { ids }))

export const useUploadArtMutation = () =>
  useActivityMutation((input: { id: number; image: string }) => opsCall('activityUploadArt', input))

export function useRewardSettingsQuery(area: RewardAreaName) {
  return useQuery({ queryKey: rewardKey(area), queryFn: () => opsCall('rewardSettingsGet', { area }) })
}

export function useSaveRewardSettingsMutation(area: RewardAreaName) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { value: unknown; shown: unknown }) =>
      opsCall('rewardSettingsSave', { area, value: input.value, shown: input.shown }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKey(area) }),
  })
}
