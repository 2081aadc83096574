import { ERRORS } from '@panalo/contract/errors'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Responsible gaming through the real games: the seamless wallet asks the play policy before each
 * stake, and the `online` heartbeat counts play time against the daily limit.
 */
describe('limits where the player plays', () => {
  let t: TestApp
  let gameId: number
  let seq = 0
  const id = (prefix: string) => `${prefix}-${++seq}`

  beforeAll(async () => {
    t = await createTestApp()
    gameId = await gameIdOf(t.database.db, 'mines')
  })
  afterAll(() => t.close())
  afterEach(() => expectLedgerConsistent(t.database.db))

  const stake = (userId: number, amount: number) =>
    t.services.providerWallet.bet({
      providerId: 'originals',
      userId,
      transactionId: id('bet'),
      roundId: id('round'),
      gameId,
      amount,
    })

  it('refuses a stake past the daily bet limit in the seamless wallet, and the page shows what was used', async () => {
    const session = await registerPlayer(t)
    const userId = session.user.id
    await fundPlayer(t.database.db, userId, 100_000)
    await t.call('selfLimitSet', { kind: 'bet', period: 'day', amount: 15_000 }, { token: session.token })
    expect(await stake(userId, 10_000)).toMatchObject({ status: 'OK', balance: 90_000 })
    expect(await stake(userId, 10_000)).toMatchObject({ status: 'PLAYER_BLOCKED', balance: 90_000 })
    expect((await playerBalances(t.database.db, userId)).coin).toBe(90_000)
    const info = await t.call('selfLimitInfo', {}, { token: session.token })
    const betDay = info.data.limits.find((limit) => limit.kind === 'bet' && limit.period === 'day')
    expect(betDay).toMatchObject({ amount: 15_000, used: 10_000 })
    const lossWeek = info.data.limits.find((limit) => limit.kind === 'loss' && limit.period === 'week')
    expect(lossWeek).toMatchObject({ amount: null, used: 10_000 })
  })

  it('counts heartbeats of an open game as play time and refuses a launch once the daily limit is used', async () => {
    const session = await registerPlayer(t)
    const token = session.token
    await t.call('selfLimitSet', { kind: 'time', period: 'day', amount: 15 }, { token })
    // No open game: the beat counts nothing.
    expect((await t.call('online', { gameId }, { token })).data.alive).toBe(false)
    expect((await t.call('selfLimitInfo', {}, { token })).data.playedSeconds).toBe(0)

    expect((await t.call('startGame', { gameId }, { token })).errcode).toBe(0)
    expect((await t.call('online', { gameId }, { token })).data.alive).toBe(true)
    expect((await t.call('selfLimitInfo', {}, { token })).data.playedSeconds).toBe(60)

    // Fourteen more minutes of play (written directly: the test does not wait them out).
    await t.database.db.execute(
      sql`update rg_players set play_seconds = 15 * 60 where user_id = ${session.user.id}`,
    )
    const refused = await t.call('startGame', { gameId }, { token })
    expect(refused.errcode).toBe(ERRORS.PLAY_TIME_LIMIT_REACHED.code)
    const info = await t.call('selfLimitInfo', {}, { token })
    expect(info.data.limits.find((limit) => limit.kind === 'time')).toMatchObject({ amount: 15, used: 15 })
  })
})
