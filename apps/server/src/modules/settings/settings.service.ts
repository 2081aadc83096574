import { eq, sql } from 'drizzle-orm'

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
