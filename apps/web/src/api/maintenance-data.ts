import type { MaintenanceInfo } from '@panalo/contract/app-config'

/** Reads the maintenance details a 503 answer carries, without trusting their shape. */
export function maintenanceInfoFromData(data: unknown): MaintenanceInfo | null {
  if (typeof data !== 'object' || data === null) return null
  const { on, message, endsAt } = data as Record<string, unknown>
  if (typeof on !== 'boolean' || typeof message !== 'string') return null
  return { on, message, endsAt: typeof endsAt === 'string' ? endsAt : null }
}
