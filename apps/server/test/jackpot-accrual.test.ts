import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { createSessionService } from '../src/modules/accounts/sessions.service.ts'
import {
  DEFAULT_JACKPOT_SHARES,
  splitByShares,
  sweepJackpotAccrual,
} from '../src/modules/games/jackpot-accrual.ts'
import {
  createSeamlessWallet,
  type SeamlessWalletService,
} from '../src/modules/games/seamless-wallet.service.ts'
import { houseBalance } from '../src/modules/ledger/ledger.queries.ts'
import { createResponsibleGaming } from '../src/modules/responsible-gaming/responsible-gaming.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { DAY, testClock } from './helpers/rg.ts'
import { createTestApp } from './helpers/test-app.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

const TIERS = ['mega', 'major', 'minor', 'mini'] as const

describe('splitByShares', () => {
  it('splits in proportion and gives the rounding to the first tier, to the centavo', () => {
    expect(splitByShares(50, DEFAULT_JACKPOT_SHARES)).toEqual([
      ['mega', 20],
      ['major', 15],
      ['minor', 10],
      ['mini', 5],
    ])
    expect(splitByShares(7, DEFAULT_JACKPOT_SHARES)).toEqual([
      ['mega', 4],
      ['major', 2],
      ['minor', 1],
      ['mini', 0],
    ])
    for (const amount of [0, 1, 3, 49, 51, 99_999, 123_456_789]) {
      const parts = splitByShares(amount, DEFAULT_JACKPOT_SHARES)
      expect(parts.reduce((sum, [, part]) => sum + part, 0)).toBe(amount)
      // A negative amount (rollbacks after a sweep) is the mirror image.
      expect(splitByShares(-amount, DEFAULT_JACKPOT_SHARES)).toEqual(
        parts.map(([tier, part]) => [tier, part === 0 ? 0 : -part]),
      )
    }
  })

  it('leaves out tiers with no share', () => {
    expect(splitByShares(10, { mega: 0, major: 3, minor: 2 })).toEqual([
      ['major', 6],
      ['minor', 4],
    ])
    expect(splitByShares(10, {})).toEqual([])
  })
})

describe('the jackpot accrual sweep', () => {
  let database: TestDatabase
  let wallet: SeamlessWalletService
  let gameId: number
  const clock = testClock(new Date().toISOString())

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 24 })
    await seedDatabase(database.db)
    const sessions = createSessionService(database.db, { idleMs: DAY, maxMs: 30 * DAY })
    const rg = createResponsibleGaming({ db: database.db, sessions, now: clock.now })
    wallet = createSeamlessWallet({ db: database.db, playPolicy: rg.playPolicy })
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
    expect((await pools()).accrual).toBe(62)
    const swept = await database.db.transaction((tx) => sweepJackpotAccrual(tx, DEFAULT_JACKPOT_SHARES))
    expect(swept).toEqual({ moved: 62, journalId: expect.any(Number) })
    const [journal] = await queryRows(
      database.db,
      sql`select kind, metadata from ledger_journals where id = ${swept.journalId}`,
    )
    expect(journal).toEqual({ kind: 'jackpot_accrual', metadata: { swept: 62 } })
    expect(await pools()).toEqual({
      mega: before.mega + 26,
      major: before.major + 18,
      minor: before.minor + 12,
      mini: before.mini + 6,
      accrual: 0,
    })
  })

  it('runs on a timer in the server', async () => {
    const app = await createTestApp({ env: { JACKPOT_SWEEP_MS: '20' } })
    try {
      const db = app.database.db
      const accrual = () => houseBalance(db, 'jackpot_accrual', 'PHP')
      const userId = await insertPlayer(db)
      await fundPlayer(db, userId, 10_000)
      const mega = (await houseBalance(db, 'jackpot:mega', 'PHP')) ?? 0
      const answer = await app.services.seamlessWallet.bet({
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
    'moves every share exactly once while bets and other sweeps run at the same time (PostgreSQL)',
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
      const sweepers = Array.from({ length: 3 }, async () => {
        let moved = 0
        while (sweeping) moved += (await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)).moved
        return moved
      })
      const answers = await Promise.all(
        Array.from({ length: 240 }, (_, index) => {
          const userId = players[index % players.length] ?? 0
          return wallet.bet({
            providerId: 'originals',
            userId,
            transactionId: `race-${userId}-${index}`,
            roundId: `race-${userId}-${index}`,
            gameId,
            amount: 1_000 + index * 37,
          })
        }),
      )
      sweeping = false
      const movedBySweepers = (await Promise.all(sweepers)).reduce((sum, moved) => sum + moved, 0)
      const last = await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
      expect(answers.every((answer) => answer.status === 'OK')).toBe(true)
      // What the bets accrued, from their stored shares, reached the pools once: no more, no less.
      const [accrued] = await queryRows(
        database.db,
        sql`select coalesce(sum(s.value::bigint), 0)::bigint as total
              from game_provider_transactions t, jsonb_each_text(t.contribution) s
             where t.transaction_id like 'race-%' and t.kind = 'bet'`,
      )
      const total = Number(accrued?.total)
      expect(total).toBeGreaterThan(0)
      expect(movedBySweepers + last.moved).toBe(total)
      const after = await pools()
      expect(after.accrual).toBe(0)
      const added = TIERS.reduce((sum, tier) => sum + after[tier] - before[tier], 0)
      expect(added).toBe(total)
    },
  )
})
