import { readdirSync, rmSync } from 'node:fs'

import { drawJackpotCell } from '@panalo/fair/jackpot'
import { commitServerSeed } from '@panalo/fair/outcome'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../src/config.ts'
import type { Db } from '../src/db/client.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { seededDraws, seedPairs } from '../src/db/schema/draws.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { createDrawProofsService } from '../src/modules/draws/draw-proofs.service.ts'
import {
  drawSeeded,
  openSeedPairs,
  rotateSeedPair,
  seedCommitment,
  settleDraw,
} from '../src/modules/draws/draws.service.ts'
import { functionsBefore, migrationsBefore } from './helpers/schema-before.ts'
import { insertPlayer } from './helpers/players.ts'
import {
  createTestDatabase,
  openEmptyDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './helpers/test-database.ts'

/**
 * The one seeded-draw service (docs/decisions/107-one-seeded-draw-service.md): a draw is fixed by the
 * seeds and the nonce, its proof verifies with packages/fair once the pair is revealed, and parallel
 * draws of one player take distinct nonces, one after another (on real connections with
 * TEST_DATABASE_URL). The migration's move of the old draw tables keeps every old proof.
 */
const wheel = [
  { weight: 5, items: [{ id: 2001, count: 100 }] },
  { weight: 3, items: [{ id: 2001, count: 500 }] },
  { weight: 2, items: [{ id: 1001, count: 1 }] },
]

describe(`seeded draws (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 12 })
  })
  afterAll(() => database.close())

  const draw = (userId: number) =>
    inTransaction(database.db, (tx) => drawSeeded(tx, { source: 'spin', userId, choices: wheel }))

  async function secretOf(userId: number) {
    const [pair] = await database.db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, userId), eq(seedPairs.purpose, 'draws'), eq(seedPairs.active, true)))
    if (!pair) throw new Error('no pair')
    return pair
  }

  it('draws what the seeds and the nonce fix, and the proof verifies once the pair is revealed', async () => {
    const userId = await insertPlayer(database.db)
    await inTransaction(database.db, (tx) => openSeedPairs(tx, userId))
    const before = await seedCommitment(database.db, userId)
    expect(before.nextNonce).toBe(0)
    const pair = await secretOf(userId)
    const first = await draw(userId)
    const draws = [first, await draw(userId), await draw(userId)]
    expect(draws.map((one) => one.nonce)).toEqual([0, 1, 2])
    for (const one of draws) {
      const expected = drawJackpotCell(
        { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: one.nonce },
        [5, 3, 2],
      )
      expect(one.outcome).toBe(expected.cell)
      expect(one.items).toEqual(wheel[expected.cell]?.items)
      expect(one.serverSeedHash).toBe(before.serverSeedHash)
    }
    await inTransaction(database.db, (tx) => settleDraw(tx, 'spin', first.id, { heldCoins: 7 }))

    const proofs = createDrawProofsService({ db: database.db })
    const hidden = await proofs.proof(userId, 'spin', first.id)
    expect(hidden.serverSeed).toBeNull()
    await inTransaction(database.db, (tx) => rotateSeedPair(tx, userId, 'mine'))
    const proof = await proofs.proof(userId, 'spin', first.id)
    expect(proof.serverSeed).not.toBeNull()
    expect(commitServerSeed(proof.serverSeed ?? '')).toBe(proof.serverSeedHash)
    const redrawn = drawJackpotCell(
      { serverSeed: proof.serverSeed ?? '', clientSeed: proof.clientSeed, nonce: proof.nonce },
      proof.weights ?? [],
    )
    expect(redrawn.cell).toBe(proof.outcome)
    expect(proof.items).toEqual(wheel[proof.outcome]?.items)
    // Another player's draw, or another source's id, is no proof of theirs.
    const other = await insertPlayer(database.db)
    await expect(proofs.proof(other, 'spin', first.id)).rejects.toMatchObject({
      errorName: 'DRAW_PROOF_NOT_FOUND',
    })
    await expect(proofs.proof(userId, 'jackpot', first.id)).rejects.toMatchObject({
      errorName: 'DRAW_PROOF_NOT_FOUND',
    })
    // The new pair starts again at nonce 0, with the client seed asked for.
    const after = await draw(userId)
    expect(after).toMatchObject({ nonce: 0, clientSeed: 'mine' })
  })

  it('gives parallel draws of one player distinct nonces, one after another', async () => {
    const userId = await insertPlayer(database.db)
    const count = 16
    const draws = await Promise.all(Array.from({ length: count }, () => draw(userId)))
    expect(draws.map((one) => one.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, index) => index),
    )
    expect(new Set(draws.map((one) => one.id)).size).toBe(count)
    expect((await seedCommitment(database.db, userId)).nextNonce).toBe(count)
    const pair = await secretOf(userId)
    for (const one of draws)
      expect(one.outcome).toBe(
        drawJackpotCell(
          { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: one.nonce },
          [5, 3, 2],
        ).cell,
      )
  })
})

/** The migration that made the table (its number may change at a merge), and the database as it was before it. */
const MOVE =
  readdirSync(SCHEMA_FOLDERS.migrations)
    .find((file) => file.endsWith('_seeded_draws.sql'))
    ?.replace(/\.sql$/, '') ?? '_seeded_draws migration missing'

describe(`the move into seeded_draws (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let folder: string
  let db: Db
  let close: () => Promise<void>
  let dropDatabase: (() => Promise<void>) | undefined
  const ids = { user: 0, originalsPair: 0, pair: 0, jackpot: 0, jackpotWin: 0, spin: 0, invite: 0 }
  const serverSeed = 'a'.repeat(64)
  /** What the old tables recorded: the real draws of this pair, so the proofs must verify. */
  const cellAt = (nonce: number) => drawJackpotCell({ serverSeed, clientSeed: 'old', nonce }, [5, 3, 2]).cell

  beforeAll(async () => {
    folder = migrationsBefore(MOVE)
    const database = await emptyDatabase()
    db = database.db
    close = () => database.close()
    await applyMigrations(database, {
      ...SCHEMA_FOLDERS,
      migrations: folder,
      functions: functionsBefore(MOVE),
    })

    // Draws as the three tables held them: one pair, revealed, its nonces shared.
    ids.user = await insertPlayer(db)
    const one = async (query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: { id: unknown }[] }).rows[0]?.id)
    ids.originalsPair =
      await one(sql`insert into originals_seed_pairs (user_id, server_seed, server_seed_hash,
      client_seed, next_nonce) values (${ids.user}, 'b', 'hash-b', 'originals', 7) returning id`)
    ids.pair =
      await one(sql`insert into jackpot_seed_pairs (user_id, server_seed, server_seed_hash, client_seed,
      next_nonce, active, revealed_at) values (${ids.user}, ${serverSeed}, ${commitServerSeed(serverSeed)}, 'old',
      5, false, now()) returning id`)
    ids.jackpot =
      await one(sql`insert into jackpot_draws (user_id, seed_pair_id, nonce, cell, prop_id, count, type,
      weights) values (${ids.user}, ${ids.pair}, 0, ${cellAt(0)}, 2001, 500, 1, '[5,3,2]') returning id`)
    ids.jackpotWin =
      await one(sql`insert into jackpot_draws (user_id, seed_pair_id, nonce, cell, prop_id, count, type,
      tier, bonus, pool_before, section) values (${ids.user}, ${ids.pair}, 1, 0, 50004, 1, 2, 'mini', 12345, 99999,
      '{"min":100,"max":20000}') returning id`)
    ids.spin =
      await one(sql`insert into spin_draws (user_id, seed_pair_id, nonce, sector, items, held_coins, weights)
      values (${ids.user}, ${ids.pair}, 2, ${cellAt(2)}, '[{"id":1001,"count":1}]', 0, '[5,3,2]') returning id`)
    const campaign = await one(sql`insert into invite_spin_campaigns (user_id, target, expires_at)
      values (${ids.user}, 10000, now() + interval '1 day') returning id`)
    ids.invite =
      await one(sql`insert into invite_spin_draws (campaign_id, user_id, kind, seed_pair_id, nonce, sector,
      weights, amount, added) values (${campaign}, ${ids.user}, 'start', ${ids.pair}, 3, ${cellAt(3)}, '[5,3,2]', 800, 800)
      returning id`)

    await applyMigrations(database, SCHEMA_FOLDERS)
  })
  afterAll(async () => {
    await close()
    await dropDatabase?.()
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps every draw under its old id, so its proof link still verifies', async () => {
    const proofs = createDrawProofsService({ db })
    const jackpot = await proofs.proof(ids.user, 'jackpot', ids.jackpot)
    expect(jackpot).toMatchObject({
      nonce: 0,
      outcome: cellAt(0),
      weights: [5, 3, 2],
      items: [{ id: 2001, count: 500 }],
      jackpot: null,
      serverSeed,
      clientSeed: 'old',
    })
    expect(await proofs.proof(ids.user, 'jackpot', ids.jackpotWin)).toMatchObject({
      nonce: 1,
      outcome: 0,
      weights: null,
      jackpot: { tier: 'mini', bonus: 12345, poolBefore: 99999, section: { min: 100, max: 20000 } },
    })
    expect(await proofs.proof(ids.user, 'spin', ids.spin)).toMatchObject({
      nonce: 2,
      outcome: cellAt(2),
      items: [{ id: 1001, count: 1 }],
    })
    expect(await proofs.proof(ids.user, 'inviteSpin', ids.invite)).toMatchObject({
      nonce: 3,
      outcome: cellAt(3),
      items: [{ id: 2001, count: 800 }],
    })
    for (const [kind, id, nonce] of [
      ['jackpot', ids.jackpot, 0],
      ['spin', ids.spin, 2],
      ['inviteSpin', ids.invite, 3],
    ] as const) {
      const proof = await proofs.proof(ids.user, kind, id)
      expect(proof.nonce).toBe(nonce)
      expect(
        drawJackpotCell({ serverSeed, clientSeed: 'old', nonce }, proof.weights ?? []).cell,
        `${kind} ${id}`,
      ).toBe(proof.outcome)
    }
  })

  it('keeps the Originals’ pairs under their ids in the same store, beside the draws’ own', async () => {
    const pairs = await db.select().from(seedPairs).where(eq(seedPairs.userId, ids.user))
    expect(pairs.find((pair) => pair.id === ids.originalsPair)).toMatchObject({
      purpose: 'originals',
      clientSeed: 'originals',
      nextNonce: 7,
      active: true,
    })
    // The one active draws pair beside it is the later migration's commitment for a player with none (decision 118).
    expect(pairs.filter((pair) => pair.purpose === 'draws' && !pair.active)).toMatchObject([
      { serverSeed, clientSeed: 'old', nextNonce: 5, active: false },
    ])
    expect(pairs.filter((pair) => pair.purpose === 'draws' && pair.active)).toHaveLength(1)
  })

  it('gives a new draw an id above every moved one, from the same pair store', async () => {
    const drawn = await inTransaction(db, (tx) =>
      drawSeeded(tx, { source: 'spin', userId: ids.user, choices: wheel }),
    )
    expect(drawn.id).toBeGreaterThan(Math.max(ids.jackpot, ids.jackpotWin, ids.spin, ids.invite))
    // The old pair was revealed, so the draw made a new active pair of its own.
    const [made] = await db.select().from(seedPairs).where(eq(seedPairs.id, drawn.seedPairId))
    expect(made).toMatchObject({ purpose: 'draws', active: true, nextNonce: 1 })
    const rows = await db.select().from(seededDraws).where(eq(seededDraws.userId, ids.user))
    expect(rows).toHaveLength(5)
  })

  async function emptyDatabase() {
    const empty = await openEmptyDatabase('panalo_draws_move')
    dropDatabase = empty.drop
    return empty.database
  }
})
