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
/**
 * The last event of each kind that came while nobody listened: the start-up calls go out before the
 * app's code has loaded (api/startup-calls.ts), so their answers can come first. The first listener
 * gets it.
 */
const unheard: { [K in keyof ApiEventMap]?: ApiEventMap[K] } = {}

export function onApiEvent<K extends keyof ApiEventMap>(name: K, listener: Listener<K>): () => void {
  listeners[name].add(listener)
  const missed = unheard[name]
  if (missed) {
    unheard[name] = undefined
    listener(missed)
  }
  return () => listeners[name].delete(listener)
}

export function emitApiEvent<K extends keyof ApiEventMap>(name: K, event: ApiEventMap[K]): void {
  if (listeners[name].size === 0) unheard[name] = event
  for (const listener of listeners[name]) listener(event)
}
