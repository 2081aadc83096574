/**
 * Local storage with the keys the app uses in one place. Every access tolerates a browser that
 * refuses storage (private mode, quota): the app then simply forgets between visits.
 */
export const STORAGE_KEYS = {
  token: 'panalo.token',
  deviceId: 'panalo.deviceId',
  savedAccount: 'panalo.savedAccount',
  loginDevices: 'panalo.loginDevices',
  ageNoticeAccepted: 'panalo.ageNoticeAccepted',
  appConfig: 'panalo.appConfig',
  theme: 'panalo.theme',
  gameList: 'panalo.gameList',
  recentSearches: 'panalo.recentSearches',
  jackpotBubble: 'panalo.jackpotBubble',
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readStorage(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Storage refused: nothing to keep.
  }
}

/** A stored JSON value, or undefined when missing or unreadable. */
export function readStoredJson(key: StorageKey): unknown {
  const raw = readStorage(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export function writeStoredJson(key: StorageKey, value: unknown): void {
  writeStorage(key, JSON.stringify(value))
}
