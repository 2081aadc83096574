import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createSessionService } from '../src/modules/accounts/sessions.service.ts'
import {
  DEFAULT_JACKPOT_SHARES,
  sweepJackpotAccrual,
} from '../src/modules/provider-wallet/jackpot-accrual.service.ts'
import {
  createProviderWallet,
  type ProviderWalletService,
} from '../src/modules/provider-wallet/provider-wallet.service.ts'
import { houseBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { createResponsibleGaming } from '../src/modules/responsible-gaming/responsible-gaming.service.ts'
import { playCounters } from '../src/modules/responsible-gaming/rg.queries.ts'
import { projectTurnoverFully } from '../src/modules/turnover/turnover.service.ts'
import { wageringLeft } from '../src/modules/wallet/wagering.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { insertPlayer } from './helpers/players.ts'
import { requireWagering } from './helpers/wallet.ts'
import { DAY, testClock } from './helpers/rg.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

/**
 * Bets through the real play policy, which lets them run as one statement
 * (provider_wallet_place_bets, shared by the bets that arrive together; docs/decisions/020). The same
 * outcomes as with a policy that checks every bet itself (provider-wallet-calls.test.ts): refusals
 * change nothing, replays answer the first answer, a player with a limit or on a break still goes
 * through the policy's own checks.
 */
describe('bets in one statement through the real play policy', () => {
  let database: TestDatabase
  let wallet: ProviderWalletService
  let rg: ReturnType<typeof createResponsibleGaming>
  let gameId: number
  const clock = testClock(new Date().toISOString())
  const P = 'originals'

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 24 })
    await seedDatabase(database.db)
    const sessions = createSessionService(database.db, { idleMs: DAY, maxMs: 30 * DAY })
    rg = createResponsibleGaming({ db: database.db, sessions, now: clock.now })
    wallet = createProviderWallet({ db: database.db, playPolicy: rg.playPolicy })
    gameId = await gameIdOf(database.db, 'mines')
  })
  afterAll(() => database.close())
  afterEach(() => expectLedgerConsistent(database.db))

  const betOf = (userId: number, id: string, amount: number, roundId = `round-${id}`) => ({
    providerId: P,
    userId,
    transactionId: id,
    roundId,
    gameId,
    amount,
  })

  async function storedBets(userId: number): Promise<number> {
    const [row] = await queryRows(
      database.db,
      sql`select count(*)::int as count from game_provider_transactions where user_id = ${userId} and kind = 'bet'`,
    )
    return Number(row?.count ?? 0)
  }

  it('takes a stake: coins, stake counters, round and stored answer; wagering once projected', async () => {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 10_000)
    await requireWagering(database.db, userId, 5_000)
    const pools = async () => ({
      mega: await houseBalance(database.db, 'jackpot:mega', 'PHP'),
      major: await houseBalance(database.db, 'jackpot:major', 'PHP'),
      minor: await houseBalance(database.db, 'jackpot:minor', 'PHP'),
      mini: await houseBalance(database.db, 'jackpot:mini', 'PHP'),
      accrual: await houseBalance(database.db, 'jackpot_accrual', 'PHP'),
    })
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    const poolsBefore = await pools()
    const answer = await wallet.bet(betOf(userId, `take-${userId}`, 1_500))
    expect(answer).toMatchObject({ status: 'OK', balance: 8_500 })
    expect(answer.journalId).toEqual(expect.any(Number))
    expect((await playerBalances(database.db, userId)).coin).toBe(8_500)
    const played = await playCounters(database.db, userId, clock.now())
    for (const period of ['day', 'week', 'month'] as const) expect(played[period].stakes).toBe(1_500)
    // The bet leaves wagering to the turnover projector (decision 106).
    expect(await wageringLeft(database.db, userId)).toBe(5_000)
    await projectTurnoverFully(database.db)
    expect(await wageringLeft(database.db, userId)).toBe(3_500)
    const [round] = await queryRows(
      database.db,
      sql`select stake::int, balance_after::int from game_rounds where provider = ${P} and round_id = ${`round-take-${userId}`}`,
    )
    expect(round).toEqual({ stake: 1_500, balance_after: 8_500 })
    // The jackpot share waits in the accrual account: 20, 15, 10 and 5 basis points of 15.00 pesos,
    // each rounded down (3 + 2 + 1 + 0 centavos); no journal moved it on in the same statement.
    const expectedPools = { ...poolsBefore, accrual: (poolsBefore.accrual ?? 0) + 6 }
    expect(await pools()).toEqual(expectedPools)
    const [accrualJournals] = await queryRows(
      database.db,
      sql`select count(*)::int as count from ledger_journals where kind = 'jackpot_accrual'
            and idempotency_key like 'jackpot_accrual:journal:%'`,
    )
    expect(accrualJournals).toEqual({ count: 0 })
    // A replay answers the stored answer and moves nothing, jackpot share included.
    expect(await wallet.bet(betOf(userId, `take-${userId}`, 1_500))).toEqual(answer)
    expect((await playerBalances(database.db, userId)).coin).toBe(8_500)
    expect(await pools()).toEqual(expectedPools)
    // The sweep moves shares in steps that split exactly 20:15:10:5 (10 centavos); the rest waits.
    const accrued = expectedPools.accrual
    const moved = accrued - (accrued % 10)
    expect(await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)).toMatchObject({ moved })
    expect(await pools()).toEqual({
      mega: (poolsBefore.mega ?? 0) + (moved * 20) / 50,
      major: (poolsBefore.major ?? 0) + (moved * 15) / 50,
      minor: (poolsBefore.minor ?? 0) + (moved * 10) / 50,
      mini: (poolsBefore.mini ?? 0) + (moved * 5) / 50,
      accrual: accrued - moved,
    })
  })

  it('refuses what it must and keeps nothing of a refused bet', async () => {
    const userId = await insertPlayer(database.db)
    const other = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 1_000)
    await fundPlayer(database.db, other, 1_000)

    expect(await wallet.bet(betOf(userId, `poor-${userId}`, 5_000))).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 1_000,
      journalId: null,
    })
    await wallet.bet(betOf(other, `mine-${other}`, 100, `shared-round-${other}`))
    expect(await wallet.bet(betOf(userId, `theirs-${userId}`, 100, `shared-round-${other}`))).toMatchObject({
      status: 'INVALID_REQUEST',
      balance: 1_000,
    })
    expect(await storedBets(userId)).toBe(0)
    // A refused id keeps its refusal, also once the coins cover it (issue 38, decision 060); the same
    // id under a different request is a duplicate.
    await fundPlayer(database.db, userId, 10_000)
    expect(await wallet.bet(betOf(userId, `poor-${userId}`, 5_000))).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 11_000,
    })
    expect(await wallet.bet(betOf(userId, `poor-${userId}`, 300))).toMatchObject({
      status: 'DUPLICATE_TRANSACTION',
      balance: 11_000,
    })
    expect(await storedBets(userId)).toBe(0)
    expect(await wallet.bet(betOf(999_999, `ghost`, 100))).toMatchObject({
      status: 'UNKNOWN_PLAYER',
      balance: 0,
    })
  })

  it('sends a player with a limit in force, or on a break, through the policy', async () => {
    const limited = await insertPlayer(database.db)
    await fundPlayer(database.db, limited, 10_000)
    await rg.setLimit(limited, 'bet', 'day', 1_000)
    expect(await wallet.bet(betOf(limited, `l1-${limited}`, 800))).toMatchObject({ status: 'OK' })
    expect(await wallet.bet(betOf(limited, `l2-${limited}`, 800))).toMatchObject({
      status: 'PLAYER_BLOCKED',
      reason: 'BET_LIMIT_REACHED',
      balance: 9_200,
    })

    const resting = await insertPlayer(database.db)
    await fundPlayer(database.db, resting, 10_000)
    expect(await wallet.bet(betOf(resting, `r1-${resting}`, 100))).toMatchObject({ status: 'OK' })
    await rg.coolOff(resting, '24h')
    expect(await wallet.bet(betOf(resting, `r2-${resting}`, 100))).toMatchObject({
      status: 'PLAYER_BLOCKED',
      reason: 'COOLING_OFF',
      balance: 9_900,
    })
    expect(await storedBets(resting)).toBe(1)
  })

  it('answers each of many bets sent together, refusals apart, with one effect each', async () => {
    const rich = await insertPlayer(database.db)
    const poor = await insertPlayer(database.db)
    const limited = await insertPlayer(database.db)
    await fundPlayer(database.db, rich, 100_000)
    await fundPlayer(database.db, poor, 250)
    await fundPlayer(database.db, limited, 100_000)
    await rg.setLimit(limited, 'bet', 'day', 300)
    const calls = Array.from({ length: 30 }, (_, index) => {
      const userId = [rich, poor, limited][index % 3] ?? rich
      return betOf(userId, `mix-${userId}-${index}`, 100)
    })
    const answers = await Promise.all(calls.map((call) => wallet.bet(call)))
    const byUser = (userId: number) => answers.filter((_, index) => calls[index]?.userId === userId)
    expect(byUser(rich).every((answer) => answer.status === 'OK')).toBe(true)
    expect(byUser(poor).filter((answer) => answer.status === 'OK')).toHaveLength(2)
    expect(byUser(limited).filter((answer) => answer.status === 'OK')).toHaveLength(3)
    expect((await playerBalances(database.db, rich)).coin).toBe(100_000 - 1_000)
    expect((await playerBalances(database.db, poor)).coin).toBe(50)
    expect((await playerBalances(database.db, limited)).coin).toBe(100_000 - 300)
    expect(await storedBets(poor)).toBe(2)
    // Replaying all of them together changes nothing and answers the same.
    const replays = await Promise.all(calls.map((call) => wallet.bet(call)))
    replays.forEach((replay, index) => {
      if (answers[index]?.status === 'OK') expect(replay).toEqual(answers[index])
      else expect(replay.status).toBe(answers[index]?.status)
    })
    expect((await playerBalances(database.db, rich)).coin).toBe(100_000 - 1_000)
  })

  it.skipIf(!TEST_DATABASE_URL)(
    'lets exactly 50 of 100 parallel bets through coins that cover 50 (PostgreSQL)',
    async () => {
      const userIds = await Promise.all([insertPlayer(database.db), insertPlayer(database.db)])
      for (const userId of userIds) await fundPlayer(database.db, userId, 50 * 100)
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, index) => {
          const userId = userIds[index % 2] ?? 0
          return wallet.bet(betOf(userId, `par-${userId}-${index}`, 100, `par-round-${userId}-${index % 7}`))
        }),
      )
      expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(100)
      for (const answer of answers.filter((candidate) => candidate.status !== 'OK'))
        expect(answer.status).toBe('INSUFFICIENT_FUNDS')
      for (const userId of userIds) {
        expect((await playerBalances(database.db, userId)).coin).toBe(0)
        expect((await playCounters(database.db, userId, clock.now())).day.stakes).toBe(5_000)
      }
    },
  )

  it.skipIf(!TEST_DATABASE_URL)('gives 20 parallel replays of one bet one effect (PostgreSQL)', async () => {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, 10_000)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => wallet.bet(betOf(userId, `replay-${userId}`, 700))),
    )
    expect(new Set(answers.map((answer) => answer.journalId)).size).toBe(1)
    for (const answer of answers) expect(answer).toMatchObject({ status: 'OK', balance: 9_300 })
    expect((await playCounters(database.db, userId, clock.now())).day.stakes).toBe(700)
  })

  it.skipIf(!TEST_DATABASE_URL)('settles a bet racing its own rollback once (PostgreSQL)', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const userId = await insertPlayer(database.db)
      await fundPlayer(database.db, userId, 1_000)
      const [bet] = await Promise.all([
        wallet.bet(betOf(userId, `race-bet-${userId}`, 400)),
        wallet.rollback({
          providerId: P,
          userId,
          transactionId: `race-rb-${userId}`,
          roundId: `round-race-bet-${userId}`,
          gameId,
          referenceTransactionId: `race-bet-${userId}`,
        }),
      ])
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(bet.status)
      expect((await playerBalances(database.db, userId)).coin).toBe(1_000)
      expect((await playCounters(database.db, userId, clock.now())).day.stakes).toBe(0)
    }
  })
})
