import type { MaintenanceInfo } from '@panalo/contract/app-config'
import { create } from 'zustand'

/**
 * Whether the server said it is under maintenance, and what it said. Set at start-up and by any call
 * that answers the maintenance status; the router sends every navigation to /maintenance meanwhile.
 */
interface MaintenanceState {
  info: MaintenanceInfo | null
  set(info: MaintenanceInfo | null): void
}

export const useMaintenanceStore = create<MaintenanceState>((set) => ({
  info: null,
  set: (info) => set({ info }),
}))

export function isUnderMaintenance(): boolean {
  return useMaintenanceStore.getState().info?.on === true
}
