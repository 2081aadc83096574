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
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      /** How long PostgreSQL lets a transaction sit idle before it ends the session; see below. */
      idleInTransactionMs?: number
    }
  | { kind: 'pglite'; dataDir: string | null }

/**
 * A transaction waiting on this process for longer than this is ended by PostgreSQL, which releases
 * its row locks. Our transactions wait on the process only for the JavaScript between two of their
 * statements (milliseconds); what waits longer is a process that hangs or a connection that died
 * without a word (TCP notices that after two hours), and meanwhile the rows it locked, a player's
 * coins among them, block every bet of that player and every batch that carries one.
 */
export const IDLE_IN_TRANSACTION_MS = 10_000

export interface Database {
  db: Db
  kind: DatabaseTarget['kind']
  /** Runs `work` while holding a session-level advisory lock, so other processes wait for it. */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>
  /** Runs a script of several SQL statements (no parameters) as one simple query. */
  runScript(script: string): Promise<void>
  /**
   * What the job queue (modules/jobs, pg-boss) connects to: the same PostgreSQL server through a
   * small pool of its own, or this PGlite, whose one connection it shares.
   */
  jobsConnection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite }
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel`, from any process on this database
   * (the live chat across server instances); answers a function that stops listening. A notification
   * sent while the connection is being re-opened is lost, so listeners must also look for themselves.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /** The connection pool's use now, for /metrics (PostgreSQL only; PGlite has no pool). */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null
  close(): Promise<void>
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres')
    return openPostgres(
      target.url,
      target.poolSize ?? 16,
      target.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS,
    )
  return openPglite(target.dataDir)
}

async function openPostgres(url: string, poolSize: number, idleInTransactionMs: number): Promise<Database> {
  // BIGINT (int8) columns come back as strings by default; every amount we store fits in 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: 'panalo',
    idle_in_transaction_session_timeout: idleInTransactionMs,
    // Probes an idle connection's peer, so that a dead one is found before a request picks it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // No JIT compilation: every statement here is a short OLTP one, and JIT starts on the planner's
    // estimated cost, which a misestimate (tables not yet analyzed, a big agent's team) pushes past
    // the threshold: the team read of 66,000 invitees spent 1.3 s compiling for 0.35 s of work. A
    // SET on each new connection, which the pool awaits before handing it out, not a startup option,
    // which a pooler in front (PgBouncer) refuses unless told to ignore it.
    onConnect: async (client) => {
      await client.query('set jit = off')
    },
  })
  pool.on('error', () => {
    // An idle client lost its connection (e.g. the server restarted); the pool replaces it.
  })
  pool.on('connect', (client) => {
    // A client that loses its connection while checked out between two statements (PostgreSQL
    // restarted, the session was ended, the network dropped) emits 'error' with no listener of the
    // pool's attached, which would end the whole process. With this one the client's next statement
    // fails instead ("not queryable"), that transaction alone fails, and the pool drops the client.
    client.on('error', () => undefined)
  })
  const notifications = postgresNotifications(url)
  return {
    db: drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db,
    kind: 'postgres',
    jobsConnection: { kind: 'postgres', url },
    listen: notifications.listen,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
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
    async runScript(script) {
      await pool.query(script)
    },
    async close() {
      await notifications.close()
      await pool.end()
    },
  }
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to others): one
 * per process, opened on the first listen, re-opened a second after it fails, with every channel
 * listened to again.
 */
function postgresNotifications(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  let client: pg.Client | undefined
  let opening: Promise<pg.Client> | undefined
  let closed = false

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, application_name: 'panalo-listen', keepAlive: true })
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    next.on('error', () => {
      if (client !== next) return
      client = undefined
      void next.end().catch(() => undefined)
      if (!closed) setTimeout(() => void connection().catch(() => undefined), 1_000).unref()
    })
    await next.connect()
    for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`)
    return next
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    opening ??= open()
      .then((opened) => (client = opened))
      .finally(() => (opening = undefined))
    return opening
  }

  return {
    async listen(channel: string, onNotify: (payload: string) => void) {
      const first = !handlers.has(channel)
      const set = handlers.get(channel) ?? new Set()
      set.add(onNotify)
      handlers.set(channel, set)
      const listening = await connection()
      if (first) await listening.query(`listen ${pg.escapeIdentifier(channel)}`)
      return async () => {
        set.delete(onNotify)
      }
    },
    async close() {
      closed = true
      await client?.end().catch(() => undefined)
      client = undefined
    },
  }
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir ?? undefined)
  return {
    db: drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    jobsConnection: { kind: 'pglite', client },
    // One process owns a PGlite database, so there is nobody to wait for.
    withAdvisoryLock: (_key, work) => work(),
    poolStats: () => null,
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify)
      return () => stop()
    },
    async runScript(script) {
      await client.exec(script)
    },
    async close() {
      await client.close()
    },
  }
}
