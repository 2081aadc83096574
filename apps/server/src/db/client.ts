import { mkdir } from 'node:fs/promises'

import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'

/**
 * One handle over either PostgreSQL dialect host: a PostgreSQL server (DATABASE_URL; production and
 * the concurrency tests) or PGlite, Postgres compiled to WASM and embedded in this process (the
 * default, so `npm start` needs no server). Code above this module sees only `Db`.
 */
export type Db = PgDatabase<PgQueryResultHKT>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | null }

export interface Database {
  db: Db
  kind: DatabaseTarget['kind']
  /** Subscribes to NOTIFY on a channel; answers an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /** Runs `work` while holding a session-level advisory lock, so other processes wait for it. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 16)
  return openPglite(target.dataDir)
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // BIGINT (int8) columns come back as strings by default; every amount we store fits in 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  pool.on('error', () => {
    // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
  })
  const listenClients: pg.PoolClient[] = []
  return {
    db: drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db,
    kind: 'postgres',
    async listen(channel, onNotify) {
      const client = await pool.connect()
      listenClients.push(client)
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '')
      })
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined)
        client.release()
        listenClients.splice(listenClients.indexOf(client), 1)
      }
    },
    async withAdvisoryLock(key, work) {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [key])
        return await work()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined)
        client.release()
      }
    },
    async close() {
      for (const client of listenClients.splice(0)) client.release()
      await pool.end()
    },
  }
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir ?? undefined)
  return {
    db: drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, onNotify)
      return async () => unsubscribe()
    },
    // One process owns a PGlite database, so there is nobody to wait for.
    withAdvisoryLock: (_key, work) => work(),
    async close() {
      await client.close()
    },
  }
}
