import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

/**
 * The PostgreSQL server a benchmark (or chaos:ledger) runs against: databases of its own on it, admin
 * queries through the maintenance database, and pgbench's connection arguments for the reference.
 */
export function postgresServer(serverUrl: string) {
  const server = new URL(serverUrl)
  const run = promisify(execFile)

  function databaseUrl(name: string): string {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  }

  async function adminQuery(text: string): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      return await client.query(text)
    } finally {
      await client.end()
    }
  }

  async function recreateDatabase(name: string): Promise<void> {
    await adminQuery(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
    await adminQuery(`create database ${pg.escapeIdentifier(name)}`)
  }

  const pgbenchArgs = [
    '-h',
    server.hostname,
    '-p',
    server.port || '5432',
    '-U',
    decodeURIComponent(server.username),
  ]

  /**
   * pgbench's TPC-B on `database` (initialised by `pgbench -i`) paced at `rate` transactions a second
   * for `seconds`, with `clients` connections: each transaction's latency in ms from its scheduled
   * start, ascending, read from pgbench's per-transaction logs.
   */
  async function pacedTpcb(
    database: string,
    rate: number,
    seconds: number,
    clients: number,
  ): Promise<number[]> {
    const folder = await mkdtemp(path.join(tmpdir(), 'panalo-pgbench-'))
    try {
      const prefix = path.join(folder, 'tpcb')
      await run('pgbench', [
        ...pgbenchArgs,
        // -t, not -T: each client runs its share of the schedule to the end, so every transaction due
        // in the window is timed, as pacedLoad times every bet (-T would drop the ones still due when
        // the time is up, the very ones a stall near the end delays).
        ...['-M', 'prepared', '-c', String(clients), '-j', '2', '-R', String(rate)],
        ...['-t', String(Math.max(1, Math.round((rate * seconds) / clients)))],
        ...['-l', `--log-prefix=${prefix}`, database],
      ])
      // One log per pgbench thread: tpcb.<pid>, tpcb.<pid>.1, …
      const logs = await Promise.all(
        (await readdir(folder)).map((name) => readFile(path.join(folder, name), 'utf8')),
      )
      return logs.flatMap(pgbenchLatencies).sort((a, b) => a - b)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }

  return { run, databaseUrl, adminQuery, recreateDatabase, pgbenchArgs, pacedTpcb }
}

/**
 * The latencies in ms in a pgbench per-transaction log written under --rate, one per line
 * (`client transaction time script epoch microseconds lag`, times in µs). Under --rate pgbench times
 * a transaction from when it was scheduled, not from when it began, so `time` already includes the
 * schedule lag: it is the latency an open-loop load sees. A transaction logged as failed (or
 * skipped) counts as infinitely late.
 */
export function pgbenchLatencies(log: string): number[] {
  const latencies: number[] = []
  for (const line of log.split('\n')) {
    const fields = line.trim().split(/\s+/)
    // Seven fields or more (retries may follow): a transaction under --rate.
    if (fields.length < 7) continue
    const latency = Number(fields[2]) / 1000
    latencies.push(Number.isFinite(latency) ? latency : Number.POSITIVE_INFINITY)
  }
  return latencies
}
