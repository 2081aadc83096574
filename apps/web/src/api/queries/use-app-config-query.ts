import type { AppConfig } from '@panalo/contract/app-config'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { STORAGE_KEYS, writeStoredJson } from '../../lib/storage.ts'
import { isApiError } from '../client.ts'
import { STALE } from '../query-client.ts'
import { requestAppConfig, storedConfig, takeStartupCall } from '../startup-calls.ts'

/** The app config, kept in local storage by version (SPEC.md §9); the server answers null when ours is current. */
export const appConfigQuery = queryOptions({
  queryKey: ['appConfig'] as const,
  staleTime: STALE.long,
  queryFn: async (): Promise<AppConfig> => {
    const stored = storedConfig()
    try {
      const answer = await (takeStartupCall('appConfig') ?? requestAppConfig(stored))
      if (answer.config) {
        writeStoredJson(STORAGE_KEYS.appConfig, { v: answer.v, config: answer.config })
        return answer.config
      }
      if (!stored) throw new Error('The server sent no config and none is stored')
      return stored.config
    } catch (error) {
      // Offline, the app keeps working with the config it knew (the lobby needs its game section).
      if (stored && !isApiError(error)) return stored.config
      throw error
    }
  },
  // A returning visitor renders at once with the stored config while the check runs.
  placeholderData: () => storedConfig()?.config,
})

export function useAppConfigQuery() {
  return useQuery(appConfigQuery)
}

/** The config when it is known (from the server or storage). */
export function useAppConfig(): AppConfig | undefined {
  return useAppConfigQuery().data
}
