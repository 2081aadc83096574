import { maintenanceInfoSchema, type MaintenanceInfo } from '@panalo/contract/app-config'

import type { Db } from '../../db/client.ts'
import { readSetting, writeSetting } from './settings.service.ts'

export const MAINTENANCE_SETTING = 'maintenance'
const OFF: MaintenanceInfo = { on: false, message: '', endsAt: null }
/** How long one process trusts its copy; another process's switch is seen within this time. */
const CACHE_MS = 1_000

export interface MaintenanceSwitch {
  /** The switch as this process knows it: synchronous while the cached copy is fresh. */
  current(): MaintenanceInfo | Promise<MaintenanceInfo>
  set(info: MaintenanceInfo): Promise<void>
  /** Forgets this process's copy: another process changed the switch (platform/cache-invalidation.ts). */
  invalidate(): void
}

/**
 * The operator's maintenance switch, a database setting. Every product call reads it, so each
 * process keeps it for a second rather than querying per request.
 */
export function createMaintenanceSwitch(db: Db, now: () => number = Date.now): MaintenanceSwitch {
  let cached: { info: MaintenanceInfo; until: number } | undefined
  let loading: Promise<MaintenanceInfo> | undefined
  // Bumped by invalidate(): a read that began before a change must not keep its copy.
  let generation = 0

  async function load(): Promise<MaintenanceInfo> {
    const started = generation
    const parsed = maintenanceInfoSchema.safeParse(await readSetting(db, MAINTENANCE_SETTING))
    const info = parsed.success ? parsed.data : OFF
    if (started === generation) cached = { info, until: now() + CACHE_MS }
    return info
  }

  return {
    current() {
      if (cached && cached.until > now()) return cached.info
      if (loading) return loading
      const reading = load().finally(() => {
        if (loading === reading) loading = undefined
      })
      loading = reading
      return reading
    },
    async set(info) {
      await writeSetting(db, MAINTENANCE_SETTING, maintenanceInfoSchema.parse(info))
      cached = { info, until: now() + CACHE_MS }
    },
    invalidate() {
      cached = undefined
      loading = undefined
      generation++
    },
  }
}
