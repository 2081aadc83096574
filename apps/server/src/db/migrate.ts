import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'

import type { Database } from './client.ts'

/** Any number forms the key; it only has to be the same for every Panalo process. */
const MIGRATION_LOCK_KEY = 7_266_101

/**
 * Applies the committed SQL migrations. On PostgreSQL an advisory lock makes concurrent starts of
 * several instances wait for one another instead of racing.
 */
export async function applyMigrations(database: Database, migrationsFolder: string): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
    }
  })
}
