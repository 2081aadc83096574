import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { fundingOf } from './helpers/funding.ts'
import type { TestServer } from './helpers/server.ts'

const POSTGRES =
  process.env.TEST_DATABASE_URL ?? process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/**
 * The browser tests' ledger reader (helpers/funding.ts) must outlive its connection ending under it:
 * CI once failed on "terminating connection due to administrator command" thrown from an idle reader
 * connection that a drop's `with (force)` ended, with no listener for the pool's error.
 */
describe('the funding ledger reader', () => {
  it('takes its idle connection being ended by the server, and still closes', async () => {
    const name = `panalo_e2e_reader_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: POSTGRES })
    await admin.connect()
    try {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`)
      const url = new URL(POSTGRES)
      url.pathname = `/${name}`
      // The players table the server would have made; the reader finds no such player, and its
      // connection stays open and idle in its pool.
      const setup = new pg.Client({ connectionString: url.toString() })
      await setup.connect()
      await setup.query('create table users (id bigint, account text, mobile text)')
      await setup.end()
      const funding = fundingOf({ databaseUrl: url.toString() } as TestServer)
      await expect(funding.coins('nobody')).rejects.toThrow('no player nobody')
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
      expect(ended.rowCount).toBeGreaterThan(0)
      // The error reaches the client a moment later; an unhandled one fails this run.
      await new Promise((resolve) => setTimeout(resolve, 300))
      await funding.close()
    } finally {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
      await admin.end()
    }
  })
})
