import { rmSync } from 'node:fs'

import { ERRORS } from '@panalo/contract/errors'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { awardGrants } from '../src/db/schema/rewards.ts'
import { receivingAccounts, withdrawals } from '../src/db/schema/withdrawals.ts'
import { functionsBefore, migrationsBefore } from './helpers/schema-before.ts'
import { insertPlayer, registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { databaseUrl, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

/** The migration that holds the backfill, and the last one before it. */
const BACKFILL = '0021_login_guessing_and_bank_bonus_backfill'

/**
 * Issue 38, defect 4a, for the bonuses paid before 0019 recorded their numbers: a database as it was
 * before the backfill, with bank bonuses paid the old way (no bank_bonus_numbers row), is migrated,
 * and then none of those numbers earns the bonus again, on another player, even after its claimer
 * changed accounts.
 */
describe(`bank bonus numbers backfill (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp
  let folder: string
  let dropDatabase: (() => Promise<void>) | undefined
  const claimers = { stillHolding: 0, movedAfterWithdrawing: 0 }

  beforeAll(async () => {
    // The migrations as they were before this one.
    folder = migrationsBefore(BACKFILL)

    const database = await emptyDatabase()
    await applyMigrations(database, {
      ...SCHEMA_FOLDERS,
      migrations: folder,
      functions: functionsBefore(BACKFILL),
    })
    const { db } = database

    // Paid the old way: a grant, and nothing in bank_bonus_numbers.
    const oldClaim = async (userId: number) =>
      db
        .insert(awardGrants)
        .values({ key: `award:activity:${userId}:bank`, userId, source: 'activity', items: [] })
    claimers.stillHolding = await insertPlayer(db)
    await oldClaim(claimers.stillHolding)
    await db.insert(receivingAccounts).values(gcash(claimers.stillHolding, '+639170009901'))
    // This one withdrew to the number it claimed with, then changed to another before the upgrade.
    claimers.movedAfterWithdrawing = await insertPlayer(db)
    await oldClaim(claimers.movedAfterWithdrawing)
    await db.insert(receivingAccounts).values(gcash(claimers.movedAfterWithdrawing, '+639170009903'))
    await db.insert(withdrawals).values({
      ...gcash(claimers.movedAfterWithdrawing, '+639170009902'),
      requestId: 'old-withdrawal',
      amount: 100_00,
      state: 'paid',
    })
    expect(await db.execute(sql`select 1 from bank_bonus_numbers`)).toMatchObject({ rows: [] })

    // The upgrade: every migration, this one included.
    await applyMigrations(database, SCHEMA_FOLDERS)
    t = await createTestApp({ database })
  })
  afterAll(async () => {
    await t.close()
    await dropDatabase?.()
    rmSync(folder, { recursive: true, force: true })
  })

  async function playerWithNumber(accountNumber: string) {
    const player = await registerPlayer(t)
    await t.database.db.insert(receivingAccounts).values(gcash(player.user.id, accountNumber))
    return player
  }

  it('records the numbers of bonuses paid before, so none earns it again', async () => {
    // The claimer moves to another number after the upgrade (modifyBankInfo).
    await t.database.db
      .update(receivingAccounts)
      .set({ accountNumber: '+639170009904' })
      .where(eq(receivingAccounts.userId, claimers.stillHolding))
    for (const reused of ['+639170009901', '+639170009902']) {
      const other = await playerWithNumber(reused)
      expect((await t.call('bankBonusReceive', {}, { token: other.token })).errcode).toBe(
        ERRORS.RECEIVING_ACCOUNT_ALREADY_REWARDED.code,
      )
    }
    // A number no bonus was paid to still earns it.
    const fresh = await playerWithNumber('+639170009905')
    expect((await t.call('bankBonusReceive', {}, { token: fresh.token })).errcode).toBe(0)
  })

  async function emptyDatabase(): Promise<TestDatabase> {
    if (!TEST_DATABASE_URL) return { ...(await openDatabase({ kind: 'pglite', dataDir: null })), url: null }
    const name = `panalo_backfill_${Date.now().toString(36)}`
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

function gcash(userId: number, accountNumber: string) {
  return { userId, bankId: 1, kind: 'gcash', bankName: 'GCash', accountNumber, holderName: 'Juan dela Cruz' }
}
