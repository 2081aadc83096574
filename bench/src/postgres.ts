import { execFile } from 'node:child_process'
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

  return {
    run,
    databaseUrl,
    adminQuery,
    recreateDatabase,
    pgbenchArgs: [
      '-h',
      server.hostname,
      '-p',
      server.port || '5432',
      '-U',
      decodeURIComponent(server.username),
    ],
  }
}
