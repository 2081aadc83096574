import { themeTokensSchema, type Theme } from '@panalo/contract/theme'
import { desc, eq, or } from 'drizzle-orm'

import type { Executor } from '../../db/client.ts'
import { themes } from '../../db/schema/app.ts'

/** The theme of a domain, falling back to the default theme. */
export async function findThemeForDomain(db: Executor, domain: string): Promise<Theme | undefined> {
  const rows = await db
    .select()
    .from(themes)
    .where(or(eq(themes.domain, domain), eq(themes.isDefault, true)))
    // A domain's own theme sorts before the default one (false < true).
    .orderBy(themes.isDefault)
    .limit(1)
  return rows[0] && toTheme(rows[0])
}

export async function findThemeById(db: Executor, id: number): Promise<Theme | undefined> {
  const rows = await db.select().from(themes).where(eq(themes.id, id)).limit(1)
  return rows[0] && toTheme(rows[0])
}

export async function listThemes(db: Executor): Promise<Theme[]> {
  const rows = await db.select().from(themes).orderBy(desc(themes.isDefault), themes.id)
  return rows.map(toTheme)
}

function toTheme(row: typeof themes.$inferSelect): Theme {
  return {
    id: row.id,
    themeName: row.name,
    themeDomian: row.domain ?? '',
    themeJsonData: themeTokensSchema.parse(row.tokens),
  }
}
