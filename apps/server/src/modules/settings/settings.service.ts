import { eq, inArray, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { settings } from '../../db/schema/settings.ts'

export async function readSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  return row?.value
}

export async function writeSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } })
}

/**
 * The setting's value, writing `initial` first when there is none: the first server to ask makes it,
 * every other one (and every later ask) reads the same row.
 */
export async function readOrInitSetting(db: Executor, key: string, initial: unknown): Promise<unknown> {
  await db.insert(settings).values({ key, value: initial }).onConflictDoNothing({ target: settings.key })
  return readSetting(db, key)
}

/**
 * A change saved for later (docs/decisions/098-reward-settings-editors.md): kept under `next:<key>`
 * with the instant it is in force from, until a read at or after that instant promotes it.
 */
export interface PendingSetting {
  value: unknown
  from: string
}

const nextKey = (key: string) => `next:${key}`

export async function readPendingSetting(db: Executor, key: string): Promise<PendingSetting | null> {
  const stored = (await readSetting(db, nextKey(key))) as PendingSetting | undefined
  return stored && typeof stored.from === 'string' ? stored : null
}

/**
 * The setting in force at `at`: a pending change whose instant has come is promoted first (the write
 * is conditional on the pending row being the one read, so two servers promoting it write it once).
 */
export async function readSettingInForce(db: Executor, key: string, at = new Date()): Promise<unknown> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [key, nextKey(key)]))
  const current = rows.find((row) => row.key === key)?.value
  const pending = rows.find((row) => row.key === nextKey(key))?.value as PendingSetting | undefined
  if (!pending || typeof pending.from !== 'string' || new Date(pending.from) > at) return current
  // One statement moves it, so no read between the two halves sees neither the old nor the new.
  await db.execute(sql`
    with taken as (
      delete from settings where key = ${nextKey(key)} and value->>'from' = ${pending.from} returning value
    )
    insert into settings (key, value) select ${key}, value->'value' from taken
    on conflict (key) do update set value = excluded.value, updated_at = now()`)
  return pending.value
}

/** Saves a change in force from `from` (replacing any change still waiting), or now when from is null. */
export async function writeSettingFrom(
  db: Executor,
  key: string,
  value: unknown,
  from: Date | null,
): Promise<void> {
  if (from === null) {
    await db.delete(settings).where(eq(settings.key, nextKey(key)))
    await writeSetting(db, key, value)
    return
  }
  await writeSetting(db, nextKey(key), { value, from: from.toISOString() } satisfies PendingSetting)
}
