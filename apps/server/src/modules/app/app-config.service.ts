import { createHash } from 'node:crypto'

import { appConfigSchema, type AppConfig } from '@panalo/contract/app-config'
import type { GameCatalogue } from '@panalo/contract/games'

import type { Db } from '../../db/client.ts'
import type { MaintenanceSwitch } from '../settings/maintenance.service.ts'
import { readSetting, writeSetting } from '../settings/settings.service.ts'

export const APP_CONFIG_SETTING = 'app_config'
/**
 * The stored part of the config. Maintenance has its own switch, the sign-in providers come from
 * the server's environment and the game section from the catalogue; all are merged in when answering.
 */
export const storedAppConfigSchema = appConfigSchema.omit({
  maintenance: true,
  socialLogin: true,
  games: true,
})
export type StoredAppConfig = ReturnType<typeof storedAppConfigSchema.parse>

const CACHE_MS = 2_000

export interface VersionedAppConfig {
  /** A digest of the config: it changes exactly when the config does. */
  v: string
  config: AppConfig
}

export interface AppConfigService {
  current(): Promise<VersionedAppConfig>
  /** Replaces the stored config (operator tools and seed); validated against the contract. */
  save(config: StoredAppConfig): Promise<void>
  /** Forgets this process's copy after a change to what the config is composed of (the catalogue). */
  invalidate(): void
}

export function createAppConfigService(
  db: Db,
  maintenance: MaintenanceSwitch,
  socialLogin: AppConfig['socialLogin'],
  games: () => Promise<GameCatalogue>,
  now: () => number = Date.now,
): AppConfigService {
  let cached: { value: VersionedAppConfig; until: number } | undefined
  // One reload at a time: when the copy goes stale under load, every request waits for the same one.
  let loading: Promise<VersionedAppConfig> | undefined
  // Bumped by invalidate(): a read that began before a change must not keep its copy.
  let generation = 0

  async function load(): Promise<VersionedAppConfig> {
    const stored = storedAppConfigSchema.parse(await readSetting(db, APP_CONFIG_SETTING))
    const config: AppConfig = {
      ...stored,
      maintenance: await maintenance.current(),
      socialLogin,
      games: await games(),
    }
    const v = createHash('sha256').update(JSON.stringify(config)).digest('base64url').slice(0, 16)
    return { v, config }
  }

  return {
    current() {
      if (cached && cached.until > now()) return Promise.resolve(cached.value)
      if (loading) return loading
      const started = generation
      const reading = load()
        .then((value) => {
          // A read that began before a change keeps nothing.
          if (started === generation) cached = { value, until: now() + CACHE_MS }
          return value
        })
        .finally(() => {
          if (loading === reading) loading = undefined
        })
      loading = reading
      return reading
    },
    async save(config) {
      await writeSetting(db, APP_CONFIG_SETTING, storedAppConfigSchema.parse(config))
      cached = undefined
    },
    invalidate() {
      cached = undefined
      loading = undefined
      generation++
    },
  }
}
