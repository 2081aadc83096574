import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  createProviderWallet,
  type ProviderWalletService,
} from '../src/modules/provider-wallet/provider-wallet.service.ts'
import { projectTurnover, projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { DEFAULT_REBATE_RATES, ratesOfLevel } from '../src/modules/vip/rebate-rates.ts'
import { createRebateService } from '../src/modules/vip/rebate.service.ts'
import { DEFAULT_VIP_LADDER, levelOf } from '../src/modules/vip/vip-ladder.ts'
import { vipStatus } from '../src/modules/vip/vip.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fakePlayPolicy, fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

const P = 'originals'

/**
 * VIP experience and rebates are what the rules compute from the rounds (decisions 026, 027): one
 * experience point per whole peso of stakes not rolled back, and per game type the level's rate of
 * those stakes; wins count nothing; however the projector is stepped, stopped and started while the
 * bets stream in.
 */
describe('VIP experience and rebates', () => {
  let database: TestDatabase
  let wallet: ProviderWalletService
  const games = { slots: 0, arcade: 0 }
  let seq = 0
  const id = (prefix: string) => `${prefix}-${++seq}`

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 })
    await seedDatabase(database.db)
    wallet = createProviderWallet({ db: database.db, playPolicy: fakePlayPolicy().policy })
    games.slots = await gameIdOf(database.db, 'panalo-fortune')
    games.arcade = await gameIdOf(database.db, 'color-game')
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  it('levels follow the ladder’s thresholds', () => {
    expect(levelOf(DEFAULT_VIP_LADDER, 0).level).toBe(0)
    expect(levelOf(DEFAULT_VIP_LADDER, 999).level).toBe(0)
    expect(levelOf(DEFAULT_VIP_LADDER, 1_000).level).toBe(1)
    expect(levelOf(DEFAULT_VIP_LADDER, 4_999).level).toBe(1)
    expect(levelOf(DEFAULT_VIP_LADDER, 50_000_000).level).toBe(10)
    expect(levelOf(DEFAULT_VIP_LADDER, Number.MAX_SAFE_INTEGER).level).toBe(10)
  })

  it('equal the rules over any stream of bets, wins and rollbacks, with the projector restarted mid-stream', async () => {
    type Step =
      | { op: 'bet'; amount: number; type: 'slots' | 'arcade' }
      | { op: 'win'; amount: number }
      | { op: 'rollback'; pick: number }
      | { op: 'project'; limit: number }
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        op: fc.constant('bet' as const),
        amount: fc.integer({ min: 1, max: 400_000 }),
        type: fc.constantFrom('slots' as const, 'arcade' as const),
      }),
      fc.record({ op: fc.constant('win' as const), amount: fc.integer({ min: 0, max: 400_000 }) }),
      fc.record({ op: fc.constant('rollback' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('project' as const), limit: fc.integer({ min: 1, max: 4 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        await projectTurnoverFully(database.db)
        const userId = await insertPlayer(database.db)
        await fundPlayer(database.db, userId, 100_000_000)
        const bets: {
          tx: string
          round: string
          amount: number
          type: 'slots' | 'arcade'
          undone: boolean
        }[] = []
        for (const next of steps) {
          if (next.op === 'bet') {
            const tx = id('bet')
            const round = id('round')
            const answer = await wallet.bet({
              providerId: P,
              userId,
              transactionId: tx,
              roundId: round,
              gameId: games[next.type],
              amount: next.amount,
            })
            expect(answer.status).toBe('OK')
            bets.push({ tx, round, amount: next.amount, type: next.type, undone: false })
          } else if (next.op === 'win') {
            const last = bets.at(-1)
            if (!last) continue
            await wallet.win({
              providerId: P,
              userId,
              transactionId: id('win'),
              roundId: last.round,
              gameId: games[last.type],
              amount: next.amount,
            })
          } else if (next.op === 'rollback') {
            const kept = bets.filter((bet) => !bet.undone)
            const target = kept[next.pick % Math.max(1, kept.length)]
            if (!target) continue
            await wallet.rollback({
              providerId: P,
              userId,
              transactionId: id('rollback'),
              roundId: target.round,
              gameId: games[target.type],
              referenceTransactionId: target.tx,
            })
            target.undone = true
          } else {
            // A step of a few journals, as a projector stopped after it and started again would leave.
            await projectTurnover(database.db, next.limit)
          }
        }
        await projectTurnoverFully(database.db)
        const stakeOf = (type?: 'slots' | 'arcade') =>
          bets
            .filter((bet) => !bet.undone && (type === undefined || bet.type === type))
            .reduce((sum, bet) => sum + bet.amount, 0)
        const status = await vipStatus(database.db, userId)
        const level = levelOf(DEFAULT_VIP_LADDER, Math.floor(stakeOf() / 100)).level
        expect(status.vipExp).toBe(Math.floor(stakeOf() / 100))
        expect(status.vip).toBe(level)
        // Every bet is today's (Manila): the rebate of each type is the level's rate of its stakes.
        const rates = ratesOfLevel(DEFAULT_REBATE_RATES, level)
        const rule = (type: 'slots' | 'arcade') => Math.floor((stakeOf(type) * rates[type]) / 10_000)
        const rebates = await createRebateService({ db: database.db }).status(userId)
        expect(rebates.claimable).toBe(rule('slots') + rule('arcade'))
        for (const type of ['slots', 'arcade'] as const)
          expect(rebates.rows.find((row) => row.gameType === type)?.accrued ?? 0).toBe(rule(type))
      }),
      { numRuns: 12, seed: 26 },
    )
  })
})
