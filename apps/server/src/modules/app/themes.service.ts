import { themeTokensSchema } from '@panalo/contract/theme'
import { eq, sql } from 'drizzle-orm'

import type { Db, Tx } from '../../db/client.ts'
import { themes } from '../../db/schema/app.ts'
import { AppError } from '../../platform/app-error.ts'

/** A theme as the operator sees it: which one is live (the default, served on every other domain). */
export interface ThemeSummary {
  id: number
  name: string
  domain: string | null
  live: boolean
  tokens: ReturnType<typeof themeTokensSchema.parse>
}

export async function listThemeSummaries(db: Db): Promise<ThemeSummary[]> {
  const rows = await db.select().from(themes).orderBy(themes.id)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    domain: row.domain,
    live: row.isDefault,
    tokens: themeTokensSchema.parse(row.tokens),
  }))
}

/**
 * Makes a theme the live one (the default every domain without a theme of its own is served), in one
 * transaction: the old default is cleared before the new one is set (one default at most, by a unique
 * index). Answers the live theme before and after, for the audit chain.
 */
export interface LiveThemeChange {
  before: { id: number; name: string } | null
  after: { id: number; name: string }
}

/** `record` runs in the same transaction (the console's audit entry), so the switch and its record commit together. */
export async function setLiveTheme(
  db: Db,
  themeId: number,
  record?: (tx: Tx, change: LiveThemeChange) => Promise<unknown>,
): Promise<LiveThemeChange> {
  return db.transaction(async (tx) => {
    const [chosen] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update')
    if (!chosen) throw new AppError('NOT_FOUND', `There is no theme ${themeId}.`)
    const [current] = await tx.select().from(themes).where(eq(themes.isDefault, true)).for('update')
    if (current?.id !== chosen.id) {
      await tx.update(themes).set({ isDefault: false }).where(eq(themes.isDefault, true))
      await tx
        .update(themes)
        .set({ isDefault: sql`true` })
        .where(eq(themes.id, chosen.id))
    }
    const change = {
      before: current ? { id: current.id, name: current.name } : null,
      after: { id: chosen.id, name: chosen.name },
    }
    await record?.(tx, change)
    return change
  })
}
