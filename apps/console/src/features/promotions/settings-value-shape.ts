import type { AwardItemValue } from './award-input.tsx'

/** A reward area's value, or any part of it: the editor learns its shape by looking. */
export type Json = unknown

export interface EditorLabels {
  /** Labels by path with list positions left out (`chances.maxPerDay`, `sectors.weight`). */
  fields: Record<string, string>
  /** Names each row of a table by path (`sectors` → Sector), with the number of its first row. */
  rows: Record<string, { name: string; first: number }>
  /** Paths of amounts in hundredths, typed in pesos. */
  money?: readonly string[]
  /** Paths of fields with a fixed set of values; an optional one may be left empty (left out). */
  choices?: Record<string, readonly string[]>
  /** Cells of a table that are amounts on some rows only (a task's target), by path. */
  moneyWhen?: Record<string, (row: Record<string, Json>) => boolean>
  /** Tables that may be empty, by path: the row a first "Add" makes. */
  templates?: Record<string, Record<string, Json>>
}

/** A table of objects: a list of records, or a list the area gives a row template for (it may be empty). */
export const isTable = (value: Json, path: string, labels: EditorLabels): value is Record<string, Json>[] =>
  Array.isArray(value) &&
  value.every(isRecord) &&
  (labels.templates?.[path] !== undefined || (value.length > 0 && !isAwardList(value)))

export const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isAwardItem = (value: Json): value is AwardItemValue =>
  isRecord(value) && Object.keys(value).sort().join() === 'count,id'

export const isAwardList = (value: Json): value is AwardItemValue[] =>
  Array.isArray(value) && value.every(isAwardItem)

function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function labelOf(labels: EditorLabels, path: string): string {
  return labels.fields[path] ?? humanise(path.split('.').pop() ?? path)
}

/**
 * Columns of a table of objects: every row's keys (an optional field shows on every row), and the keys
 * of a nested object (`sections.min`); an award item is one column.
 */
export function columnsOf(rows: Record<string, Json>[]): string[][] {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  return keys.flatMap((key) => {
    const cell = rows.find((row) => row[key] !== undefined)?.[key]
    return isRecord(cell) && !isAwardItem(cell) ? Object.keys(cell).map((inner) => [key, inner]) : [[key]]
  })
}

export function getAt(value: Json, keys: string[]): Json {
  return keys.reduce<Json>((at, key) => (isRecord(at) ? at[key] : undefined), value)
}

export function setAt(value: Json, keys: string[], next: Json): Json {
  const [key, ...rest] = keys
  if (key === undefined) return next
  const record = isRecord(value) ? value : {}
  return { ...record, [key]: setAt(record[key], rest, next) }
}
