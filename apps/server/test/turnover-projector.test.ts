import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import {
  createProviderWallet,
  type ProviderWalletService,
} from '../src/modules/provider-wallet/provider-wallet.service.ts'
import { projectTurnover, projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fakePlayPolicy, fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { projectTurnoverCaughtUp } from './helpers/turnover.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

const P = 'originals'

/**
 * The turnover projector (decision 024): valid turnover per player, Manila day of the bet and game
 * type, read from the ledger's bet and rollback journals exactly once each, however the projector
 * runs: in small steps, stopped and started, or while bets are still being written.
 */
describe('the turnover projector', () => {
  let database: TestDatabase
  let wallet: ProviderWalletService
  let slots: number
  let arcade: number
  let seq = 0
  const id = (prefix: string) => `${prefix}-${++seq}`
  const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 })
    await seedDatabase(database.db)
    wallet = createProviderWallet({ db: database.db, playPolicy: fakePlayPolicy().policy })
    slots = await gameIdOf(database.db, 'panalo-fortune')
    arcade = await gameIdOf(database.db, 'color-game')
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  async function player(coins = 1_000_000) {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, coins)
    return userId
  }

  async function bet(userId: number, gameId: number, amount: number) {
    const transactionId = id('bet')
    const answer = await wallet.bet({
      providerId: P,
      userId,
      transactionId,
      roundId: id('round'),
      gameId,
      amount,
    })
    expect(answer.status).toBe('OK')
    return transactionId
  }

  async function turnover(userId: number) {
    return queryRows(
      database.db,
      sql`select day::text, game_type, stake::bigint as stake, bets from turnover_days
           where user_id = ${userId} order by day, game_type`,
    )
  }

  /** The player's turnover over all time, as turnover_totals keeps it (0 without a row). */
  async function total(userId: number) {
    const [row] = await queryRows(
      database.db,
      sql`select stake::bigint as stake from turnover_totals where user_id = ${userId}`,
    )
    return Number(row?.stake ?? 0)
  }

  it('counts stakes per day and game type, takes rollbacks back, and ignores wins', async () => {
    const userId = await player()
    await bet(userId, slots, 1_000)
    const undone = await bet(userId, slots, 700)
    await bet(userId, arcade, 250)
    await wallet.win({
      providerId: P,
      userId,
      transactionId: id('win'),
      roundId: id('round'),
      gameId: slots,
      amount: 0,
    })
    await wallet.rollback({
      providerId: P,
      userId,
      transactionId: id('rollback'),
      roundId: id('round'),
      gameId: slots,
      referenceTransactionId: undone,
    })
    await projectTurnoverCaughtUp(database.db)
    expect(await turnover(userId)).toEqual([
      { day: manilaToday(), game_type: 'arcade', stake: 250, bets: 1 },
      { day: manilaToday(), game_type: 'slots', stake: 1_000, bets: 1 },
    ])
    expect(await total(userId)).toBe(1_250)
    // Running again finds nothing new and changes nothing.
    expect(await projectTurnover(database.db)).toBe(0)
    expect(await turnover(userId)).toHaveLength(2)
  })

  it('reads in steps of any size and never counts a journal twice', async () => {
    const userId = await player()
    for (let n = 0; n < 7; n++) await bet(userId, slots, 100 + n)
    while ((await projectTurnover(database.db, 2)) > 0);
    expect(await turnover(userId)).toEqual([
      { day: manilaToday(), game_type: 'slots', stake: 7 * 100 + 21, bets: 7 },
    ])
  })

  it('goes past the id of a journal whose transaction rolled back', async () => {
    const userId = await player()
    await projectTurnoverCaughtUp(database.db)
    // A bet journal written and then undone: its id is used and never appears.
    await expect(
      inTransaction(database.db, async (tx) => {
        await wallet.bet(
          {
            providerId: P,
            userId,
            transactionId: id('gone'),
            roundId: id('round'),
            gameId: slots,
            amount: 5,
          },
          tx,
        )
        throw new Error('undone')
      }),
    ).rejects.toThrow('undone')
    await bet(userId, slots, 300)
    // The first step notes the hole; once the transactions that could fill it have ended, the next goes past it.
    await projectTurnoverCaughtUp(database.db)
    expect(await turnover(userId)).toEqual([{ day: manilaToday(), game_type: 'slots', stake: 300, bets: 1 }])
  })

  it.skipIf(!TEST_DATABASE_URL)(
    'waits for a bet whose transaction is still open, then counts it and the ones after it (PostgreSQL)',
    async () => {
      const userId = await player()
      const other = await player()
      await projectTurnoverCaughtUp(database.db)
      const client = new pg.Client({ connectionString: database.url ?? '' })
      await client.connect()
      try {
        // An open transaction holds a journal id below the next bet's (another player's, so the bet
        // does not wait for its row).
        await client.query('begin')
        await client.query(`select ledger_post('held:${id('k')}', 'h', 'bet',
          '[{"user": ${other}, "kind": "coin", "asset": "PHP", "amount": -40},
            {"house": "provider:originals", "asset": "PHP", "amount": 40}]',
          '{"provider": "originals", "game": ${slots}, "round": "r"}')`)
        await bet(userId, slots, 60)
        await projectTurnoverFully(database.db)
        await projectTurnoverFully(database.db)
        expect(await turnover(userId)).toEqual([])
        await client.query('commit')
        await projectTurnoverCaughtUp(database.db)
        expect(await turnover(other)).toEqual([
          { day: manilaToday(), game_type: 'slots', stake: 40, bets: 1 },
        ])
        expect(await turnover(userId)).toEqual([
          { day: manilaToday(), game_type: 'slots', stake: 60, bets: 1 },
        ])
      } finally {
        await client.end()
      }
    },
  )

  it.skipIf(!TEST_DATABASE_URL)(
    'counts every bet once while bets stream in and two projectors run at once (PostgreSQL)',
    async () => {
      const players = [await player(), await player(), await player(), await player()]
      await projectTurnoverCaughtUp(database.db)
      let betting = true
      const projectors = [0, 1].map(async () => {
        while (betting) await projectTurnover(database.db, 7)
      })
      const amounts = Array.from({ length: 200 }, (_, n) => 10 + (n % 13))
      await Promise.all(
        amounts.map((amount, n) =>
          bet(players[n % players.length] as number, n % 2 ? slots : arcade, amount),
        ),
      )
      betting = false
      await Promise.all(projectors)
      await projectTurnoverCaughtUp(database.db)
      const [row] = await queryRows(
        database.db,
        sql`select sum(stake)::bigint as stake, sum(bets)::int as bets from turnover_days
             where user_id in (${sql.join(
               players.map((p) => sql`${p}`),
               sql`, `,
             )})`,
      )
      expect(row).toEqual({ stake: amounts.reduce((sum, amount) => sum + amount, 0), bets: 200 })
    },
  )

  it('equals the rule over any stream of bets and rollbacks, however the projector is run', async () => {
    type Step =
      | { op: 'bet'; who: number; game: 'slots' | 'arcade'; amount: number }
      | { op: 'rollback'; pick: number }
      | { op: 'project'; limit: number }
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        op: fc.constant('bet' as const),
        who: fc.integer({ min: 0, max: 2 }),
        game: fc.constantFrom('slots' as const, 'arcade' as const),
        amount: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({ op: fc.constant('rollback' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('project' as const), limit: fc.integer({ min: 1, max: 6 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await projectTurnoverCaughtUp(database.db)
        const players = [await player(), await player(), await player()]
        const placed: {
          who: number
          game: 'slots' | 'arcade'
          amount: number
          tx: string
          undone: boolean
        }[] = []
        for (const next of steps) {
          if (next.op === 'bet') {
            const tx = await bet(
              players[next.who] as number,
              next.game === 'slots' ? slots : arcade,
              next.amount,
            )
            placed.push({ who: next.who, game: next.game, amount: next.amount, tx, undone: false })
          } else if (next.op === 'rollback') {
            const target = placed.filter((bet) => !bet.undone)[next.pick % Math.max(1, placed.length)]
            if (!target) continue
            await wallet.rollback({
              providerId: P,
              userId: players[target.who] as number,
              transactionId: id('rollback'),
              roundId: id('round'),
              gameId: slots,
              referenceTransactionId: target.tx,
            })
            target.undone = true
          } else {
            await projectTurnover(database.db, next.limit)
          }
        }
        await projectTurnoverCaughtUp(database.db)
        for (const [who, userId] of players.entries()) {
          const expected = (['arcade', 'slots'] as const)
            .map((game) => {
              const kept = placed.filter((bet) => bet.who === who && bet.game === game && !bet.undone)
              const all = placed.filter((bet) => bet.who === who && bet.game === game)
              return {
                game_type: game,
                stake: kept.reduce((sum, bet) => sum + bet.amount, 0),
                bets: kept.length,
                seen: all.length,
              }
            })
            .filter((row) => row.seen > 0)
            .map(({ seen: _seen, ...row }) => ({ day: manilaToday(), ...row }))
          expect(await turnover(userId)).toEqual(expected)
          // The total over all time (decision 077) is the sum of the days, whatever the steps were.
          expect(await total(userId)).toBe(expected.reduce((sum, row) => sum + row.stake, 0))
        }
      }),
      { numRuns: 15, seed: 24 },
    )
  })
})
