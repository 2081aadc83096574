import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { endGameSessions, hashToken, openGameSession } from '../src/modules/games/game-sessions.service.ts'
import { houseBalance, playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import {
  DEFAULT_JACKPOT_SHARES,
  sweepJackpotAccrual,
} from '../src/modules/provider-wallet/jackpot-accrual.service.ts'
import {
  createProviderWallet,
  type ProviderWalletService,
} from '../src/modules/provider-wallet/provider-wallet.service.ts'
import { seedDatabase } from '../src/seed/seed.ts'
import { fakePlayPolicy, fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { insertPlayer } from './helpers/players.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts'

/** The seamless wallet called in process, as Panalo Originals call it (PGlite by default). */
describe('the seamless wallet', () => {
  let database: TestDatabase
  let wallet: ProviderWalletService
  let gameId: number
  const fake = fakePlayPolicy()
  const P = 'originals'
  let seq = 0
  const id = (prefix: string) => `${prefix}-${++seq}`

  beforeAll(async () => {
    database = await createTestDatabase()
    await seedDatabase(database.db)
    wallet = createProviderWallet({ db: database.db, playPolicy: fake.policy })
    gameId = await gameIdOf(database.db, 'mines')
  })
  afterAll(() => database.close())
  afterEach(async () => {
    fake.state.refuseBets = false
    await expectLedgerConsistent(database.db)
  })

  async function fundedPlayer(amount: number) {
    const userId = await insertPlayer(database.db)
    await fundPlayer(database.db, userId, amount)
    return userId
  }

  it('answers the balance, and UNKNOWN_PLAYER for nobody', async () => {
    const userId = await fundedPlayer(12_345)
    expect(await wallet.balance({ providerId: P, userId })).toEqual({
      status: 'OK',
      balance: 12_345,
      journalId: null,
    })
    expect(await wallet.balance({ providerId: P, userId: 999_999_999 })).toMatchObject({
      status: 'UNKNOWN_PLAYER',
      balance: 0,
    })
  })

  it('checks a bet’s session after the claim: live takes it, ended or foreign refuses it', async () => {
    const userId = await fundedPlayer(10_000)
    const token = await openGameSession(database.db, { userId, gameId, provider: P, mode: 'real' })
    const call = (transactionId: string, sessionTokenHash: string) =>
      wallet.bet({
        providerId: P,
        userId,
        transactionId,
        roundId: id('round'),
        gameId,
        amount: 1_000,
        sessionTokenHash,
      })
    const taken = id('tx')
    expect(await call(taken, hashToken(token))).toMatchObject({ status: 'OK', balance: 9_000 })
    expect(await endGameSessions(database.db, userId, gameId)).toBe(1)
    expect(await call(id('tx'), hashToken(token))).toMatchObject({ status: 'TOKEN_EXPIRED', balance: 9_000 })
    expect(await call(id('tx'), hashToken('never-issued'))).toMatchObject({
      status: 'INVALID_TOKEN',
      balance: 9_000,
    })
    const othersToken = await openGameSession(database.db, {
      userId: await fundedPlayer(10_000),
      gameId,
      provider: P,
      mode: 'real',
    })
    expect(await call(id('tx'), hashToken(othersToken))).toMatchObject({ status: 'INVALID_TOKEN' })
    expect((await playerBalances(database.db, userId)).coin).toBe(9_000)
  })

  it('takes a bet, pays the jackpot share, settles a win and records the round', async () => {
    const userId = await fundedPlayer(100_000)
    const roundId = id('round')
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    const jackpotBefore = (await houseBalance(database.db, 'jackpot:mega', 'PHP')) ?? 0
    // Less than a sweep's unit (10 centavos) may wait from earlier bets.
    const accrualBefore = (await houseBalance(database.db, 'jackpot_accrual', 'PHP')) ?? 0
    const stakesBefore = fake.state.stakes
    const bet = await wallet.bet({
      providerId: P,
      userId,
      transactionId: id('bet'),
      roundId,
      gameId,
      amount: 10_000,
    })
    expect(bet).toMatchObject({ status: 'OK', balance: 90_000 })
    expect(bet.journalId).toBeGreaterThan(0)
    expect(fake.state.stakes - stakesBefore).toBe(10_000)
    // 50 basis points of 100.00 pesos wait in the accrual account; the sweep moves the mega pool's
    // 20 of them on.
    expect(await houseBalance(database.db, 'jackpot_accrual', 'PHP')).toBe(accrualBefore + 50)
    expect(await houseBalance(database.db, 'jackpot:mega', 'PHP')).toBe(jackpotBefore)
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    expect(((await houseBalance(database.db, 'jackpot:mega', 'PHP')) ?? 0) - jackpotBefore).toBe(20)
    expect(await houseBalance(database.db, 'jackpot_accrual', 'PHP')).toBe(accrualBefore)
    const win = await wallet.win({
      providerId: P,
      userId,
      transactionId: id('win'),
      roundId,
      gameId,
      amount: 25_000,
      roundClosed: true,
    })
    expect(win).toMatchObject({ status: 'OK', balance: 115_000 })
    const [round] = await queryRows(
      database.db,
      sql`select stake, win, balance_before, balance_after, state from game_rounds where round_id = ${roundId}`,
    )
    expect(round).toMatchObject({
      stake: 10_000,
      win: 25_000,
      balance_before: 100_000,
      balance_after: 115_000,
      state: 'closed',
    })
  })

  it('replays a repeated id with the stored answer and refuses the same id with another amount', async () => {
    const userId = await fundedPlayer(10_000)
    const call = {
      providerId: P,
      userId,
      transactionId: id('bet'),
      roundId: id('round'),
      gameId,
      amount: 1_000,
    }
    const first = await wallet.bet(call)
    const again = await wallet.bet(call)
    expect(again).toEqual(first)
    expect((await playerBalances(database.db, userId)).coin).toBe(9_000)
    const other = await wallet.bet({ ...call, amount: 2_000 })
    expect(other).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: 9_000, journalId: null })
    expect((await playerBalances(database.db, userId)).coin).toBe(9_000)
  })

  it('answers INSUFFICIENT_FUNDS with the balance, and moves nothing', async () => {
    const userId = await fundedPlayer(500)
    const answer = await wallet.bet({
      providerId: P,
      userId,
      transactionId: id('bet'),
      roundId: id('round'),
      gameId,
      amount: 501,
    })
    expect(answer).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 500, journalId: null })
    expect(
      await queryRows(database.db, sql`select 1 from game_rounds where user_id = ${userId}`),
    ).toHaveLength(0)
  })

  it('refuses a bet the play policy refuses, and changes nothing', async () => {
    const userId = await fundedPlayer(5_000)
    fake.state.refuseBets = true
    const stakesBefore = fake.state.stakes
    const transactionId = id('bet')
    const answer = await wallet.bet({
      providerId: P,
      userId,
      transactionId,
      roundId: id('round'),
      gameId,
      amount: 100,
    })
    expect(answer).toMatchObject({
      status: 'PLAYER_BLOCKED',
      balance: 5_000,
      journalId: null,
      reason: 'FORBIDDEN',
    })
    expect(fake.state.stakes).toBe(stakesBefore)
    // Only the refusal is kept, under the id: it stays the id's answer once the policy allows bets
    // (issue 38, decision 060).
    expect(
      await queryRows(
        database.db,
        sql`select kind, journal_id from game_provider_transactions where transaction_id = ${transactionId}`,
      ),
    ).toEqual([{ kind: 'refused', journal_id: null }])
    fake.state.refuseBets = false
    expect(
      await wallet.bet({ providerId: P, userId, transactionId, roundId: id('round'), gameId, amount: 100 }),
    ).toMatchObject({ status: 'DUPLICATE_TRANSACTION' })
    expect((await playerBalances(database.db, userId)).coin).toBe(5_000)
  })

  it('refuses a win for an unknown round or another player’s round', async () => {
    const userId = await fundedPlayer(5_000)
    const other = await fundedPlayer(5_000)
    expect(
      await wallet.win({
        providerId: P,
        userId,
        transactionId: id('win'),
        roundId: id('round'),
        gameId,
        amount: 100,
      }),
    ).toMatchObject({ status: 'UNKNOWN_ROUND', balance: 5_000 })
    const roundId = id('round')
    await wallet.bet({ providerId: P, userId: other, transactionId: id('bet'), roundId, gameId, amount: 100 })
    expect(
      await wallet.win({ providerId: P, userId, transactionId: id('win'), roundId, gameId, amount: 100 }),
    ).toMatchObject({
      status: 'UNKNOWN_ROUND',
      balance: 5_000,
    })
  })

  it('rolls a bet back exactly, jackpot share included, once', async () => {
    const userId = await fundedPlayer(20_000)
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    const jackpotBefore = await houseBalance(database.db, 'jackpot:major', 'PHP')
    const accrualBefore = (await houseBalance(database.db, 'jackpot_accrual', 'PHP')) ?? 0
    const betId = id('bet')
    const roundId = id('round')
    await wallet.bet({ providerId: P, userId, transactionId: betId, roundId, gameId, amount: 10_000 })
    // The share reaches the pools before the rollback, which takes it back through the accrual account.
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    expect(await houseBalance(database.db, 'jackpot:major', 'PHP')).toBe((jackpotBefore ?? 0) + 15)
    const rollback = {
      providerId: P,
      userId,
      transactionId: id('rb'),
      roundId,
      gameId,
      referenceTransactionId: betId,
    }
    expect(await wallet.rollback(rollback)).toMatchObject({ status: 'OK', balance: 20_000 })
    expect(await wallet.rollback(rollback)).toMatchObject({ status: 'OK', balance: 20_000 })
    expect(await wallet.rollback({ ...rollback, transactionId: id('rb') })).toMatchObject({
      status: 'OK',
      balance: 20_000,
      journalId: null,
    })
    expect(await houseBalance(database.db, 'jackpot_accrual', 'PHP')).toBe(accrualBefore - 50)
    await sweepJackpotAccrual(database.db, DEFAULT_JACKPOT_SHARES)
    expect(await houseBalance(database.db, 'jackpot:major', 'PHP')).toBe(jackpotBefore)
    expect(await houseBalance(database.db, 'jackpot_accrual', 'PHP')).toBe(accrualBefore)
    expect(fake.state.rollbacks).toBeGreaterThanOrEqual(10_000)
    const [round] = await queryRows(
      database.db,
      sql`select stake from game_rounds where round_id = ${roundId}`,
    )
    expect(round).toMatchObject({ stake: 0 })
  })

  it('tombstones a rollback of an unknown bet, so the late bet is refused', async () => {
    const userId = await fundedPlayer(3_000)
    const betId = id('bet')
    const roundId = id('round')
    expect(
      await wallet.rollback({
        providerId: P,
        userId,
        transactionId: id('rb'),
        roundId,
        gameId,
        referenceTransactionId: betId,
      }),
    ).toMatchObject({ status: 'OK', balance: 3_000, journalId: null })
    expect(
      await wallet.bet({ providerId: P, userId, transactionId: betId, roundId, gameId, amount: 1_000 }),
    ).toMatchObject({
      status: 'TRANSACTION_ROLLED_BACK',
      balance: 3_000,
    })
    expect((await playerBalances(database.db, userId)).coin).toBe(3_000)
  })

  it('refuses a bet on another player’s round, and moves nothing', async () => {
    const owner = await fundedPlayer(3_000)
    const intruder = await fundedPlayer(3_000)
    const roundId = id('round')
    await wallet.bet({ providerId: P, userId: owner, transactionId: id('bet'), roundId, gameId, amount: 100 })
    expect(
      await wallet.bet({
        providerId: P,
        userId: intruder,
        transactionId: id('bet'),
        roundId,
        gameId,
        amount: 100,
      }),
    ).toMatchObject({ status: 'INVALID_REQUEST', balance: 3_000, journalId: null })
    expect((await playerBalances(database.db, intruder)).coin).toBe(3_000)
  })

  it('refuses malformed calls with INVALID_REQUEST', async () => {
    const userId = await fundedPlayer(3_000)
    for (const amount of [0, -5, 1.5]) {
      expect(
        await wallet.bet({
          providerId: P,
          userId,
          transactionId: id('bet'),
          roundId: id('r'),
          gameId,
          amount,
        }),
      ).toMatchObject({ status: 'INVALID_REQUEST', balance: 3_000 })
    }
    expect(
      await wallet.bet({ providerId: P, userId, transactionId: '', roundId: 'r', gameId, amount: 1 }),
    ).toMatchObject({
      status: 'INVALID_REQUEST',
    })
  })
})
