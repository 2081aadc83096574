import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { inject } from 'vitest'

import { SCHEMA_FOLDERS } from '../../src/config.ts'
import { openDatabase, type Database } from '../../src/db/client.ts'
import { applyMigrations, readFunctionFiles } from '../../src/db/migrate.ts'

/**
 * Test databases. Without TEST_DATABASE_URL each test file gets an in-memory PGlite. With it, each
 * gets a fresh PostgreSQL database cloned from a template that already has the migrations applied
 * (made once per migration set by global-setup.ts), so files run in parallel without sharing state.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's mark in the names of its test databases (global-setup.ts). */
    serverTestRun: string
    /** This run's migrated and seeded template (global-setup.ts; '' on PGlite). */
    serverSeededTemplate: string
  }
}

/** The key under which the global setup provides the seeded template's name. */
export const SEEDED_TEMPLATE = 'serverSeededTemplate'

/** The key under which the global setup provides that mark. */
export const TEST_RUN = 'serverTestRun'

/** The prefix of the names of one run's test databases. */
export function runDatabasePrefix(run: string): string {
  return `panalo_test_${run}_`
}

/**
 * Drops the databases of one run. A DROP DATABASE makes PostgreSQL write a checkpoint of the whole
 * server (about a second with other tests writing), so the files do not drop their own databases as
 * they end; the run drops them all once it is over, when there is nothing left to flush.
 */
export async function dropRunDatabases(baseUrl: string, run: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [runDatabasePrefix(run)],
    )
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`)
    }
  } finally {
    await admin.end()
  }
}

/** The template's name changes whenever a migration or a function does, so a stale template is never reused. */
export function templateDatabaseName(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(SCHEMA_FOLDERS.migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(SCHEMA_FOLDERS.migrations, file)))
  }
  for (const file of readFunctionFiles(SCHEMA_FOLDERS.functions)) hash.update(file.name).update(file.checksum)
  return `panalo_template_${hash.digest('hex').slice(0, 12)}`
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Creates the migrated template database if it does not exist yet. */
export async function prepareTemplateDatabase(baseUrl: string): Promise<void> {
  const name = templateDatabaseName()
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount) return
    const building = `${name}_building_${randomBytes(3).toString('hex')}`
    await admin.query(`create database ${pg.escapeIdentifier(building)}`)
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(baseUrl, building),
      poolSize: 2,
    })
    await applyMigrations(database, SCHEMA_FOLDERS)
    await database.close()
    // Another run may have finished first; either template is as good.
    await admin
      .query(`alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(name)}`)
      .catch(() => admin.query(`drop database ${pg.escapeIdentifier(building)}`))
  } finally {
    await admin.end()
  }
}

/**
 * A copy of the migrated template with the demo seed, for this run only (the seed's code changes
 * without a migration, so it is never reused by another run); dropped with the run's databases.
 */
export async function prepareSeededTemplate(
  baseUrl: string,
  run: string,
  seed: (database: Database) => Promise<void>,
): Promise<string> {
  const name = `${runDatabasePrefix(run)}seeded`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await createFromTemplate(admin, name, templateDatabaseName())
  } finally {
    await admin.end()
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name), poolSize: 2 })
  try {
    await seed(database)
  } finally {
    // A template with a connection open cannot be copied.
    await database.close()
  }
  return name
}

export interface TestDatabase extends Database {
  /** The connection string of this database (PostgreSQL only), e.g. for a child server process. */
  url: string | null
}

export async function createTestDatabase(
  options: {
    poolSize?: number
    idleInTransactionMs?: number
    /**
     * Cloned from the run's seeded template (on PostgreSQL): the demo seed, whose password hashing and
     * some hundred rows were about half a second of every file, is then run once per run. The caller
     * still runs seedDatabase, which finds every step done (and does them on PGlite).
     */
    seeded?: boolean
  } = {},
): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null })
    await applyMigrations(database, SCHEMA_FOLDERS)
    return { ...database, url: null }
  }
  const name = `${runDatabasePrefix(inject(TEST_RUN))}${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  try {
    const seededTemplate = options.seeded ? inject(SEEDED_TEMPLATE) : ''
    await createFromTemplate(admin, name, seededTemplate || templateDatabaseName())
  } finally {
    await admin.end()
  }
  const url = databaseUrl(TEST_DATABASE_URL, name)
  const database = await openDatabase({
    kind: 'postgres',
    url,
    poolSize: options.poolSize ?? 16,
    idleInTransactionMs: options.idleInTransactionMs,
  })
  // Dropped with the rest of the run's databases when the run ends (dropRunDatabases).
  return { ...database, url }
}

async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(
        `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`,
      )
      return
    } catch (error) {
      // Two files cloning the template at the same instant collide briefly; try again.
      const busy = error instanceof Error && /being accessed by other users/.test(error.message)
      if (!busy || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

/**
 * An empty database, nothing migrated, for the tests that migrate one as it was before a migration:
 * an in-memory PGlite, or with TEST_DATABASE_URL a database of its own on that server (`drop` removes
 * it; the run's sweep would not, as its name is the test's own).
 */
export async function openEmptyDatabase(
  prefix: string,
  poolSize = 4,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL)
    return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} }
  const baseUrl = TEST_DATABASE_URL
  const name = `${prefix}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${pg.escapeIdentifier(name)}`)
  return {
    database: await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name), poolSize }),
    drop: () => admin(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  }
}
