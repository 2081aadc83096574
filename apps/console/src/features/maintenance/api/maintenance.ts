import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

export const maintenanceKey = ['maintenance'] as const

export function useMaintenanceQuery() {
  return useQuery({
    queryKey: maintenanceKey,
    queryFn: () => opsCall('maintenanceStatus', {}),
    staleTime: 5_000,
  })
}

export function useMaintenanceMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { on: boolean; message: string; endsAt: string | null }) =>
      opsCall('maintenanceSet', input),
    onSuccess: (info) => queryClient.setQueryData(maintenanceKey, info),
  })
}
