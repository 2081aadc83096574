import { AWARD_ITEM } from '@panalo/contract/award-items'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import {
  createProviderWallet,
  type ProviderWalletService,
} from '../src/modules/provider-wallet/provider-wallet.service.ts'
import { grantAwards } from '../src/modules/rewards/award-engine.service.ts'
import { projectTurnover, projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fakePlayPolicy, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'
import { fundPlayer } from './helpers/wallet.ts'

const P = 'originals'

/**
 * Each bonus's wagering progress (decision 025), derived by the turnover projector's step: stakes
 * count towards the bonuses credited before them, oldest first; a rollback takes its stake back from
 * those bonuses, newest first.
 */
describe('bonus wagering progress', () => {
  let database: TestDatabase
  let wallet: ProviderWalletService
  let slots: number
  let seq = 0
  const id = (prefix: string) => `${prefix}-${++seq}`

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 })
    await seedDatabase(database.db)
    wallet = createProviderWallet({ db: database.db, playPolicy: fakePlayPolicy().policy })
    slots = await gameIdOf(database.db, 'panalo-fortune')
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  async function player() {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 1_000_000, id('fund'))
    return userId
  }

  /** A task bonus (3×) of `amount` coins: requirement 3 × amount. */
  function bonus(userId: number, amount: number) {
    return inTransaction(database.db, (tx) =>
      grantAwards(tx, {
        source: 'task',
        key: id('b'),
        userId,
        items: [{ id: AWARD_ITEM.coin, count: amount }],
      }),
    )
  }

  async function bet(userId: number, amount: number) {
    const transactionId = id('bet')
    const answer = await wallet.bet({
      providerId: P,
      userId,
      transactionId,
      roundId: id('r'),
      gameId: slots,
      amount,
    })
    expect(answer.status).toBe('OK')
    return transactionId
  }

  function rollback(userId: number, transactionId: string) {
    return wallet.rollback({
      providerId: P,
      userId,
      transactionId: id('rollback'),
      roundId: id('r'),
      gameId: slots,
      referenceTransactionId: transactionId,
    })
  }

  async function progress(userId: number) {
    return queryRows(
      database.db,
      sql`select wagered::bigint as wagered, state from bonus_grants where user_id = ${userId} order by id`,
    )
  }

  it('counts stakes after each bonus oldest first, completes it, and takes rollbacks back newest first', async () => {
    const userId = await player()
    await bonus(userId, 1_000) // requirement 3000
    const first = await bet(userId, 2_000)
    await bonus(userId, 200) // requirement 600
    const second = await bet(userId, 1_500)
    await projectTurnoverFully(database.db)
    expect(await progress(userId)).toEqual([
      { wagered: 3_000, state: 'completed' },
      { wagered: 500, state: 'active' },
    ])
    // The first bet came before the second bonus: only the first gives it back.
    await rollback(userId, first)
    await projectTurnoverFully(database.db)
    expect(await progress(userId)).toEqual([
      { wagered: 1_000, state: 'active' },
      { wagered: 500, state: 'active' },
    ])
    await rollback(userId, second)
    await projectTurnoverFully(database.db)
    expect(await progress(userId)).toEqual([
      { wagered: 0, state: 'active' },
      { wagered: 0, state: 'active' },
    ])
  })

  it('equals the rule over any stream of bonuses, bets and rollbacks, however the projector is run', async () => {
    type Step =
      | { op: 'bonus'; amount: number }
      | { op: 'bet'; amount: number }
      | { op: 'rollback'; pick: number }
      | { op: 'project'; limit: number }
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ op: fc.constant('bonus' as const), amount: fc.integer({ min: 1, max: 2_000 }) }),
      fc.record({ op: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 3_000 }) }),
      fc.record({ op: fc.constant('rollback' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('project' as const), limit: fc.integer({ min: 1, max: 5 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        await projectTurnoverFully(database.db)
        const userId = await player()
        // The rule, on the order the journals were written in.
        const bonuses: { at: number; requirement: number; wagered: number }[] = []
        const bets: { at: number; amount: number; tx: string; undone: boolean }[] = []
        for (const [at, next] of steps.entries()) {
          if (next.op === 'bonus') {
            await bonus(userId, next.amount)
            bonuses.push({ at, requirement: 3 * next.amount, wagered: 0 })
          } else if (next.op === 'bet') {
            const tx = await bet(userId, next.amount)
            bets.push({ at, amount: next.amount, tx, undone: false })
            let left = next.amount
            for (const open of bonuses) {
              const take = Math.min(left, open.requirement - open.wagered)
              open.wagered += take
              left -= take
            }
          } else if (next.op === 'rollback') {
            const kept = bets.filter((placed) => !placed.undone)
            const target = kept[next.pick % Math.max(1, kept.length)]
            if (!target) continue
            await rollback(userId, target.tx)
            target.undone = true
            let left = target.amount
            for (const open of bonuses.filter((b) => b.at < target.at).reverse()) {
              const take = Math.min(left, open.wagered)
              open.wagered -= take
              left -= take
            }
          } else {
            await projectTurnover(database.db, next.limit)
          }
        }
        await projectTurnoverFully(database.db)
        expect(await progress(userId)).toEqual(
          bonuses.map((b) => ({
            wagered: b.wagered,
            state: b.wagered === b.requirement ? 'completed' : 'active',
          })),
        )
      }),
      { numRuns: 12, seed: 25 },
    )
  })
})
