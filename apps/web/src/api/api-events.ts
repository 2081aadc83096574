import type { MaintenanceInfo } from '@panalo/contract/app-config'

/**
 * What the API client tells the rest of the app, without knowing about dialogs or routes: the app
 * layer listens and shows the 'Tips' dialog, signs the player out or goes to /maintenance.
 */
export interface ApiEventMap {
  timeout: { call: string }
  signedOut: { call: string }
  maintenance: { info: MaintenanceInfo | null }
}

type Listener<K extends keyof ApiEventMap> = (event: ApiEventMap[K]) => void
const listeners: { [K in keyof ApiEventMap]: Set<Listener<K>> } = {
  timeout: new Set(),
  signedOut: new Set(),
  maintenance: new Set(),
}

export function onApiEvent<K extends keyof ApiEventMap>(name: K, listener: Listener<K>): () => void {
  listeners[name].add(listener)
  return () => listeners[name].delete(listener)
}

export function emitApiEvent<K extends keyof ApiEventMap>(name: K, event: ApiEventMap[K]): void {
  for (const listener of listeners[name]) listener(event)
}
