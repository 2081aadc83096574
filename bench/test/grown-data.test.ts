import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../../apps/server/src/config.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { applyMigrations } from '../../apps/server/src/db/migrate.ts'
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts'
import { seedDatabase } from '../../apps/server/src/seed/seed.ts'
import { growDatabase, type GrowResult } from '../src/grown-data.ts'
import { postgresServer } from '../src/postgres.ts'

const SERVER_URL = process.env.TEST_DATABASE_URL
const NAME = `panalo_grown_test_${process.pid}`

/** bench:grown's generator at a small scale: the ledger checker passes on what it wrote, the counts add up. */
describe.skipIf(!SERVER_URL)('the grown-database generator', () => {
  const server = postgresServer(SERVER_URL ?? 'postgres://unused@127.0.0.1/postgres')
  const url = server.databaseUrl(NAME)
  let grown: GrowResult
  beforeAll(async () => {
    await server.recreateDatabase(NAME)
    const setup = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    await applyMigrations(setup, SCHEMA_FOLDERS)
    await seedDatabase(setup.db)
    await setup.close()
    grown = await growDatabase(url, { bets: 20_000, days: 60, players: 300 })
  }, 300_000)
  afterAll(async () => {
    await server.adminQuery(`drop database if exists ${NAME} with (force)`)
  }, 60_000)

  it('writes journals the ledger checker passes', async () => {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    try {
      const check = await checkLedger(database.db)
      expect(check.violations).toEqual([])
      expect(check.ok).toBe(true)
      expect(check.counts.journals).toBe(grown.journals)
    } finally {
      await database.close()
    }
  }, 120_000)

  it('writes about the bets asked for, a round and two claims each, and the rest in proportion', async () => {
    expect(grown.bets).toBeGreaterThan(14_000)
    expect(grown.bets).toBeLessThan(26_000)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<Record<string, string>>(`select
        (select count(*) from game_rounds) as rounds,
        (select count(*) from game_provider_transactions) as claims,
        (select count(*) from ledger_journals where kind = 'bet') as bet_journals,
        (select count(*) from ledger_journals where kind = 'win') as win_journals,
        (select count(*) from users where invited_by is not null) as invited,
        (select count(*) from deposits where state = 'paid') as deposits,
        (select coalesce(sum(bets), 0) from turnover_days) as turnover_bets,
        (select coalesce(sum(stake), 0) from turnover_days) as turnover_stake,
        (select coalesce(sum(stake), 0) from turnover_totals) as total_stake,
        (select coalesce(sum(rounds), 0) from game_round_days) as rollup_rounds,
        (select coalesce(sum(stake), 0) from game_round_days) as rollup_stake,
        (select coalesce(sum(win), 0) from game_round_days) as rollup_win,
        (select coalesce(sum(stake), 0) from game_rounds) as round_stake,
        (select coalesce(sum(win), 0) from game_rounds) as round_win,
        (select last_journal_id from projector_cursors where name = 'turnover') as cursor,
        (select max(id) from ledger_journals) as last_journal`)
      const counts = Object.fromEntries(
        Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]),
      )
      expect(counts.rounds).toBe(grown.bets)
      expect(counts.claims).toBe(2 * grown.bets)
      expect(counts.bet_journals).toBe(grown.bets)
      expect(counts.win_journals).toBe(grown.wins)
      expect(counts.turnover_bets).toBe(grown.bets)
      expect(counts.total_stake).toBe(counts.turnover_stake)
      // The bet report's rollup (decision 117), as its migration's backfill computes it.
      expect([counts.rollup_rounds, counts.rollup_stake, counts.rollup_win]).toEqual([
        grown.bets,
        counts.round_stake,
        counts.round_win,
      ])
      expect(counts.deposits).toBe(grown.deposits)
      expect(counts.cursor).toBe(counts.last_journal)
      expect(counts.invited).toBeGreaterThan(grown.players / 4)
      expect(grown.teamSize).toBeGreaterThan(grown.players / 5)
      expect(grown.withdrawals).toBeGreaterThan(0)
      expect(grown.grants).toBeGreaterThan(0)
      expect(grown.events).toBeGreaterThan(0)
    } finally {
      await client.end()
    }
  })
})
