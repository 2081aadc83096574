import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createSessionService } from '../src/modules/accounts/sessions.service.ts'
import type { Db } from '../src/db/client.ts'
import {
  DEFAULT_JACKPOT_SHARES,
  splitAccrual,
  startJackpotSweeper,
  sweepJackpotAccrual,
} from '../src/modules/provider-wallet/jackpot-accrual.service.ts'
import {
  createProviderWallet,
  type ProviderWalletService,
} from '../src/modules/provider-wallet/provider-wallet.service.ts'
import { houseBalance } from '../src/modules/ledger/ledger-balances.service.ts'
import { createResponsibleGaming } from '../src/modules/responsible-gaming/responsible-gaming.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { DAY, testClock } from './helpers/rg.ts'
import { createTestApp } from './helpers/test-app.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

const TIERS = ['mega', 'major', 'minor', 'mini'] as const

describe('splitAccrual', () => {
  const split = (balance: number) =>
    Object.fromEntries(
      splitAccrual(balance, DEFAULT_JACKPOT_SHARES).map(({ tier, amount }) => [tier, amount]),
    )

  it('moves the largest multiple of 10 centavos, split exactly 20:15:10:5, and leaves the rest', () => {
    expect(split(50)).toEqual({ mega: 20, major: 15, minor: 10, mini: 5 })
    expect(split(62)).toEqual({ mega: 24, major: 18, minor: 12, mini: 6 })
    expect(split(9)).toEqual({})
    expect(split(0)).toEqual({})
    // Rollbacks of swept shares: a negative balance moves back, leaving 0–9 centavos as well.
    expect(split(-47)).toEqual({ mega: -20, major: -15, minor: -10, mini: -5 })
    for (const balance of [1, 10, 99, 12_345, -1, -10, -12_345]) {
      const parts = splitAccrual(balance, DEFAULT_JACKPOT_SHARES)
      const moved = parts.reduce((sum, { amount }) => sum + amount, 0)
      expect(balance - moved).toBeGreaterThanOrEqual(0)
      expect(balance - moved).toBeLessThan(10)
      for (const { tier, amount } of parts)
        expect(amount).toBe((moved * (DEFAULT_JACKPOT_SHARES[tier] ?? 0)) / 50)
    }
  })

  it('moves whole centavos to every tier, whatever the balance (no floating-point remainder)', () => {
    // -54,580 once gave major -16,373.999…: the ledger refuses such an amount and the sweep failed.
    for (let balance = -100_000; balance <= 100_000; balance += 7)
      for (const { amount } of splitAccrual(balance, DEFAULT_JACKPOT_SHARES))
        expect(Number.isSafeInteger(amount), `balance ${balance}: ${amount}`).toBe(true)
  })

  it('uses the unit its shares need and leaves out tiers with no share', () => {
    // 3:2 splits exactly in steps of 5; 7:3 in steps of 10; 6:4 in steps of 5 (10 / 2).
    expect(splitAccrual(12, { mega: 0, major: 3, minor: 2 })).toEqual([
      { tier: 'major', amount: 6 },
      { tier: 'minor', amount: 4 },
    ])
    expect(splitAccrual(19, { a: 7, b: 3 })).toEqual([
      { tier: 'a', amount: 7 },
      { tier: 'b', amount: 3 },
    ])
    expect(splitAccrual(14, { a: 6, b: 4 })).toEqual([
      { tier: 'a', amount: 6 },
      { tier: 'b', amount: 4 },
    ])
    expect(splitAccrual(10, {})).toEqual([])
  })
})

describe('the jackpot sweeper', () => {
  it('logs a failed sweep, tries again on the next tick, and stops after the sweep under way', async () => {
    let attempts = 0
    let finishRunning: () => void = () => undefined
    const failing = {
      transaction: () => {
        attempts++
        // The second sweep is still running when the sweeper is stopped.
        if (attempts === 2)
          return new Promise((_, reject) => (finishRunning = () => reject(new Error('late'))))
        return Promise.reject(new Error('database gone'))
      },
    } as unknown as Db
    const errors: unknown[] = []
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger
    const stop = startJackpotSweeper(failing, DEFAULT_JACKPOT_SHARES, 5, log)
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 2_000, interval: 5 })
    let stopped = false
    const stopping = stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(stopped).toBe(false)
    expect(attempts).toBe(2)
    finishRunning()
    await stopping
    expect(errors).toHaveLength(2)
    expect(errors[0]).toEqual([{ err: expect.any(Error) }, 'jackpot accrual sweep failed'])
  })
})

describe('the jackpot accrual sweep', () => {
  let database: TestDatabase
  let wallet: ProviderWalletService
  let gameId: number
  const clock = testClock(new Date().toISOString())

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 24 })
    await seedDatabase(database.db)
    const sessions = createSessionService(database.db, { idleMs: DAY, maxMs: 30 * DAY })
    const rg = createResponsibleGaming({ db: database.db, sessions, now: clock.now })
    wallet = createProviderWallet({ db: database.db, playPolicy: rg.playPolicy })
    gameId = await gameIdOf(database.db, 'mines')
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  async function pools(): Promise<Record<(typeof TIERS)[number] | 'accrual', number>> {
    const balance = async (code: string) => (await houseBalance(database.db, code, 'PHP')) ?? 0
    return {
      mega: await balance('jackpot:mega'),
      major: await balance('jackpot:major'),
      minor: await balance('jackpot:minor'),
      mini: await balance('jackpot:mini'),
      accrual: await balance('jackpot_accrual'),
    }
  }

  async function sweepJournals(): Promise<number> {
    const [row] = await queryRows(
      database.db,
      sql`select count(*)::int as count from ledger_journals where idempotency_key like 'jackpot_accrual:sweep:%'`,
    )
    return Number(row?.count)
  }

  it('moves nothing and writes no journal when nothing waits', async () => {
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    const journals = await sweepJournals()
    expect(await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)).toEqual({
      moved: 0,
      journalId: null,
    })
    expect(await sweepJournals()).toBe(journals)
  })

  it('moves what bets accrued to the pools in one journal, within the caller’s transaction too', async () => {
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    const before = await pools()
    expect(before.accrual).toBeLessThan(10)
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 100_000)
    for (const [index, amount] of [10_000, 2_000, 999].entries())
      expect(
        await wallet.bet({
          providerId: 'originals',
          userId,
          transactionId: `sweep-${userId}-${index}`,
          roundId: `sweep-${userId}-${index}`,
          gameId,
          amount,
        }),
      ).toMatchObject({ status: 'OK' })
    // Each bet's tiers rounded down: 50 + 10 (4 + 3 + 2 + 1) + 2 (1 + 1 + 0 + 0 of 9.99 pesos).
    const accrued = before.accrual + 62
    expect((await pools()).accrual).toBe(accrued)
    const moved = accrued - (accrued % 10)
    const swept = await database.db.transaction((tx) => sweepJackpotAccrual(tx, DEFAULT_JACKPOT_SHARES))
    expect(swept).toEqual({ moved, journalId: expect.any(Number) })
    const [journal] = await queryRows(
      database.db,
      sql`select kind, metadata from ledger_journals where id = ${swept.journalId}`,
    )
    expect(journal).toEqual({ kind: 'jackpot_accrual', metadata: { swept: moved } })
    // Exactly 20:15:10:5 of what moved; the centavos that do not split exactly wait for the next sweep.
    expect(await pools()).toEqual({
      mega: before.mega + (moved * 2) / 5,
      major: before.major + (moved * 3) / 10,
      minor: before.minor + moved / 5,
      mini: before.mini + moved / 10,
      accrual: accrued - moved,
    })
  })

  it('refuses to sweep in a transaction whose snapshot could be older than the last sweep', async () => {
    await expect(
      database.db.transaction((tx) => sweepJackpotAccrual(tx, DEFAULT_JACKPOT_SHARES), {
        isolationLevel: 'repeatable read',
      }),
    ).rejects.toThrow(/READ COMMITTED/)
  })

  it('runs on a timer in the server', async () => {
    const app = await createTestApp({ env: { JACKPOT_SWEEP_MS: '20' } })
    try {
      const db = app.database.db
      const accrual = () => houseBalance(db, 'jackpot_accrual', 'PHP')
      const userId = await insertPlayer(db)
      await fundPlayer(db, userId, 10_000)
      const mega = (await houseBalance(db, 'jackpot:mega', 'PHP')) ?? 0
      const answer = await app.services.providerWallet.bet({
        providerId: 'originals',
        userId,
        transactionId: `timer-${userId}`,
        roundId: `timer-${userId}`,
        gameId: await gameIdOf(db, 'mines'),
        amount: 10_000,
      })
      expect(answer).toMatchObject({ status: 'OK' })
      await vi.waitFor(async () => expect(await accrual()).toBe(0), { timeout: 5_000, interval: 20 })
      expect(await houseBalance(db, 'jackpot:mega', 'PHP')).toBe(mega + 20)
      await expectLedgerConsistent(db)
    } finally {
      await app.close()
    }
  })

  it.skipIf(!TEST_DATABASE_URL)(
    'moves every share exactly once while bets, rollbacks and other sweeps run at the same time (PostgreSQL)',
    async () => {
      await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
      const before = await pools()
      const players = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const userId = await insertPlayer(database.db)
          await fundPlayer(database.db, userId, 1_000_000)
          return userId
        }),
      )
      let sweeping = true
      // Two that wait their turn, two that give up when another sweep holds the lock (the sweeper's way).
      const sweepers = [true, true, false, false].map(async (wait) => {
        let moved = 0
        while (sweeping)
          moved += (await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES, { wait })).moved
        return moved
      })
      const bet = (index: number) => {
        const userId = players[index % players.length] ?? 0
        return {
          providerId: 'originals',
          userId,
          transactionId: `race-${userId}-${index}`,
          roundId: `race-${userId}-${index}`,
          gameId,
          amount: 1_000 + index * 37,
        }
      }
      // Every third bet is rolled back while the others are still coming in.
      const answers = await Promise.all(
        Array.from({ length: 240 }, async (_, index) => {
          const answer = await wallet.bet(bet(index))
          if (index % 3 !== 0) return [answer]
          const { transactionId, ...call } = bet(index)
          const rollback = await wallet.rollback({
            ...call,
            transactionId: `${transactionId}-rb`,
            referenceTransactionId: transactionId,
          })
          return [answer, rollback]
        }),
      )
      sweeping = false
      const movedBySweepers = (await Promise.all(sweepers)).reduce((sum, moved) => sum + moved, 0)
      const last = await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
      expect(answers.flat().every((answer) => answer.status === 'OK')).toBe(true)
      // What the bets that stand accrued, from their stored shares, reached the pools once: no more,
      // no less, but for the 0–9 centavos that wait for a sweep that splits them exactly.
      const [accrued] = await queryRows(
        database.db,
        sql`select coalesce(sum(s.value::bigint), 0)::bigint as total
              from game_provider_transactions t, jsonb_each_text(t.contribution) s
             where t.transaction_id like 'race-%' and t.kind = 'bet' and t.rolled_back_at is null`,
      )
      const total = Number(accrued?.total)
      expect(total).toBeGreaterThan(0)
      const after = await pools()
      expect(after.accrual).toBeGreaterThanOrEqual(0)
      expect(after.accrual).toBeLessThan(10)
      expect(movedBySweepers + last.moved).toBe(total + before.accrual - after.accrual)
      const added = Object.fromEntries(TIERS.map((tier) => [tier, after[tier] - before[tier]]))
      const moved = total + before.accrual - after.accrual
      expect(added).toEqual({
        mega: (moved * 2) / 5,
        major: (moved * 3) / 10,
        minor: moved / 5,
        mini: moved / 10,
      })
    },
  )
})
