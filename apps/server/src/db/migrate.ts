import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'

import type { Database } from './client.ts'
import { ONE_KEY_LOCKS } from '../platform/lock-spaces.ts'

/** A function file's name is the name of the function it defines. */
const FUNCTION_FILE = /^([a-z_][a-z0-9_]*)\.sql$/

export interface SchemaFolders {
  /** Drizzle's SQL migrations: tables, indexes, constraints (drizzle/). */
  migrations: string
  /** One file per database function, holding its current definition (src/db/functions/). */
  functions: string
}

/**
 * Brings the database to the committed schema: the migrations, then every database function whose
 * file changed since it was last applied (docs/decisions/020-sql-functions-and-one-bet-path.md). On
 * PostgreSQL an advisory lock makes concurrent starts of several instances wait for one another.
 */
export async function applyMigrations(database: Database, folders: SchemaFolders): Promise<void> {
  await database.withAdvisoryLock(ONE_KEY_LOCKS.migrations, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folders.migrations })
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folders.migrations })
    }
    await applyFunctions(database, folders.functions)
  })
}

/** The function files of a folder: name, text and checksum, in name order. */
export function readFunctionFiles(folder: string): { name: string; text: string; checksum: string }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = FUNCTION_FILE.exec(file)?.[1]
      if (!name) throw new Error(`${file}: a function file is named <function_name>.sql`)
      const text = readFileSync(path.join(folder, file), 'utf8')
      return { name, text, checksum: createHash('sha256').update(text).digest('hex') }
    })
}

/**
 * Runs each function file whose checksum is not the one recorded (its CREATE OR REPLACE statements,
 * and the triggers that call it), each as one transaction with its record. Bodies are not checked at
 * creation, so files apply in any order; a function whose file is gone is dropped.
 */
async function applyFunctions(database: Database, folder: string): Promise<void> {
  const { db } = database
  await db.execute(sql`
    create table if not exists database_functions (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now())`)
  const { rows } = (await db.execute(sql`select name, checksum from database_functions`)) as unknown as {
    rows: { name: string; checksum: string }[]
  }
  const applied = new Map(rows.map((row) => [row.name, row.checksum]))
  const files = readFunctionFiles(folder)
  for (const file of files) {
    if (applied.get(file.name) === file.checksum) continue
    // One simple query is one transaction: the definition and its record land together or not at all.
    await database.runScript(`select set_config('check_function_bodies', 'off', true);
${file.text}
;
insert into database_functions (name, checksum) values ('${file.name}', '${file.checksum}')
  on conflict (name) do update set checksum = excluded.checksum, applied_at = now();`)
  }
  const current = new Set(files.map((file) => file.name))
  for (const name of applied.keys()) {
    if (current.has(name) || !FUNCTION_FILE.test(`${name}.sql`)) continue
    await database.runScript(`do $$
declare routine regprocedure;
begin
  for routine in select oid::regprocedure from pg_proc
                  where proname = '${name}' and pronamespace = 'public'::regnamespace loop
    execute format('drop function %s', routine);
  end loop;
end $$;
delete from database_functions where name = '${name}';`)
  }
}
