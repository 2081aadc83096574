import type { OpsCallInput } from '@panalo/contract/ops/ops-call-map'
import { useMutation, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'
import { activitiesKey } from './promotions.ts'

/** Creating an activity and editing its texts (decision 104); the list is read again after each. */
export function useCreateActivityMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: OpsCallInput<'activityCreate'>) => opsCall('activityCreate', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  })
}

export function useEditActivityTextsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: OpsCallInput<'activityEditTexts'>) => opsCall('activityEditTexts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKey }),
  })
}
