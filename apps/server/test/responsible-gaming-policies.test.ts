import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction } from '../src/db/transaction.ts'
import { createSessionService } from '../src/modules/accounts/sessions.service.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { createResponsibleGaming } from '../src/modules/responsible-gaming/responsible-gaming.service.ts'
import { periodStart, windowEnd } from '../src/modules/responsible-gaming/rg-windows.ts'
import { lockPlayer, playCounters, saveLimit } from '../src/modules/responsible-gaming/rg.queries.ts'
import { wageringLeft } from '../src/modules/wallet/wagering.service.ts'
import { AppError } from '../src/platform/app-error.ts'
import { bet, deposit, openTestHouseAccounts, queryRows, settle } from './helpers/ledger.ts'
import { DAY, HOUR, testClock } from './helpers/rg.ts'
import { insertPlayer } from './helpers/players.ts'
import { requireWagering } from './helpers/wallet.ts'
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './helpers/test-database.ts'

describe('Manila calendar windows', () => {
  it('starts the day at Manila midnight, the week on Monday and the month on the 1st', () => {
    // 2026-11-22 is a Sunday; 16:30 UTC is 00:30 on Monday 23 November in Manila.
    const mondayEarly = new Date('2026-11-22T16:30:00Z')
    expect(periodStart('day', mondayEarly)).toBe('2026-11-23')
    expect(periodStart('week', mondayEarly)).toBe('2026-11-23')
    expect(periodStart('month', mondayEarly)).toBe('2026-11-01')
    const sundayLate = new Date('2026-11-22T15:30:00Z')
    expect(periodStart('day', sundayLate)).toBe('2026-11-22')
    expect(periodStart('week', sundayLate)).toBe('2026-11-16')
    expect(windowEnd('day', sundayLate).toISOString()).toBe('2026-11-22T16:00:00.000Z')
    expect(windowEnd('month', sundayLate).toISOString()).toBe('2026-11-30T16:00:00.000Z')
  })
})

describe('the play and deposit policies', () => {
  let database: TestDatabase
  const clock = testClock()
  let rg: ReturnType<typeof createResponsibleGaming>

  beforeAll(async () => {
    database = await createTestDatabase()
    await openTestHouseAccounts(database.db)
    const sessions = createSessionService(database.db, { idleMs: DAY, maxMs: 30 * DAY })
    rg = createResponsibleGaming({ db: database.db, sessions, now: clock.now })
  })
  afterAll(() => database.close())

  async function errorOf(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    )
    if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
    return error
  }

  /** A stake the way a game places one: check, debit, count, all in one transaction. */
  function stake(userId: number, amount: number, key: string) {
    return inTransaction(database.db, async (tx) => {
      await rg.playPolicy.assertMayBet(tx, userId, amount)
      await bet(tx, userId, amount, key)
      await rg.playPolicy.recordStake(tx, userId, amount)
    })
  }

  function winOf(userId: number, amount: number) {
    return inTransaction(database.db, (tx) => rg.playPolicy.recordWin(tx, userId, amount))
  }

  it('refuses a stake over the daily bet limit, and the refused stake changes nothing', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 100_000, `bet-limit:${user}:deposit`)
    await rg.setLimit(user, 'bet', 'day', 3_000)
    await stake(user, 2_000, `bet-limit:${user}:1`)
    const refused = await errorOf(stake(user, 1_500, `bet-limit:${user}:2`))
    expect(refused.errorName).toBe('BET_LIMIT_REACHED')
    expect(refused.data).toMatchObject({ period: 'day', limit: 3_000, remaining: 1_000 })
    expect((await playerBalances(database.db, user)).coin).toBe(98_000)
    expect((await playCounters(database.db, user, clock.now())).day).toEqual({ stakes: 2_000, wins: 0 })
    await stake(user, 1_000, `bet-limit:${user}:3`)
    expect((await playCounters(database.db, user, clock.now())).day.stakes).toBe(3_000)
  })

  it('counts the loss limit as stakes minus wins', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 100_000, `loss:${user}:deposit`)
    await rg.setLimit(user, 'loss', 'week', 5_000)
    await stake(user, 4_000, `loss:${user}:1`)
    expect((await errorOf(stake(user, 2_000, `loss:${user}:2`))).errorName).toBe('LOSS_LIMIT_REACHED')
    await winOf(user, 3_000)
    // Net loss is now 1,000: a 2,000 stake fits again.
    await stake(user, 2_000, `loss:${user}:3`)
    expect((await playCounters(database.db, user, clock.now())).week).toEqual({ stakes: 6_000, wins: 3_000 })
  })

  it('sums a week and a month from their days, across a month boundary', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 100_000, `days:${user}:deposit`)
    // Monday 2026-11-30 and Tuesday 2026-12-01 (Manila) are one week in two months.
    clock.set('2026-11-30T04:00:00Z')
    await stake(user, 1_000, `days:${user}:1`)
    await winOf(user, 300)
    clock.set('2026-12-01T04:00:00Z')
    await stake(user, 2_000, `days:${user}:2`)
    const played = await playCounters(database.db, user, clock.now())
    expect(played).toEqual({
      day: { stakes: 2_000, wins: 0 },
      week: { stakes: 3_000, wins: 300 },
      month: { stakes: 2_000, wins: 0 },
    })
    // The next Monday starts a new week; December goes on.
    clock.set('2026-12-07T04:00:00Z')
    await stake(user, 500, `days:${user}:3`)
    expect(await playCounters(database.db, user, clock.now())).toEqual({
      day: { stakes: 500, wins: 0 },
      week: { stakes: 500, wins: 0 },
      month: { stakes: 2_500, wins: 0 },
    })
    const rows = await queryRows(
      database.db,
      sql`select count(*)::int as n from rg_play_counters where user_id = ${user}`,
    )
    expect(rows).toEqual([{ n: 3 }])
    clock.set('2026-11-18T04:00:00Z')
  })

  it('applies the lowest limit that covers the window', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 100_000, `lowest:${user}:deposit`)
    await rg.setLimit(user, 'bet', 'day', 10_000)
    await rg.setLimit(user, 'bet', 'week', 2_500)
    await stake(user, 2_000, `lowest:${user}:1`)
    const refused = await errorOf(stake(user, 1_000, `lowest:${user}:2`))
    expect(refused.data).toMatchObject({ period: 'week', limit: 2_500 })
  })

  it('starts a new day window at Manila midnight', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 100_000, `midnight:${user}:deposit`)
    clock.set('2026-11-18T15:00:00Z') // 23:00 in Manila
    await rg.setLimit(user, 'bet', 'day', 1_000)
    await stake(user, 1_000, `midnight:${user}:1`)
    expect((await errorOf(stake(user, 100, `midnight:${user}:2`))).errorName).toBe('BET_LIMIT_REACHED')
    clock.advance(HOUR) // 00:00 in Manila
    await stake(user, 1_000, `midnight:${user}:3`)
    clock.set('2026-11-18T04:00:00Z')
  })

  it('counts a settled stake for the limits and takes a rolled-back one back, and leaves wagering alone', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 100_000, `turnover:${user}:deposit`)
    await requireWagering(database.db, user, 10_000)
    await stake(user, 4_000, `turnover:${user}:1`)
    expect((await playCounters(database.db, user, clock.now())).day.stakes).toBe(4_000)
    // Wagering is the turnover projector's, never the bet's (decision 106).
    expect(await wageringLeft(database.db, user)).toBe(10_000)
    await inTransaction(database.db, (tx) => rg.playPolicy.recordRollback(tx, user, 4_000))
    expect(await wageringLeft(database.db, user)).toBe(10_000)
    expect((await playCounters(database.db, user, clock.now())).day.stakes).toBe(0)
  })

  it('counts nothing when the stake’s transaction rolls back', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 10_000, `abort:${user}:deposit`)
    const failed = inTransaction(database.db, async (tx) => {
      await rg.playPolicy.assertMayBet(tx, user, 50_000)
      await rg.playPolicy.recordStake(tx, user, 50_000)
      await bet(tx, user, 50_000, `abort:${user}:1`) // more than the balance: the ledger refuses
    })
    await expect(failed).rejects.toThrow()
    expect((await playCounters(database.db, user, clock.now())).day.stakes).toBe(0)
  })

  it('refuses play, bets and deposits during a cool-off, and lets them through after it', async () => {
    const user = await insertPlayer(database.db)
    await rg.coolOff(user, '24h')
    expect((await errorOf(rg.playPolicy.assertMayPlay(database.db, user))).errorName).toBe('COOLING_OFF')
    const betRefused = await errorOf(stake(user, 100, `cool:${user}:1`))
    expect(betRefused.errorName).toBe('COOLING_OFF')
    const depositRefused = await errorOf(
      inTransaction(database.db, (tx) =>
        rg.depositPolicy.reserveDeposit(tx, { userId: user, amount: 10_000, reference: `cool:${user}:d1` }),
      ),
    )
    expect(depositRefused.errorName).toBe('COOLING_OFF')
    expect(depositRefused.data).toMatchObject({ until: new Date(clock.now().getTime() + DAY).toISOString() })
    expect((await errorOf(rg.assertMayLogIn(database.db, user))).errorName).toBe('COOLING_OFF')
    clock.advance(DAY)
    await rg.playPolicy.assertMayPlay(database.db, user)
    await rg.assertMayLogIn(database.db, user)
    clock.set('2026-11-18T04:00:00Z')
  })

  it('refuses play once the daily play-time limit is used, counting heartbeats at most a minute each', async () => {
    const user = await insertPlayer(database.db)
    await rg.setLimit(user, 'time', 'day', 15)
    let status = await rg.recordPlayTime(database.db, user)
    expect(status).toEqual({ playedSeconds: 60, limitMinutes: 15 })
    // A second tab beating 10 s later adds only those 10 s.
    clock.advance(10_000)
    status = await rg.recordPlayTime(database.db, user)
    expect(status.playedSeconds).toBe(70)
    // A long pause counts one beat, not the pause.
    clock.advance(2 * HOUR)
    status = await rg.recordPlayTime(database.db, user)
    expect(status.playedSeconds).toBe(130)
    for (let beat = 0; beat < 13; beat++) {
      clock.advance(60_000)
      await rg.recordPlayTime(database.db, user)
    }
    expect((await errorOf(rg.playPolicy.assertMayPlay(database.db, user))).errorName).toBe(
      'PLAY_TIME_LIMIT_REACHED',
    )
    expect((await errorOf(stake(user, 100, `time:${user}:1`))).errorName).toBe('PLAY_TIME_LIMIT_REACHED')
    clock.set('2026-11-18T04:00:00Z')
  })

  it('reserves deposits against the limits, frees released ones and ignores a repeated reference', async () => {
    const user = await insertPlayer(database.db)
    const reserve = (amount: number, reference: string) =>
      inTransaction(database.db, (tx) =>
        rg.depositPolicy.reserveDeposit(tx, { userId: user, amount, reference }),
      )
    await reserve(20_000, `dep:${user}:before-limit`)
    await rg.setLimit(user, 'deposit', 'day', 50_000)
    await reserve(30_000, `dep:${user}:1`)
    await reserve(30_000, `dep:${user}:1`) // the same deposit again: already counted
    const refused = await errorOf(reserve(10_000, `dep:${user}:2`))
    expect(refused.errorName).toBe('DEPOSIT_LIMIT_REACHED')
    expect(refused.data).toMatchObject({ period: 'day', limit: 50_000, remaining: 0 })
    await inTransaction(database.db, (tx) => rg.depositPolicy.releaseDeposit(tx, `dep:${user}:1`))
    await inTransaction(database.db, (tx) => rg.depositPolicy.releaseDeposit(tx, 'no-such-deposit'))
    await reserve(10_000, `dep:${user}:3`)
    // The next Manila day has room again.
    clock.advance(DAY)
    await reserve(50_000, `dep:${user}:4`)
    clock.set('2026-11-18T04:00:00Z')
  })
})

/**
 * The deposit limit holds under concurrency (needs real connections: PostgreSQL only).
 */
describe.skipIf(!TEST_DATABASE_URL)('the policies under concurrency (PostgreSQL only)', () => {
  let database: TestDatabase
  let rg: ReturnType<typeof createResponsibleGaming>

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 24 })
    await openTestHouseAccounts(database.db)
    const sessions = createSessionService(database.db, { idleMs: DAY, maxMs: 30 * DAY })
    rg = createResponsibleGaming({ db: database.db, sessions })
  })
  afterAll(() => database.close())

  it('lets exactly 5 of 20 concurrent deposit reservations through a limit that fits 5', async () => {
    const user = await insertPlayer(database.db)
    await rg.setLimit(user, 'deposit', 'day', 5 * 10_000)
    const { ok, failed } = await settle(
      Array.from({ length: 20 }, (_, index) =>
        inTransaction(database.db, (tx) =>
          rg.depositPolicy.reserveDeposit(tx, {
            userId: user,
            amount: 10_000,
            reference: `race:${user}:${index}`,
          }),
        ),
      ),
    )
    expect(ok).toHaveLength(5)
    expect(failed).toHaveLength(15)
    for (const error of failed) expect((error as AppError).errorName).toBe('DEPOSIT_LIMIT_REACHED')
    const [row] = await queryRows(
      database.db,
      sql`select count(*)::int as n, sum(amount)::bigint as total from rg_deposit_reservations where user_id = ${user}`,
    )
    expect(row?.n).toBe(5)
    expect(Number(row?.total)).toBe(50_000)
  })

  it('lets exactly 5 of 20 concurrent stakes through a bet limit that fits 5', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 1_000_000, `race-bet:${user}:deposit`)
    await rg.setLimit(user, 'bet', 'day', 5 * 1_000)
    const { ok, failed } = await settle(
      Array.from({ length: 20 }, (_, index) =>
        inTransaction(database.db, async (tx) => {
          await rg.playPolicy.assertMayBet(tx, user, 1_000)
          await bet(tx, user, 1_000, `race-bet:${user}:${index}`)
          await rg.playPolicy.recordStake(tx, user, 1_000)
        }),
      ),
    )
    expect(ok).toHaveLength(5)
    expect(failed).toHaveLength(15)
    expect((await playerBalances(database.db, user)).coin).toBe(1_000_000 - 5_000)
    expect((await playCounters(database.db, user, new Date())).day.stakes).toBe(5_000)
  })

  it('makes a stake wait for the player’s lock, then see the limit the lock holder saved', async () => {
    const user = await insertPlayer(database.db)
    await deposit(database.db, user, 100_000, `held:${user}:deposit`)
    const stake = (amount: number, key: string) =>
      inTransaction(database.db, async (tx) => {
        await rg.playPolicy.assertMayBet(tx, user, amount)
        await bet(tx, user, amount, key)
        await rg.playPolicy.recordStake(tx, user, amount)
      })
    // The player's row exists now, so the next stake takes the one-statement path if the lock is free.
    await stake(1_000, `held:${user}:1`)
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let saved = () => {}
    const limitSaved = new Promise<void>((resolve) => (saved = resolve))
    const holder = inTransaction(database.db, async (tx) => {
      await lockPlayer(tx, user)
      await saveLimit(tx, {
        userId: user,
        kind: 'bet',
        period: 'day',
        amount: 1_500,
        pendingAmount: null,
        pendingAt: null,
      })
      saved()
      await released
    })
    await limitSaved
    const waiting = settle([stake(1_000, `held:${user}:2`)])
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    await holder
    const { ok, failed } = await waiting
    expect(ok).toHaveLength(0)
    expect((failed[0] as AppError).errorName).toBe('BET_LIMIT_REACHED')
    expect((await playerBalances(database.db, user)).coin).toBe(99_000)
    expect((await playCounters(database.db, user, new Date())).day.stakes).toBe(1_000)
  })
})
