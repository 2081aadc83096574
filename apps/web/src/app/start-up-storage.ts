/**
 * What the start-up chain keeps in storage, read defensively: a value of another shape (written by an
 * older version of the app, by a tool, or by hand) reads as nothing kept, never as something the chain
 * then fails on. The chain runs on the home page, so a throw here would take the lobby down.
 */
function parsed(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as unknown
  } catch {
    return null
  }
}

/** A list of names (the popups shown this session); anything else is an empty list. */
export function readNameList(storage: Storage, key: string): string[] {
  const value = parsed(storage, key)
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** Days by name (YYYY-MM-DD, Manila); entries that are not day strings are left out. */
export function readDaysByName(storage: Storage, key: string): Record<string, string> {
  const value = parsed(storage, key)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(entry[1]),
    ),
  )
}
