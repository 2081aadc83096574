import { queryOptions, useQuery } from '@tanstack/react-query'

import { deviceModel, operatingSystem } from '../../lib/device.ts'
import { APP_VERSION } from '../automatic-fields.ts'
import { apiCall } from '../client.ts'
import { STALE } from '../query-client.ts'
import { meKeys, useSignedIn } from './use-me-query.ts'

/** What the app loads after login (SPEC.md §4): favourites, history, invite code, aid, activities. */
export const afterLoginQuery = queryOptions({
  queryKey: meKeys.afterLogin,
  staleTime: STALE.medium,
  queryFn: () =>
    apiCall('getAfterLoginInfoWeb', {
      version: APP_VERSION,
      os: operatingSystem(),
      deviceModel: deviceModel(),
    }),
})

export function useAfterLoginQuery() {
  return useQuery({ ...afterLoginQuery, enabled: useSignedIn() })
}
