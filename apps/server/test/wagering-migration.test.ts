import { readdirSync, rmSync } from 'node:fs'

import { AWARD_ITEM } from '@panalo/contract/award-items'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { HOUSE } from '../src/modules/ledger/ledger-accounts.types.ts'
import * as ledger from '../src/modules/ledger/ledger.service.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { wageringLeft } from '../src/modules/wallet/wagering.service.ts'
import { functionsBefore, migrationsBefore } from './helpers/schema-before.ts'
import { queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { databaseUrl, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'
import { fundPlayer } from './helpers/wallet.ts'

/** The migration that ends the single figure (decision 106); its number may change at merge. */
const MIGRATION = readdirSync(SCHEMA_FOLDERS.migrations).find((file) =>
  file.endsWith('_one_wagering_figure.sql'),
)

/**
 * The single figure (wallet_players.wagering_remaining, lowered by the bet) becomes requirement rows
 * the gate sums: a database as it was before, with players owing wagering, bonuses half counted and a
 * bet the projector had not read yet, is migrated; the gate's figure is then the old one once the
 * projector has caught up, and never lower before.
 */
describe(`wagering_remaining moves to requirement rows (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase
  let folder: string
  let dropDatabase: (() => Promise<void>) | undefined
  const players = { plain: 0, withBonus: 0, unread: 0, met: 0 }

  beforeAll(async () => {
    if (!MIGRATION) throw new Error('the one_wagering_figure migration is missing')
    const tag = MIGRATION.replace(/\.sql$/, '')
    folder = migrationsBefore(tag)

    database = await emptyDatabase()
    await applyMigrations(database, {
      ...SCHEMA_FOLDERS,
      migrations: folder,
      functions: functionsBefore(tag),
    })
    const { db } = database
    for (const code of [HOUSE.provider('originals'), HOUSE.gateway('sandbox'), HOUSE.promotions])
      await ledger.openHouseAccount(db, { code, asset: 'PHP' })
    const owe = (userId: number, amount: number) =>
      db.execute(sql`update wallet_players set wagering_remaining = ${amount} where user_id = ${userId}`)
    const taskBonus = (userId: number) =>
      inTransaction(db, (tx) =>
        grantAwards(tx, {
          source: 'task',
          key: `migration-bonus-${userId}`,
          userId,
          items: [{ id: AWARD_ITEM.coin, count: 50_00 }],
        }),
      )
    const bet = (userId: number, amount: number, key: string) =>
      inTransaction(db, (tx) =>
        ledger.post(tx, {
          idempotencyKey: `provider:originals:${key}`,
          kind: 'bet',
          postings: [
            { account: { userId, kind: 'coin' }, amount: -amount },
            { account: { house: HOUSE.provider('originals'), asset: 'PHP' }, amount },
          ],
          metadata: { provider: 'originals' },
        }),
      )

    // Owes ₱300 of a deposit's turnover.
    players.plain = await insertPlayer(db)
    await fundPlayer(db, players.plain, 1_000_00, `migration-plain`)
    await owe(players.plain, 300_00)
    // Owes ₱500 in all, ₱150 of it a bonus's (3 × ₱50) nothing has counted towards yet.
    players.withBonus = await insertPlayer(db)
    await fundPlayer(db, players.withBonus, 1_000_00, `migration-bonus`)
    await taskBonus(players.withBonus)
    await owe(players.withBonus, 500_00)
    // Owed ₱300 with a ₱150 bonus, then bet ₱100: the bet took it off the figure at once, but the
    // projector has not read it, so the bonus still shows all ₱150.
    players.unread = await insertPlayer(db)
    await fundPlayer(db, players.unread, 1_000_00, `migration-unread`)
    await taskBonus(players.unread)
    const [latest] = await queryRows(db, sql`select max(id)::bigint as id from ledger_journals`)
    await db.execute(sql`insert into projector_cursors (name, last_journal_id) values ('turnover', ${Number(latest?.id)})
      on conflict (name) do update set last_journal_id = excluded.last_journal_id`)
    await bet(players.unread, 100_00, `migration-unread-bet`)
    await owe(players.unread, 200_00)
    // Met everything.
    players.met = await insertPlayer(db)
    await fundPlayer(db, players.met, 1_000_00, `migration-met`)

    // The upgrade: every migration, this one included, and the functions of now.
    await applyMigrations(database, SCHEMA_FOLDERS)
    // Every migration twice over, on PGlite in a busy machine's process.
  }, 180_000)
  afterAll(async () => {
    await database.close()
    await dropDatabase?.()
    rmSync(folder, { recursive: true, force: true })
  })

  it('carries what each player owed beyond their bonuses, and the gate reads the old figure', async () => {
    const { db } = database
    const carried = await queryRows(
      db,
      sql`select key, user_id, requirement, wagered from wagering_requirements order by user_id`,
    )
    expect(carried).toEqual([
      { key: `carried:${players.plain}`, user_id: players.plain, requirement: 300_00, wagered: 0 },
      { key: `carried:${players.withBonus}`, user_id: players.withBonus, requirement: 350_00, wagered: 0 },
      // ₱200 owed less the bonus's ₱150, plus the ₱100 bet the projector will still count towards it.
      { key: `carried:${players.unread}`, user_id: players.unread, requirement: 150_00, wagered: 0 },
    ])
    expect(await wageringLeft(db, players.plain)).toBe(300_00)
    expect(await wageringLeft(db, players.withBonus)).toBe(500_00)
    expect(await wageringLeft(db, players.met)).toBe(0)
    // Before the projector reads the bet: stricter than the old ₱200, never looser.
    expect(await wageringLeft(db, players.unread)).toBe(300_00)
    await projectTurnoverFully(db)
    expect(await wageringLeft(db, players.unread)).toBe(200_00)
    const columns = await queryRows(
      db,
      sql`select column_name from information_schema.columns
           where table_name = 'wallet_players' and column_name = 'wagering_remaining'`,
    )
    expect(columns).toEqual([])
  })

  async function emptyDatabase(): Promise<TestDatabase> {
    if (!TEST_DATABASE_URL) return { ...(await openDatabase({ kind: 'pglite', dataDir: null })), url: null }
    const name = `panalo_wagering_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`create database ${pg.escapeIdentifier(name)}`)
    await admin.end()
    const url = databaseUrl(TEST_DATABASE_URL, name)
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await dropper.connect()
      await dropper.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
      await dropper.end()
    }
    return { ...(await openDatabase({ kind: 'postgres', url, poolSize: 4 })), url }
  }
})
