import { readdirSync, rmSync } from 'node:fs'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../src/config.ts'
import type { Database, Executor } from '../src/db/client.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { functionsBefore, migrationsBefore } from './helpers/schema-before.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { openEmptyDatabase } from './helpers/test-database.ts'

/** The migration of decision 117 (its number may change at a merge). */
const ROLLUP_MIGRATION =
  readdirSync(SCHEMA_FOLDERS.migrations)
    .find((file) => file.endsWith('_round_days_and_fewer_reads.sql'))
    ?.replace(/\.sql$/, '') ?? '_round_days_and_fewer_reads migration missing'

/** The rollup as stored, and as computed from the rounds: they must be equal. */
async function rollupAndRounds(db: Executor) {
  const stored = await queryRows(
    db,
    sql`select user_id::int, day::text, game_type, rounds::int, stake::bigint::text, win::bigint::text
          from game_round_days where rounds <> 0 or stake <> 0 or win <> 0 order by 1, 2, 3`,
  )
  const computed = await queryRows(
    db,
    sql`select r.user_id::int, ((r.started_at at time zone 'Asia/Manila')::date)::text as day, t.code as game_type,
          count(*)::int as rounds, sum(r.stake)::bigint::text as stake, sum(r.win)::bigint::text as win
          from game_rounds r join games g on g.id = r.game_id join game_types t on t.id = g.type_id
         group by 1, 2, 3 order by 1, 2, 3`,
  )
  return { stored, computed }
}

/**
 * game_round_days (decision 117): the bet report's per-day rollup follows the rounds whoever writes
 * them — a bet opening or adding to a round (one at a time and in a batch of provider_wallet_place_bets),
 * a win, a rollback, a round moved to another day or deleted — and betRecordReport answers from it.
 */
describe('the rounds per day rollup', () => {
  let t: TestApp
  let mines: number
  let slot: number

  beforeAll(async () => {
    t = await createTestApp()
    mines = await gameIdOf(t.database.db, 'mines')
    slot = await gameIdOf(t.database.db, 'sarimanok-riches')
  }, 120_000)
  afterAll(() => t.close())

  it('equals the rounds after bets, batches, wins, rollbacks, a day moved and a delete', async () => {
    const db = t.database.db
    const wallet = t.services.providerWallet
    const players = [await insertPlayer(db), await insertPlayer(db)]
    for (const userId of players) await fundPlayer(db, userId, 1_000_000)
    const base = (userId: number, gameId: number, round: string) => ({
      providerId: 'originals',
      userId,
      gameId,
      roundId: `days-${userId}-${round}`,
    })
    for (const userId of players) {
      // Two bets into one round (the second adds to it), a win, a rollback of another round's bet.
      expect(
        (await wallet.bet({ ...base(userId, mines, 'a'), transactionId: `d-${userId}-1`, amount: 1_000 }))
          .status,
      ).toBe('OK')
      expect(
        (await wallet.bet({ ...base(userId, mines, 'a'), transactionId: `d-${userId}-2`, amount: 500 }))
          .status,
      ).toBe('OK')
      await wallet.win({
        ...base(userId, mines, 'a'),
        transactionId: `d-${userId}-3`,
        amount: 4_000,
        roundClosed: true,
      })
      expect(
        (await wallet.bet({ ...base(userId, slot, 'b'), transactionId: `d-${userId}-4`, amount: 2_000 }))
          .status,
      ).toBe('OK')
      await wallet.rollback({
        ...base(userId, slot, 'b'),
        transactionId: `d-${userId}-5`,
        referenceTransactionId: `d-${userId}-4`,
      })
      expect(
        (await wallet.bet({ ...base(userId, slot, 'c'), transactionId: `d-${userId}-6`, amount: 700 }))
          .status,
      ).toBe('OK')
    }
    // A batch as the group commit sends it: new rounds of both players and one more bet into round c.
    const today = new Date().toISOString().slice(0, 10)
    const batch = players.flatMap((userId, index) =>
      [
        { round: `days-${userId}-c`, transaction: `d-${userId}-7`, amount: 300 + index },
        { round: `days-${userId}-d`, transaction: `d-${userId}-8`, amount: 900 + index },
      ].map((bet) => ({
        provider: 'originals',
        transaction: bet.transaction,
        hash: `hash-${bet.transaction}`,
        user: userId,
        round: bet.round,
        game: bet.round.endsWith('-d') ? mines : slot,
        amount: bet.amount,
        contribution: {},
        stakeAt: { now: new Date().toISOString(), day: today },
        session: null,
        policy: 'sql' as const,
      })),
    )
    await db.execute(sql`select provider_wallet_place_bets(${JSON.stringify(batch)}::jsonb)`)
    expect((await rollupAndRounds(db)).stored.length).toBeGreaterThan(3)
    // A round written late, across Manila midnight (decision: the day is the round's start in Manila).
    await db.execute(sql`update game_rounds set started_at = now() - interval '1 day'
                          where round_id = ${`days-${players[0]}-a`}`)
    await db.execute(sql`delete from game_rounds where round_id = ${`days-${players[1]}-d`}`)

    const { stored, computed } = await rollupAndRounds(db)
    expect(stored).toEqual(computed)
    expect(stored.filter((row) => row.user_id === players[0])).toHaveLength(3)
  })

  it('is what game_round_days_rebuild() computes from the rounds, for all days or from a day on', async () => {
    const db = t.database.db
    const before = await rollupAndRounds(db)
    await db.execute(sql`select game_round_days_rebuild(current_date - 1)`)
    expect((await rollupAndRounds(db)).stored).toEqual(before.computed)
    await db.execute(sql`delete from game_round_days`)
    await db.execute(sql`select game_round_days_rebuild()`)
    expect((await rollupAndRounds(db)).stored).toEqual(before.computed)
  })

  it('is what betRecordReport reads: a day moved shows on its day', async () => {
    const db = t.database.db
    const userId = await insertPlayer(db)
    await db.execute(sql`insert into game_rounds (provider, round_id, user_id, game_id, stake, win, balance_before, balance_after, started_at)
      values ('originals', ${`rep-${userId}-1`}, ${userId}, ${mines}, 1000, 2500, 0, 0, '2026-03-01T15:59:00Z'),
             ('originals', ${`rep-${userId}-2`}, ${userId}, ${mines}, 500, 0, 0, 0, '2026-03-01T16:00:00Z'),
             ('originals', ${`rep-${userId}-3`}, ${userId}, ${slot}, 200, 100, 0, 0, '2026-03-01T16:30:00Z')`)
    const report = await t.services.play.betRecordReport(userId, { from: '2026-03-01', to: '2026-03-02' })
    expect(report.rows).toEqual([
      { day: '2026-03-02', gameType: 'arcade', rounds: 1, bet: 500, win: 0, net: -500 },
      { day: '2026-03-02', gameType: 'slots', rounds: 1, bet: 200, win: 100, net: -100 },
      { day: '2026-03-01', gameType: 'arcade', rounds: 1, bet: 1000, win: 2500, net: 1500 },
    ])
  })
})

/** Migration 0035 fills the rollup from the rounds a database already has. */
describe('the rollup backfill of the migration', () => {
  let database: Database
  let folder: string
  let dropDatabase: (() => Promise<void>) | undefined
  beforeAll(async () => {
    folder = migrationsBefore(ROLLUP_MIGRATION)
    database = await emptyDatabase()
    await applyMigrations(database, {
      ...SCHEMA_FOLDERS,
      migrations: folder,
      functions: functionsBefore(ROLLUP_MIGRATION),
    })
    await seedDatabase(database.db)
  }, 120_000)
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true })
    await database.close()
    await dropDatabase?.()
  })

  it('sums the old rounds per player, Manila day and game type', async () => {
    const db = database.db
    const mines = await gameIdOf(db, 'mines')
    const userId = await insertPlayer(db)
    await db.execute(sql`insert into game_rounds (provider, round_id, user_id, game_id, stake, win, balance_before, balance_after, started_at)
      select 'originals', 'old-' || i, ${userId}, ${mines}, 100 * i, 50 * i, 0, 0, now() - i * interval '5 hours'
        from generate_series(1, 20) i`)
    await applyMigrations(database, SCHEMA_FOLDERS)
    const { stored, computed } = await rollupAndRounds(db)
    expect(computed.length).toBeGreaterThan(3)
    expect(stored).toEqual(computed)
  })

  async function emptyDatabase() {
    const empty = await openEmptyDatabase('panalo_round_days', 2)
    dropDatabase = empty.drop
    return empty.database
  }
})
