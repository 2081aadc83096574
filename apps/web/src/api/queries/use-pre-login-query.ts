import { queryOptions, useQuery } from '@tanstack/react-query'

import { deviceId, deviceModel, operatingSystem } from '../../lib/device.ts'
import { apiCall } from '../client.ts'

/** Device details and URL parameters sent once per start (SPEC.md §7). */
export const preLoginQuery = queryOptions({
  queryKey: ['preLogin'] as const,
  staleTime: Infinity,
  retry: false,
  queryFn: () => {
    const urlParams = Object.fromEntries(
      [...new URLSearchParams(window.location.search)]
        .filter(([key]) => key.length <= 64)
        .map(([k, v]) => [k, v.slice(0, 512)]),
    )
    return apiCall('preLogin', {
      deviceId: deviceId(),
      os: operatingSystem(),
      deviceModel: deviceModel(),
      ...(Object.keys(urlParams).length > 0 ? { urlParams } : {}),
    })
  },
})

export function usePreLoginQuery() {
  return useQuery(preLoginQuery)
}
