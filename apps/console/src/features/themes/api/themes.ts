import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { opsCall } from '../../../api/ops-client.ts'

const themesKey = ['themes'] as const

export function useThemesQuery() {
  return useQuery({ queryKey: themesKey, queryFn: () => opsCall('themeList', {}) })
}

export function useSetLiveThemeMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (themeId: number) => opsCall('themeSetLive', { themeId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: themesKey }),
  })
}
