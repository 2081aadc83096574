import { mkdir } from 'node:fs/promises'

import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'

import { isDatabaseUnavailable } from './database-unavailable.ts'

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
      /** How long opening a connection may take; see CONNECT_TIMEOUT_MS. */
      connectTimeoutMs?: number
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

/**
 * How long opening a connection may take. Without it a request waits for ever on a database that
 * takes connections and never answers (a frozen host, a network partition, a failover in progress);
 * a healthy one answers in milliseconds, and one that is down refuses at once.
 */
export const CONNECT_TIMEOUT_MS = 3_000

/**
 * The longest a statement waits for a connection of the pool, a free one or one being opened: the
 * app's own request timeout (SPEC.md §9), after which the player has been told it timed out and a
 * request still queued only adds to a backlog. It fails as TEMPORARILY_UNAVAILABLE (decision 062).
 * Not shorter: a burst on one player's lock (100 withdrawals at once) legitimately queues for
 * seconds.
 */
export const POOL_WAIT_MS = 10_000

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
   * sent while the connection was lost is lost with it, so `onReopen` is called each time the
   * connection is listening again after a loss: look for what may have been missed.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReopen?: () => void,
  ): Promise<() => Promise<void>>
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
      target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    )
  return openPglite(target.dataDir)
}

async function openPostgres(
  url: string,
  poolSize: number,
  idleInTransactionMs: number,
  connectTimeoutMs: number,
): Promise<Database> {
  // BIGINT (int8) columns come back as strings by default; every amount we store fits in 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: 'panalo',
    idle_in_transaction_session_timeout: idleInTransactionMs,
    // The pool's own wait (queued, or opening), and the opening alone, which is the shorter.
    connectionTimeoutMillis: Math.max(POOL_WAIT_MS, connectTimeoutMs),
    Client: class extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectTimeoutMs })
      }
    },
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
  const notifications = postgresNotifications(url, connectTimeoutMs)
  const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Db
  db.transaction = (work, config) => pooledTransaction(pool, work, config)
  return {
    db,
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

/** A Drizzle handle over each pooled connection, made once per connection. */
const connectionHandles = new WeakMap<pg.PoolClient, Db>()

/**
 * A transaction on a connection of the pool, given back to the pool whatever happens. Drizzle's own
 * pooled transaction() sends BEGIN before the `try` that releases its connection (drizzle-orm issues
 * 6023, 6241, 6341; open in 0.45), so a BEGIN that fails, as it does on a connection that died while
 * idle in the pool, kept that connection checked out for the life of the process: after as many as
 * the pool holds, every request waited for a connection that never came back. Here the connection
 * is checked out and released around Drizzle's transaction on that one connection; one that failed
 * with the database gone is released as broken, so the pool closes it rather than hand it out again.
 */
async function pooledTransaction<T>(
  pool: pg.Pool,
  work: (tx: Tx) => Promise<T>,
  config: Parameters<Db['transaction']>[1],
): Promise<T> {
  const connection = await pool.connect()
  let broken: Error | undefined
  try {
    let handle = connectionHandles.get(connection)
    if (!handle) {
      handle = drizzlePg({ client: connection, casing: 'snake_case' }) as unknown as Db
      connectionHandles.set(connection, handle)
    }
    return await handle.transaction(work, config)
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error))
    throw error
  } finally {
    connection.release(broken)
  }
}

/**
 * Waits before each attempt to re-open a lost LISTEN connection: at once, then backing off to one a
 * second, which costs a database that is down nothing and hears again within a second of its return
 * (a longer pause showed in chaos:db as chat replies held up for seconds after the database was back).
 */
const LISTEN_REOPEN_MS = [0, 250, 500, 1_000]

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to others): one
 * per process, opened on the first listen. When it is lost (PostgreSQL restarted, the session ended)
 * it is re-opened at once and then every second at most for as long as it takes, every channel is
 * listened to again, and the listeners are told (onReopen) so they can look for what they missed.
 */
function postgresNotifications(url: string, connectTimeoutMs: number) {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  const reopenHandlers = new Set<() => void>()
  let client: pg.Client | undefined
  let opening: Promise<pg.Client> | undefined
  let reopenTimer: NodeJS.Timeout | undefined
  let failures = 0
  let lost = false
  let closed = false

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'panalo-listen',
      keepAlive: true,
      connectionTimeoutMillis: connectTimeoutMs,
    })
    let ended = false
    const onLost = () => {
      ended = true
      if (client !== next) return
      client = undefined
      lost = true
      void next.end().catch(() => undefined)
      scheduleReopen()
    }
    // Both: an ended session emits 'error' (or only 'end' when PostgreSQL closes it quietly).
    next.on('error', onLost)
    next.on('end', onLost)
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    try {
      await next.connect()
      for (const channel of handlers.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`)
      if (ended) throw new Error('the LISTEN connection was lost while it was being opened')
    } catch (error) {
      void next.end().catch(() => undefined)
      throw error
    }
    return next
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client)
    opening ??= open()
      .then(
        (opened) => {
          // No socket event runs between open()'s last check and here: `opened` is alive.
          client = opened
          failures = 0
          if (lost) {
            lost = false
            for (const reopened of reopenHandlers) reopened()
          }
          return opened
        },
        (error: unknown) => {
          if (lost) scheduleReopen()
          throw error
        },
      )
      .finally(() => (opening = undefined))
    return opening
  }

  function scheduleReopen(): void {
    if (closed || reopenTimer) return
    const wait = LISTEN_REOPEN_MS[Math.min(failures, LISTEN_REOPEN_MS.length - 1)] ?? 0
    failures++
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined
      void connection().catch(() => undefined)
    }, wait)
    reopenTimer.unref()
  }

  return {
    async listen(channel: string, onNotify: (payload: string) => void, onReopen?: () => void) {
      const first = !handlers.has(channel)
      const set = handlers.get(channel) ?? new Set()
      set.add(onNotify)
      handlers.set(channel, set)
      if (onReopen) reopenHandlers.add(onReopen)
      const listening = await connection()
      if (first) await listening.query(`listen ${pg.escapeIdentifier(channel)}`)
      return async () => {
        set.delete(onNotify)
        if (onReopen) reopenHandlers.delete(onReopen)
      }
    },
    async close() {
      closed = true
      clearTimeout(reopenTimer)
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
