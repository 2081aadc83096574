import { readStoredJson, STORAGE_KEYS, writeStoredJson } from '../../lib/storage.ts'

/** How many recent searches the search page keeps and offers again. */
export const RECENT_SEARCHES_LIMIT = 8
/** Shorter searches are typing, not something to offer again. */
const MIN_LENGTH = 2
const MAX_LENGTH = 64

/** The player's recent searches on this device, newest first. */
export function readRecentSearches(): string[] {
  const stored = readStoredJson(STORAGE_KEYS.recentSearches)
  if (!Array.isArray(stored)) return []
  return stored
    .filter((term): term is string => typeof term === 'string' && term.length > 0)
    .slice(0, RECENT_SEARCHES_LIMIT)
}

/** Puts a search first, once, whatever its case; answers the list as stored. */
export function rememberSearch(term: string): string[] {
  const trimmed = term.trim().replace(/\s+/g, ' ').slice(0, MAX_LENGTH)
  if (trimmed.length < MIN_LENGTH) return readRecentSearches()
  const others = readRecentSearches().filter((kept) => kept.toLowerCase() !== trimmed.toLowerCase())
  const next = [trimmed, ...others].slice(0, RECENT_SEARCHES_LIMIT)
  writeStoredJson(STORAGE_KEYS.recentSearches, next)
  return next
}

export function clearRecentSearches(): void {
  writeStoredJson(STORAGE_KEYS.recentSearches, [])
}
