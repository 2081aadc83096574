import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { createFundingDatabase, E2E_POSTGRES } from './helpers/funding.ts'

/**
 * The browser tests' funding database (helpers/funding.ts) must outlive its connections ending under
 * it: CI once failed on "terminating connection due to administrator command" thrown from an idle
 * reader connection that the drop's `with (force)` ended, with no listener for the pool's error.
 */
describe('the funding database', () => {
  it('takes its idle reader connection being ended by the server, and still drops', async () => {
    const funding = await createFundingDatabase()
    const name = new URL(funding.url).pathname.slice(1)
    const admin = new pg.Client({ connectionString: E2E_POSTGRES })
    await admin.connect()
    // The players table the server would have made; the reader finds no such player, and its
    // connection stays open and idle in its pool.
    const setup = new pg.Client({ connectionString: funding.url })
    await setup.connect()
    await setup.query('create table users (id bigint, account text, mobile text)')
    await setup.end()
    await expect(funding.coins('nobody')).rejects.toThrow('no player nobody')
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
      expect(ended.rowCount).toBeGreaterThan(0)
    } finally {
      await admin.end()
    }
    // The error reaches the client a moment later; an unhandled one fails this run.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await funding.drop()
  })
})
