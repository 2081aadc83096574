import { readdirSync, rmSync } from 'node:fs'

import { AWARD_ITEM } from '@panalo/contract/award-items'
import { ERRORS } from '@panalo/contract/errors'
import { drawJackpotCell } from '@panalo/fair/jackpot'
import { drawLotteryNumbers } from '@panalo/fair/lottery'
import { commitServerSeed } from '@panalo/fair/outcome'
import { drawScratchPrize } from '@panalo/fair/scratch-card'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SCHEMA_FOLDERS } from '../src/config.ts'
import type { Database, Db } from '../src/db/client.ts'
import { applyMigrations } from '../src/db/migrate.ts'
import { seedPairs } from '../src/db/schema/draws.ts'
import { lotteryDraws } from '../src/db/schema/lottery.ts'
import { inTransaction } from '../src/db/transaction.ts'
import { createScratchCards } from '../src/modules/diamonds/scratch-cards.ts'
import { createDrawProofsService } from '../src/modules/draws/draw-proofs.service.ts'
import { scratchCommitment } from '../src/modules/draws/draws.service.ts'
import { drawOne } from '../src/modules/lottery/lottery-draws.service.ts'
import { presentDraws } from '../src/modules/lottery/lottery.service.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { insertPlayer, registerPlayer } from './helpers/players.ts'
import { functionsBefore, migrationsBefore } from './helpers/schema-before.ts'
import { openEmptyDatabase, TEST_DATABASE_URL } from './helpers/test-database.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'
import { requestId } from './helpers/wallet.ts'

/**
 * Scratch cards and the lottery on the one seed store (decision 118): a card is a seeded draw whose
 * proof getDrawProof answers like a spin's, its seed shown once scratched; a database migrated from
 * before keeps every card's and lottery draw's proof, and the committed seed of the next card.
 */
const SUWERTE = 11

describe('the scratch pick', () => {
  it('is the seeded draws’ pick: drawScratchPrize and drawJackpotCell agree on every seed', () => {
    const weights = [50, 30, 12, 5, 2, 1]
    for (let nonce = 0; nonce < 300; nonce++) {
      const seeds = { serverSeed: `${nonce}`.padStart(64, 'f'), clientSeed: `c${nonce % 7}`, nonce }
      expect(drawJackpotCell(seeds, weights).cell).toBe(drawScratchPrize(seeds, weights))
    }
  })
})

describe('scratch card proofs', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('proves a card as a seeded draw: hidden until scratched, then the committed seed, nobody else’s', async () => {
    const me = await registerPlayer(t)
    const token = me.token
    await inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'operator',
        key: `scratch-proof-${me.user.id}`,
        userId: me.user.id,
        items: [{ id: AWARD_ITEM.diamond, count: 100 }],
        reason: 'test diamonds',
        by: 'cli:test',
      }),
    )
    const committed = (await t.call('getScratchCardInfo', {}, { token })).data.nextServerSeedHash
    expect(committed).toMatch(/^[0-9a-f]{64}$/)
    const bought = await t.call(
      'diamondExchangeScratchcard',
      { requestId: requestId('card'), itemId: SUWERTE, clientSeed: 'my-seed' },
      { token },
    )
    expect(bought.errcode).toBe(0)
    const card = bought.data.card
    expect(card).toMatchObject({
      serverSeedHash: committed,
      clientSeed: 'my-seed',
      nonce: 0,
      serverSeed: null,
    })
    const next = (await t.call('getScratchCardInfo', {}, { token })).data.nextServerSeedHash
    expect(next).toMatch(/^[0-9a-f]{64}$/)
    expect(next).not.toBe(committed)

    const proof = (kind: 'scratch' | 'spin', asToken = token) =>
      t.call('getDrawProof', { kind, id: card.id }, { token: asToken })
    expect((await proof('scratch')).data).toMatchObject({
      kind: 'scratch',
      id: card.id,
      serverSeedHash: committed,
      serverSeed: null,
      clientSeed: 'my-seed',
      nonce: 0,
    })
    const other = await registerPlayer(t)
    expect((await proof('scratch', other.token)).errcode).toBe(ERRORS.DRAW_PROOF_NOT_FOUND.code)
    expect((await proof('spin')).errcode).toBe(ERRORS.DRAW_PROOF_NOT_FOUND.code)
    expect((await t.call('scratchCardLottery', { cardId: card.id }, { token: other.token })).errcode).toBe(
      ERRORS.NOT_FOUND.code,
    )

    const scratched = await t.call('scratchCardLottery', { cardId: card.id }, { token })
    expect(scratched.errcode).toBe(0)
    const shown = scratched.data.card
    const revealed = (await proof('scratch')).data
    expect(revealed.serverSeed).toBe(shown.serverSeed)
    expect(commitServerSeed(revealed.serverSeed ?? '')).toBe(committed)
    const weights = card.prizes.map((prize) => prize.weight)
    expect(revealed.weights).toEqual(weights)
    const index = drawScratchPrize(
      { serverSeed: revealed.serverSeed ?? '', clientSeed: 'my-seed', nonce: 0 },
      weights,
    )
    expect(revealed.outcome).toBe(index)
    expect(shown.prizeIndex).toBe(index)
    expect(revealed.items).toEqual(card.prizes[index]?.items)
  })

  it('gives parallel purchases one committed pair each, used once, and leaves one committed for the next', async () => {
    const me = await registerPlayer(t)
    await inTransaction(t.database.db, (tx) =>
      grantAwards(tx, {
        source: 'operator',
        key: `scratch-race-${me.user.id}`,
        userId: me.user.id,
        items: [{ id: AWARD_ITEM.diamond, count: 1_000 }],
        reason: 'test diamonds',
        by: 'cli:test',
      }),
    )
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call(
          'diamondExchangeScratchcard',
          { requestId: requestId('race'), itemId: SUWERTE },
          { token: me.token },
        ),
      ),
    )
    expect(answers.map((answer) => answer.errcode)).toEqual([0, 0, 0, 0, 0, 0])
    const hashes = answers.map((answer) => answer.data.card.serverSeedHash)
    expect(new Set(hashes).size).toBe(6)
    const pairs = await t.database.db
      .select()
      .from(seedPairs)
      .where(and(eq(seedPairs.userId, me.user.id), eq(seedPairs.purpose, 'scratch')))
    expect(pairs.filter((pair) => pair.active)).toHaveLength(1)
    const used = pairs.filter((pair) => !pair.active)
    expect(used.map((pair) => pair.serverSeedHash).sort()).toEqual([...hashes].sort())
    expect(used.every((pair) => pair.nextNonce === 1 && pair.revealedAt === null)).toBe(true)
  })
})

/** The migration that moved them (its number may change at a merge). */
const MOVE =
  readdirSync(SCHEMA_FOLDERS.migrations)
    .find((file) => file.endsWith('_scratch_lottery_seeded_draws.sql'))
    ?.replace(/\.sql$/, '') ?? '_scratch_lottery_seeded_draws migration missing'

describe(`the move of scratch cards and lottery seeds (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let folder: string
  let database: Database
  let db: Db
  let dropDatabase: (() => Promise<void>) | undefined
  const ids = { user: 0, fresh: 0, scratched: 0, unscratched: 0, drawn: 0, open: 0 }
  const prizes = [
    { weight: 3, items: [] },
    { weight: 2, items: [{ id: AWARD_ITEM.diamond, count: 5 }] },
    { weight: 1, items: [{ id: AWARD_ITEM.coin, count: 1_000 }] },
  ]
  const seedOf = (letter: string) => letter.repeat(64)
  const pickOf = (serverSeed: string, clientSeed: string) =>
    drawScratchPrize({ serverSeed, clientSeed, nonce: 0 }, [3, 2, 1])
  /** A client seed whose card on seed b wins nothing (prize 0). */
  const NO_WIN_SEED =
    Array.from({ length: 50 }, (_, n) => `old-${n}`).find((seed) => pickOf(seedOf('b'), seed) === 0) ?? 'none'
  const lotteryNumbers = drawLotteryNumbers(
    { serverSeed: seedOf('d'), clientSeed: 'lottery-x-3', nonce: 0 },
    3,
    2,
  )

  beforeAll(async () => {
    folder = migrationsBefore(MOVE)
    database = await emptyDatabase()
    db = database.db
    await applyMigrations(database, {
      ...SCHEMA_FOLDERS,
      migrations: folder,
      functions: functionsBefore(MOVE),
    })

    ids.user = await insertPlayer(db)
    ids.fresh = await insertPlayer(db)
    const one = async (query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: { id: unknown }[] }).rows[0]?.id)
    const card = async (seed: string, clientSeed: string, scratched: boolean) => {
      const order = await one(sql`insert into diamond_orders (user_id, item_id, kind, name, price, state)
        values (${ids.user}, ${SUWERTE}, 'scratch', 'Suwerte', 10, 'done') returning id`)
      const index = pickOf(seed, clientSeed)
      return one(sql`insert into scratch_cards (user_id, order_id, item_id, name, price, prizes, server_seed,
        server_seed_hash, client_seed, nonce, prize_index, prize, scratched_at) values (${ids.user}, ${order},
        ${SUWERTE}, 'Suwerte', 10, ${JSON.stringify(prizes)}, ${seed}, ${commitServerSeed(seed)}, ${clientSeed}, 0,
        ${index}, ${JSON.stringify(prizes[index]?.items)}, ${scratched ? sql`now()` : null}) returning id`)
    }
    await db.execute(sql`insert into diamond_shop_items (id, kind, name, price, prizes)
      values (${SUWERTE}, 'scratch', 'Suwerte', 10, ${JSON.stringify(prizes)}) on conflict do nothing`)
    ids.scratched = await card(seedOf('a'), 'old-1', true)
    ids.unscratched = await card(seedOf('b'), NO_WIN_SEED, false)
    await db.execute(
      sql`insert into diamond_players (user_id, next_server_seed) values (${ids.user}, ${seedOf('c')})`,
    )
    ids.drawn = await one(sql`insert into lottery_draws (draw_at, state, coupon_price, max_tickets_per_player,
      prizes, tickets_sold, server_seed, server_seed_hash, client_seed, winning_numbers, drawn_at) values
      (now() - interval '1 day', 'drawn', 1, 10, '[]', 3, ${seedOf('d')}, ${commitServerSeed(seedOf('d'))},
      'lottery-x-3', ${JSON.stringify(lotteryNumbers)}, now() - interval '1 day') returning id`)
    ids.open = await one(sql`insert into lottery_draws (draw_at, coupon_price, max_tickets_per_player, prizes,
      server_seed, server_seed_hash) values (now() + interval '1 hour', 1, 10, '[]', ${seedOf('e')},
      ${commitServerSeed(seedOf('e'))}) returning id`)

    await applyMigrations(database, SCHEMA_FOLDERS)
  })
  afterAll(async () => {
    await database.close()
    await dropDatabase?.()
    rmSync(folder, { recursive: true, force: true })
  })

  async function emptyDatabase() {
    const empty = await openEmptyDatabase('panalo_scratch_move')
    dropDatabase = empty.drop
    return empty.database
  }

  it('keeps every card under its id with a proof that verifies once scratched', async () => {
    const proofs = createDrawProofsService({ db })
    const scratched = await proofs.proof(ids.user, 'scratch', ids.scratched)
    expect(scratched).toMatchObject({
      serverSeed: seedOf('a'),
      serverSeedHash: commitServerSeed(seedOf('a')),
      clientSeed: 'old-1',
      nonce: 0,
      weights: [3, 2, 1],
      outcome: pickOf(seedOf('a'), 'old-1'),
    })
    expect(await proofs.proof(ids.user, 'scratch', ids.unscratched)).toMatchObject({
      serverSeed: null,
      serverSeedHash: commitServerSeed(seedOf('b')),
    })
    const cards = createScratchCards({ db, now: () => new Date() })
    const info = await cards.cardInfo(ids.user, ids.scratched)
    expect(info.card).toMatchObject({ serverSeed: seedOf('a'), prizeIndex: pickOf(seedOf('a'), 'old-1') })
    expect(info.unscratched.map((card) => card.id)).toEqual([ids.unscratched])
    // The next card's committed seed is still the one shown before the move.
    expect(info.nextServerSeedHash).toBe(commitServerSeed(seedOf('c')))

    // Scratching the old card reveals its seed (a card that won nothing: this bare database has no house accounts).
    const done = await cards.scratch(ids.user, ids.unscratched)
    expect(done.card).toMatchObject({ serverSeed: seedOf('b'), prizeIndex: 0 })
  })

  it('keeps every lottery draw’s proof, and draws an open one from the seed committed before', async () => {
    const rows = await db.select().from(lotteryDraws).orderBy(desc(lotteryDraws.id))
    const [open, drawn] = await presentDraws(db, rows)
    expect(drawn).toMatchObject({
      serverSeed: seedOf('d'),
      serverSeedHash: commitServerSeed(seedOf('d')),
      clientSeed: 'lottery-x-3',
      winningNumbers: lotteryNumbers,
    })
    expect(open).toMatchObject({
      serverSeed: null,
      clientSeed: null,
      serverSeedHash: commitServerSeed(seedOf('e')),
    })
    const later = new Date(Date.now() + 2 * 3_600_000)
    expect(await drawOne(db, ids.open, later)).toMatchObject({ drawId: ids.open, ticketsSold: 0 })
    const [reopened] = await presentDraws(
      db,
      await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, ids.open)),
    )
    expect(reopened).toMatchObject({
      state: 'drawn',
      serverSeed: seedOf('e'),
      clientSeed: `lottery-${ids.open}-0`,
    })
  })

  it('commits a draws, a scratch and an Originals pair for every player who had none, new ids above the old', async () => {
    const pairs = await db.select().from(seedPairs).where(eq(seedPairs.userId, ids.fresh))
    expect(pairs.map((pair) => pair.purpose).sort()).toEqual(['draws', 'originals', 'scratch'])
    for (const pair of pairs) {
      expect(pair.serverSeed).toMatch(/^[0-9a-f]{64}$/)
      expect(commitServerSeed(pair.serverSeed)).toBe(pair.serverSeedHash)
    }
    expect(new Set(pairs.map((pair) => pair.serverSeed)).size).toBe(3)
    expect(await scratchCommitment(db, ids.fresh)).toBe(
      pairs.find((pair) => pair.purpose === 'scratch')?.serverSeedHash,
    )
    const [next] = (
      (await db.execute(sql`select nextval('seeded_draws_id_seq')::int as id`)) as unknown as {
        rows: { id: number }[]
      }
    ).rows
    expect(next?.id).toBeGreaterThan(ids.unscratched)
  })
})
