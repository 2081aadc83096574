import { eq, inArray, sql } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { settings } from '../../db/schema/settings.ts'
import { LOCK_SPACES } from '../../platform/lock-spaces.ts'

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
 * with the instant it is in force from. Reads from that instant return it; the next save folds it into
 * the setting and keeps the value it replaced under `prev:<key>` until that instant, so a period
 * settled after its end (the tournament's week) still reads the value it ran under.
 */
export interface PendingSetting {
  value: unknown
  from: string
}

interface PreviousSetting {
  value: unknown
  until: string
}

const nextKey = (key: string) => `next:${key}`
const prevKey = (key: string) => `prev:${key}`

async function settingRows(db: Executor, key: string) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [key, nextKey(key), prevKey(key)]))
  const next = rows.find((row) => row.key === nextKey(key))?.value as PendingSetting | undefined
  const prev = rows.find((row) => row.key === prevKey(key))?.value as PreviousSetting | undefined
  return {
    current: rows.find((row) => row.key === key)?.value,
    next: next && typeof next.from === 'string' ? next : undefined,
    prev: prev && typeof prev.until === 'string' ? prev : undefined,
  }
}

/** The change saved for later that is not in force yet at `at`, if any. */
export async function readPendingSetting(
  db: Executor,
  key: string,
  at = new Date(),
): Promise<PendingSetting | null> {
  const { next } = await settingRows(db, key)
  return next && new Date(next.from) > at ? next : null
}

/** The setting in force at `at`: a waiting change from its instant, the replaced value before its end. */
export async function readSettingInForce(db: Executor, key: string, at = new Date()): Promise<unknown> {
  const { current, next, prev } = await settingRows(db, key)
  if (next && new Date(next.from) <= at) return next.value
  if (prev && at < new Date(prev.until)) return prev.value
  return current
}

/** Folds a waiting change that is in force by `at` into the setting, keeping the value it replaced. */
async function foldDue(db: Executor, key: string, at: Date): Promise<void> {
  const { current, next } = await settingRows(db, key)
  if (!next || new Date(next.from) > at) return
  await writeSetting(db, prevKey(key), { value: current ?? null, until: next.from } satisfies PreviousSetting)
  await writeSetting(db, key, next.value)
  await db.delete(settings).where(eq(settings.key, nextKey(key)))
}

/**
 * Saves a change in force from `from` (replacing a change still waiting), in the caller's transaction;
 * a change already in force is folded in first.
 */
export async function writeSettingFrom(
  db: Executor,
  key: string,
  value: unknown,
  from: Date,
  at = new Date(),
) {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES.setting}::int, hashtext(${key}))`)
  await foldDue(db, key, at)
  await writeSetting(db, nextKey(key), { value, from: from.toISOString() } satisfies PendingSetting)
}

/**
 * Writes a setting in force at once (the CLI's commands): a waiting change already in force is folded
 * in first so this write is not hidden behind it; one not yet in force still waits.
 */
export async function writeSettingNow(db: Executor, key: string, value: unknown, at = new Date()) {
  await foldDue(db, key, at)
  await writeSetting(db, key, value)
}
