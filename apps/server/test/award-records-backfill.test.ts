import { readdirSync, rmSync } from 'node:fs'

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../src/config.ts'
import type { Db } from '../src/db/client.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { createRewardsService } from '../src/modules/rewards/rewards.service.ts'
import { functionsBefore, migrationsBefore } from './helpers/schema-before.ts'
import { queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { openEmptyDatabase, TEST_DATABASE_URL } from './helpers/test-database.ts'

/** The migration of decision 110 (its number may change at a merge). */
const BACKFILL =
  readdirSync(SCHEMA_FOLDERS.migrations)
    .find((file) => file.endsWith('_award_engine_records.sql'))
    ?.replace(/\.sql$/, '') ?? '_award_engine_records migration missing'

/**
 * The migration of decision 110 on a database that paid jackpot wins and staff cash credits before
 * the award engine recorded them: each becomes a grant pointing at its old journal, at its old time,
 * so the reward record lists it in its place; old wheel prizes are labelled the wheel's. Nothing moves.
 */
describe(`the award records backfill (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let folder: string
  let db: Db
  let close: () => Promise<void>
  let dropDatabase: (() => Promise<void>) | undefined
  const ids = { user: 0, win: 0, winJournal: 0, adjustmentJournal: 0, mail: 0, mailGrant: 0 }

  const one = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as unknown as { rows: { id: unknown }[] }).rows[0]?.id)

  beforeAll(async () => {
    folder = migrationsBefore(BACKFILL)
    const database = await emptyDatabase()
    db = database.db
    close = () => database.close()
    await applyMigrations(database, {
      ...SCHEMA_FOLDERS,
      migrations: folder,
      functions: functionsBefore(BACKFILL),
    })

    ids.user = await insertPlayer(db)
    // An older grant, a wheel prize granted as an activity, then the jackpot win and the staff credit.
    await db.execute(sql`insert into award_grants (key, user_id, source, items, created_at)
      values (${`award:task:${ids.user}:t-1`}, ${ids.user}, 'task', '[{"id":2002,"count":5}]', now() - interval '3 days')`)
    const wheel = await one(sql`insert into award_grants (key, user_id, source, items, created_at)
      values (${`award:activity:${ids.user}:spin-77`}, ${ids.user}, 'activity', '[{"id":2001,"count":10000}]',
      now() - interval '2 days 12 hours') returning id`)
    await db.execute(sql`insert into bonus_grants (grant_id, user_id, bonus_type, amount, multiple, requirement, state)
      values (${wheel}, ${ids.user}, 'activity', 10000, 5, 50000, 'held')`)
    await db.execute(sql`insert into award_grants (key, user_id, source, items, created_at)
      values (${`award:activity:${ids.user}:invite-spin-5`}, ${ids.user}, 'activity', '[{"id":2001,"count":100}]',
      now() - interval '2 days 6 hours')`)
    ids.win = 900_001
    ids.winJournal =
      await one(sql`insert into ledger_journals (idempotency_key, request_hash, kind, status, metadata, created_at)
      values (${`jackpot:draw:${ids.win}`}, 'h', 'jackpot_win', 'posted', '{}', now() - interval '2 days') returning id`)
    await db.execute(sql`insert into jackpot_draws (id, user_id, prop_id, count, type, tier, bonus, created_at)
      values (${ids.win}, ${ids.user}, 50004, 1, 2, 'mini', 12345, now() - interval '2 days')`)
    // A prize cell of the grid (no tier) was a grant of source draw already: nothing to add.
    await db.execute(sql`insert into jackpot_draws (id, user_id, prop_id, count, type, created_at)
      values (${ids.win + 1}, ${ids.user}, 2001, 100, 1, now() - interval '1 day 12 hours')`)
    ids.adjustmentJournal =
      await one(sql`insert into ledger_journals (idempotency_key, request_hash, kind, status, metadata, created_at)
      values ('adjustment:desk-refund-0001', 'h', 'adjustment', 'posted', '{}', now() - interval '1 day') returning id`)
    await db.execute(sql`insert into player_adjustments (request_id, user_id, kind, amount, reason, requested_by, state,
        decided_by, journal_id, created_at, decided_at)
      values ('refund-0001', ${ids.user}, 'cash', 7500, 'Refund of a lost deposit', 'finance.1', 'done', 'finance.2',
        ${ids.adjustmentJournal}, now() - interval '1 day 1 hour', now() - interval '1 day')`)
    // Neither a debit nor a refused credit is an award.
    await db.execute(sql`insert into player_adjustments (request_id, user_id, kind, amount, reason, requested_by, state, created_at)
      values ('debit-0001', ${ids.user}, 'debit', 500, 'Duplicate', 'finance.1', 'done', now() - interval '20 hours'),
             ('cash-refused-01', ${ids.user}, 'cash', 900, 'No', 'finance.1', 'rejected', now() - interval '19 hours')`)

    // A claimed mail: its claimedAt gives way to the grant that paid it.
    ids.mail =
      await one(sql`insert into mails (user_id, event_key, kind, params, attachments, read_at, claimed_at, expires_at)
      values (${ids.user}, 'broadcast:1', 'broadcast', '{}', '[{"id":2002,"count":5}]', now(), now(), now() + interval '30 days')
      returning id`)
    ids.mailGrant = await one(sql`insert into award_grants (key, user_id, source, items, created_at)
      values (${`award:mail:${ids.user}:${ids.mail}`}, ${ids.user}, 'mail', '[{"id":2002,"count":5}]', now() - interval '2 hours')
      returning id`)

    await applyMigrations(database, SCHEMA_FOLDERS)
  })
  afterAll(async () => {
    await close()
    await dropDatabase?.()
    rmSync(folder, { recursive: true, force: true })
  })

  it('lists old jackpot wins and staff credits in their place, and old wheel prizes as the wheel’s', async () => {
    const record = await createRewardsService({ db }).records(ids.user, { pageNum: 1, pageSize: 20 })
    expect(record.total).toBe(6)
    expect(record.list.map((entry) => [entry.source, entry.items, entry.reason])).toEqual([
      ['mail', [{ id: 2002, count: 5 }], null],
      ['credit', [{ id: 2001, count: 7500 }], 'Refund of a lost deposit'],
      ['jackpot', [{ id: 2001, count: 12345 }], null],
      ['activity', [{ id: 2001, count: 100 }], null],
      ['wheel', [{ id: 2001, count: 10000 }], null],
      ['task', [{ id: 2002, count: 5 }], null],
    ])
    const rows = await queryRows(
      db,
      sql`select key, journal_id, granted_by from award_grants where source in ('jackpot', 'credit') order by key`,
    )
    expect(rows).toEqual([
      {
        key: `award:credit:${ids.user}:desk-refund-0001`,
        journal_id: ids.adjustmentJournal,
        granted_by: 'finance.1',
      },
      { key: `award:jackpot:${ids.user}:draw-${ids.win}`, journal_id: ids.winJournal, granted_by: null },
    ])
    const bonuses = await queryRows(db, sql`select bonus_type from bonus_grants where user_id = ${ids.user}`)
    expect(bonuses).toEqual([{ bonus_type: 'wheel' }])
  })

  it('keeps a claimed mail claimed by the grant that paid it, with no claimedAt of its own', async () => {
    const rows = await queryRows(db, sql`select * from mails where id = ${ids.mail}`)
    expect(rows).toMatchObject([{ grant_id: ids.mailGrant }])
    expect(rows[0]).not.toHaveProperty('claimed_at')
  })

  async function emptyDatabase() {
    const empty = await openEmptyDatabase('panalo_award_records')
    dropDatabase = empty.drop
    return empty.database
  }
})
