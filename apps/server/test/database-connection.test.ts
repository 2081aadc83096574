import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../src/db/client.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What the PostgreSQL pool does when a connection is lost in the middle of a transaction, or a
 * transaction is left waiting on the process (PostgreSQL only: PGlite has no connections).
 */
describe.skipIf(!TEST_DATABASE_URL)('the PostgreSQL connection pool (PostgreSQL only)', () => {
  let database: TestDatabase
  let admin: pg.Client

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4, idleInTransactionMs: 500 })
    admin = new pg.Client({ connectionString: database.url ?? '' })
    await admin.connect()
    await admin.query('create table probe (id int primary key, value int not null)')
    await admin.query('insert into probe values (1, 0)')
  })
  afterAll(async () => {
    await admin.end()
    await database.close()
  })

  async function backendOf(executor: Pick<Database['db'], 'execute'>): Promise<number> {
    const result = await executor.execute(sql`select pg_backend_pid() as pid`)
    return Number((result as unknown as { rows: { pid: number }[] }).rows[0]?.pid)
  }

  it('fails only the transaction whose session ends between two statements, and keeps serving', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const pid = await backendOf(tx)
      // The session ends while this transaction runs JavaScript, between two of its statements:
      // without a listener on the checked-out client, its 'error' event would end the process.
      await admin.query('select pg_terminate_backend($1)', [pid])
      await sleep(200)
      await tx.execute(sql`update probe set value = value + 1 where id = 1`)
    })
    // Drizzle reports the failed rollback; the statement before it failed on the lost connection.
    await expect(transaction).rejects.toThrow(/rollback/)
    const result = await database.db.execute(sql`select value from probe where id = 1`)
    expect((result as unknown as { rows: { value: number }[] }).rows).toEqual([{ value: 0 }])
  })

  it('has PostgreSQL end a transaction left waiting, which releases the rows it locked', async () => {
    let lockedAt = 0
    const stuck = database.db.transaction(async (tx) => {
      await tx.execute(sql`select value from probe where id = 1 for update`)
      lockedAt = Date.now()
      await sleep(2_000) // a process that hangs, or a connection that died without a word
      await tx.execute(sql`update probe set value = 100 where id = 1`)
    })
    const settled = stuck.then(
      () => 'committed',
      () => 'failed',
    )
    while (!lockedAt) await sleep(10)
    // Another connection waits for the row, and gets it once PostgreSQL has ended the idle one.
    await admin.query('update probe set value = value + 1 where id = 1')
    expect(Date.now() - lockedAt).toBeLessThan(1_900)
    expect(await settled).toBe('failed')
    const { rows } = await admin.query('select value from probe where id = 1')
    expect(rows).toEqual([{ value: 1 }])
  })

  it('compiles no statement with JIT: a misestimated read must not spend a second compiling', async () => {
    const result = await database.db.execute(sql`select current_setting('jit') as jit`)
    expect((result as unknown as { rows: { jit: string }[] }).rows).toEqual([{ jit: 'off' }])
  })
})
