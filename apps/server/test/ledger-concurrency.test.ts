import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
} from '../src/modules/ledger/ledger-errors.types.ts'
import { houseBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import {
  bet,
  deposit,
  expectLedgerConsistent,
  GATEWAY,
  moveToSafebox,
  openTestHouseAccounts,
  PROVIDER,
  queryRows,
  settle,
  win,
} from './helpers/ledger.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

/**
 * Races that need real concurrent connections: PGlite runs one statement at a time, so these run
 * only on PostgreSQL (TEST_DATABASE_URL), as CI does. reference/reliability.md C1 and C2.
 */
describe.skipIf(!TEST_DATABASE_URL)(
  'the ledger under concurrency (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase
    let nextUser = 1
    const newUser = () => nextUser++

    beforeAll(async () => {
      database = await createTestDatabase({ poolSize: 24 })
      await openTestHouseAccounts(database.db)
    })
    afterAll(() => database.close())
    afterEach(() => expectLedgerConsistent(database.db))

    it('lets exactly 50 of 100 concurrent debits through a balance that covers 50', async () => {
      const db = database.db
      const user = newUser()
      await deposit(db, user, 50 * 100, `race:${user}:deposit`)
      const { ok, failed } = await settle(
        Array.from({ length: 100 }, (_, index) => bet(db, user, 100, `race:${user}:bet:${index}`)),
      )
      expect(ok).toHaveLength(50)
      expect(failed).toHaveLength(50)
      for (const error of failed) expect(error).toBeInstanceOf(InsufficientBalanceError)
      expect(await playerBalances(db, user)).toMatchObject({ coin: 0 })
      // Every balance after is distinct: the debits went through one at a time.
      const after = ok.map((journal) => journal.postings[0]?.balanceAfter).sort((a, b) => (a ?? 0) - (b ?? 0))
      expect(after).toEqual(Array.from({ length: 50 }, (_, index) => index * 100))
    })

    it('lets exactly 50 of 100 through when each debit runs in a caller’s transaction', async () => {
      const db = database.db
      const user = newUser()
      await deposit(db, user, 50 * 100, `race-tx:${user}:deposit`)
      const { ok, failed } = await settle(
        Array.from({ length: 100 }, (_, index) =>
          inTransaction(db, (tx) => bet(tx, user, 100, `race-tx:${user}:bet:${index}`)),
        ),
      )
      expect([ok.length, failed.length]).toEqual([50, 50])
      for (const error of failed) expect(error).toBeInstanceOf(InsufficientBalanceError)
      expect(await playerBalances(db, user)).toMatchObject({ coin: 0 })
    })

    it('gives one key sent 10 times at once one effect and one result', async () => {
      const db = database.db
      const user = newUser()
      await deposit(db, user, 1_000, `dup:${user}:deposit`)
      const results = await Promise.all(
        Array.from({ length: 10 }, () => bet(db, user, 300, `dup:${user}:bet`)),
      )
      expect(results.filter((result) => !result.replayed)).toHaveLength(1)
      const first = results.find((result) => !result.replayed)
      for (const result of results) expect({ ...result, replayed: false }).toEqual(first)
      expect(await playerBalances(db, user)).toMatchObject({ coin: 700 })
    })

    it('gives one key sent 10 times at once in callers’ transactions one effect', async () => {
      const db = database.db
      const user = newUser()
      await deposit(db, user, 1_000, `dup-tx:${user}:deposit`)
      const results = await Promise.all(
        Array.from({ length: 10 }, () => inTransaction(db, (tx) => bet(tx, user, 300, `dup-tx:${user}:bet`))),
      )
      expect(new Set(results.map((result) => result.journalId)).size).toBe(1)
      expect(results.filter((result) => !result.replayed)).toHaveLength(1)
      expect(await playerBalances(db, user)).toMatchObject({ coin: 700 })
    })

    it('fails one key sent 10 times at once the same way every time when the balance is short', async () => {
      const db = database.db
      const user = newUser()
      await deposit(db, user, 100, `dup-short:${user}:deposit`)
      const { ok, failed } = await settle(
        Array.from({ length: 10 }, () => bet(db, user, 300, `dup-short:${user}:bet`)),
      )
      expect(ok).toEqual([])
      expect(new Set(failed.map((error) => (error as InsufficientBalanceError).journalId)).size).toBe(1)
      await deposit(db, user, 1_000, `dup-short:${user}:top-up`)
      await expect(bet(db, user, 300, `dup-short:${user}:bet`)).rejects.toBeInstanceOf(
        InsufficientBalanceError,
      )
    })

    it('lets one of 10 different requests under one key win, and refuses the others', async () => {
      const db = database.db
      const user = newUser()
      await deposit(db, user, 10_000, `reuse:${user}:deposit`)
      const { ok, failed } = await settle(
        Array.from({ length: 10 }, (_, index) => bet(db, user, 100 + index, `reuse:${user}:bet`)),
      )
      expect(ok).toHaveLength(1)
      expect(failed).toHaveLength(9)
      for (const error of failed) expect(error).toBeInstanceOf(IdempotencyKeyReusedError)
      expect(await playerBalances(db, user)).toMatchObject({
        coin: 10_000 + (ok[0]?.postings[0]?.amount ?? 0),
      })
    })

    it('moves coins into and out of the safebox at once without deadlocks', async () => {
      const db = database.db
      const users = [newUser(), newUser()]
      for (const user of users) await deposit(db, user, 5_000, `swap:${user}:deposit`)
      await moveToSafebox(db, users[0] ?? 0, 2_500, `swap:${users[0]}:seed`)
      await moveToSafebox(db, users[1] ?? 0, 2_500, `swap:${users[1]}:seed`)
      const moves = users.flatMap((user) =>
        Array.from({ length: 40 }, (_, index) =>
          moveToSafebox(db, user, index % 2 === 0 ? 50 : -50, `swap:${user}:${index}`),
        ),
      )
      const { ok, failed } = await settle(moves)
      expect(failed).toEqual([])
      expect(ok).toHaveLength(80)
      for (const user of users)
        expect(await playerBalances(db, user)).toEqual({ coin: 2_500, safebox: 2_500, bonus: 0, hold: 0 })
    })

    it('retries serialisation failures of callers’ repeatable-read transactions', async () => {
      const db = database.db
      const user = newUser()
      await deposit(db, user, 800, `rr:${user}:deposit`)
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          inTransaction(db, (tx) => bet(tx, user, 100, `rr:${user}:bet:${index}`), {
            isolationLevel: 'repeatable read',
          }),
        ),
      )
      expect(await playerBalances(db, user)).toMatchObject({ coin: 0 })
    })

    it('spreads concurrent credits to one house account over its shards', async () => {
      const db = database.db
      const users = Array.from({ length: 50 }, newUser)
      await Promise.all(users.map((user) => deposit(db, user, 1_000, `spread:${user}:deposit`)))
      const before = (await houseBalance(db, PROVIDER.house, PROVIDER.asset)) ?? 0
      await Promise.all(
        users.flatMap((user) =>
          [1, 2, 3, 4].map((round) => bet(db, user, 10, `spread:${user}:${round}`, round)),
        ),
      )
      expect(await houseBalance(db, PROVIDER.house, PROVIDER.asset)).toBe(before + 50 * 4 * 10)
      const [row] = await queryRows(
        db,
        sql`select count(distinct p.shard)::int as shards
        from ledger_postings p join ledger_journals j on j.id = p.journal_id
        where j.idempotency_key like 'spread:%' and j.kind = 'bet' and p.shard is not null`,
      )
      expect(row?.shards).toBeGreaterThan(1)
    })

    it('conserves value under a mixed storm of deposits, bets, wins and safebox moves', async () => {
      const db = database.db
      const users = Array.from({ length: 20 }, newUser)
      const gatewayBefore = (await houseBalance(db, GATEWAY.house, GATEWAY.asset)) ?? 0
      const providerBefore = (await houseBalance(db, PROVIDER.house, PROVIDER.asset)) ?? 0
      // Every user gets every kind of operation, interleaved with everyone else's.
      const operations = Array.from({ length: 600 }, (_, index) => {
        const user = users[index % users.length] ?? 0
        const id = `storm:${index}`
        switch (Math.floor(index / users.length) % 5) {
          case 0:
            return deposit(db, user, 500, id)
          case 1:
            return bet(db, user, 200, id)
          case 2:
            return win(db, user, 150, id)
          case 3:
            return moveToSafebox(db, user, 100, id)
          default:
            return moveToSafebox(db, user, -100, id)
        }
      })
      const { failed } = await settle(operations)
      for (const error of failed) expect(error).toBeInstanceOf(InsufficientBalanceError)
      let players = 0
      for (const user of users) {
        const balances = await playerBalances(db, user)
        players += balances.coin + balances.safebox
      }
      const gateway = (await houseBalance(db, GATEWAY.house, GATEWAY.asset)) ?? 0
      const provider = (await houseBalance(db, PROVIDER.house, PROVIDER.asset)) ?? 0
      expect(players + (gateway - gatewayBefore) + (provider - providerBefore)).toBe(0)
    })

    it('serves ledger.post through many batches with the balances right', async () => {
      const db = database.db
      const users = Array.from({ length: 30 }, newUser)
      await Promise.all(users.map((user) => deposit(db, user, 10_000, `batches:${user}:deposit`)))
      await Promise.all(
        users.flatMap((user) =>
          Array.from({ length: 10 }, (_, round) => bet(db, user, 100, `batches:${user}:${round}`, round)),
        ),
      )
      for (const user of users) expect(await playerBalances(db, user)).toMatchObject({ coin: 9_000 })
    })
  },
)
