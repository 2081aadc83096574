import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { openGameSession } from '../src/modules/games/game-sessions.service.ts'
import { playerBalances } from '../src/modules/ledger/ledger-balances.service.ts'
import { HUBPLAY_TEST_SECRET, ScriptedGameProvider } from './fakes/scripted-game-provider.ts'
import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent, queryRows } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * Reliability check C4: a scripted outside provider (hubplay, Hub88-shaped) calls /provider/hubplay/…
 * over HTTP with duplicated, reordered, delayed and late calls and forged signatures. Every case has
 * its expected answer; the ledger checker runs after each.
 */
describe('provider wallet calls (C4)', () => {
  const provider = new ScriptedGameProvider()
  let t: TestApp
  const GAME = 'sarimanok-riches'
  const GAME_CODE = `hp-${GAME}`
  let gameId: number
  let seq = 0
  const next = (prefix: string) => `${prefix}-${++seq}`

  beforeAll(async () => {
    await provider.start()
    t = await createTestApp({ env: { HUBPLAY_API_URL: provider.url, HUBPLAY_SECRET: HUBPLAY_TEST_SECRET } })
    provider.connect(async (path, body, headers) => {
      const response = await t.app.inject({ method: 'POST', url: path, headers, payload: body })
      return { status: response.statusCode, json: response.json() as unknown }
    })
    gameId = await gameIdOf(t.database.db, GAME)
  })
  afterAll(async () => {
    await t.close()
    await provider.stop()
  })
  afterEach(() => expectLedgerConsistent(t.database.db))

  /** A funded player who launched the game: their id (as the provider says it) and session token. */
  async function launchedPlayer(coins = 10_000) {
    const session = await registerPlayer(t)
    await fundPlayer(t.database.db, session.user.id, coins)
    const launch = await t.call('startGame', { gameId }, { token: session.token })
    expect(launch.errcode).toBe(0)
    expect(launch.data.url.startsWith(`${provider.url}/play/${GAME_CODE}`)).toBe(true)
    return { user: String(session.user.id), userId: session.user.id, token: provider.lastToken(), session }
  }
  const coins = async (userId: number) => (await playerBalances(t.database.db, userId)).coin

  it('answers balance, bet and win with the balance after each', async () => {
    const { user, userId, token } = await launchedPlayer()
    expect(await provider.call('balance', { user, token, game_code: GAME_CODE })).toMatchObject({
      httpStatus: 200,
      status: 'RS_OK',
      balance: 10_000,
      user,
      currency: 'PHP',
    })
    const round = next('round')
    const bet = await provider.call('bet', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round,
      amount: 2_000,
    })
    expect(bet).toMatchObject({ httpStatus: 200, status: 'RS_OK', balance: 8_000 })
    const win = await provider.call('win', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round,
      amount: 5_000,
      round_closed: true,
    })
    expect(win).toMatchObject({ status: 'RS_OK', balance: 13_000 })
    expect(await coins(userId)).toBe(13_000)
  })

  it('gives duplicated calls one effect and the stored answer, even delayed', async () => {
    const { user, userId, token } = await launchedPlayer()
    const fields = {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: next('round'),
      amount: 1_500,
    }
    const [first, second] = await Promise.all([provider.call('bet', fields), provider.call('bet', fields)])
    expect(first).toMatchObject({ status: 'RS_OK', balance: 8_500 })
    expect(second).toMatchObject({ status: 'RS_OK', balance: 8_500 })
    // The same bet again, late (after a win moved the balance): still the stored answer.
    await provider.call('win', {
      user,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: fields.round,
      amount: 500,
    })
    const late = await provider.call('bet', fields, { delayMs: 50 })
    expect(late).toMatchObject({ status: 'RS_OK', balance: 8_500 })
    expect(await coins(userId)).toBe(9_000)
  })

  it('refuses the same transaction id with another amount, answering the balance', async () => {
    const { user, userId, token } = await launchedPlayer()
    const fields = {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: next('round'),
      amount: 1_000,
    }
    await provider.call('bet', fields)
    expect(await provider.call('bet', { ...fields, amount: 1_001 })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 9_000,
    })
    expect(await coins(userId)).toBe(9_000)
  })

  it('refuses a win that comes before its bet for good: its id stays refused, a new id pays it (issue 38)', async () => {
    const { user, userId, token } = await launchedPlayer()
    const round = next('round')
    const win = { user, game_code: GAME_CODE, transaction_uuid: next('tx'), round, amount: 700 }
    expect(await provider.call('win', win)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 10_000,
    })
    await provider.call('bet', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round,
      amount: 300,
    })
    expect(await provider.call('win', win)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 9_700,
    })
    expect(await provider.call('win', { ...win, amount: 800 })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    })
    expect(await provider.call('win', { ...win, transaction_uuid: next('tx') })).toMatchObject({
      status: 'RS_OK',
      balance: 10_400,
    })
    expect(await coins(userId)).toBe(10_400)
  })

  it('answers a refused bet’s id with its refusal for ever, also after a top-up (issue 38, defect 1)', async () => {
    const { user, userId, token } = await launchedPlayer(900)
    const bet = {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: next('round'),
      amount: 1_000,
    }
    expect(await provider.call('bet', bet)).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 900,
    })
    await fundPlayer(t.database.db, userId, 5_000)
    expect(await provider.call('bet', bet)).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 5_900,
    })
    expect(await provider.call('bet', { ...bet, amount: 500 })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 5_900,
    })
    // Nothing moved for it, so its rollback moves nothing, and no win can pay its round.
    expect(
      await provider.call('rollback', {
        user,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round: bet.round,
        reference_transaction_uuid: bet.transaction_uuid,
      }),
    ).toMatchObject({ status: 'RS_OK', balance: 5_900 })
    expect(
      await provider.call('win', {
        user,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round: bet.round,
        amount: 2_000,
      }),
    ).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 5_900 })
    expect(await coins(userId)).toBe(5_900)
  })

  it('keeps a refused rollback refused once its round is open again, and the first outcome of ids sent at once', async () => {
    const { user, userId, token } = await launchedPlayer()
    const round = next('round')
    const betId = next('tx')
    await provider.call('bet', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: betId,
      round,
      amount: 1_000,
    })
    await provider.call('win', {
      user,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round,
      amount: 0,
      round_closed: true,
    })
    const rollback = {
      user,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round,
      reference_transaction_uuid: betId,
    }
    expect(await provider.call('rollback', rollback)).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
      balance: 9_000,
    })
    await t.database.db.execute(sql`update game_rounds set state = 'open' where round_id = ${round}`)
    expect(await provider.call('rollback', rollback)).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
      balance: 9_000,
    })
    expect(await coins(userId)).toBe(9_000)

    // The same bet id sent ten times at once while a top-up lands: every answer is the first's.
    const poor = await launchedPlayer(500)
    const racing = {
      user: poor.user,
      token: poor.token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: next('round'),
      amount: 1_000,
    }
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => provider.call('bet', racing)),
      fundPlayer(t.database.db, poor.userId, 1_000).then(() => null),
      ...Array.from({ length: 5 }, () => provider.call('bet', racing)),
    ])
    const statuses = answers.flatMap((answer) => (answer ? [(answer as { status: string }).status] : []))
    const later = await provider.call('bet', racing)
    const final = (later as { status: string }).status
    expect(statuses.every((status) => status === final || status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toBe(true)
    expect(await coins(poor.userId)).toBe(final === 'RS_OK' ? 500 : 1_500)
    expect(await provider.call('bet', racing)).toMatchObject({ status: final })
  })

  it('tombstones a rollback that comes before its bet, and refuses the late bet', async () => {
    const { user, userId, token } = await launchedPlayer()
    const round = next('round')
    const betId = next('tx')
    expect(
      await provider.call('rollback', {
        user,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round,
        reference_transaction_uuid: betId,
      }),
    ).toMatchObject({ status: 'RS_OK', balance: 10_000 })
    expect(
      await provider.call(
        'bet',
        { user, token, game_code: GAME_CODE, transaction_uuid: betId, round, amount: 1_000 },
        { delayMs: 30 },
      ),
    ).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: 10_000 })
    expect(await coins(userId)).toBe(10_000)
  })

  it('rolls back an open bet once, and refuses to roll back a settled one', async () => {
    const { user, userId, token } = await launchedPlayer()
    const open = { round: next('round'), bet: next('tx') }
    await provider.call('bet', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: open.bet,
      round: open.round,
      amount: 2_500,
    })
    const rollback = {
      user,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: open.round,
      reference_transaction_uuid: open.bet,
    }
    expect(await provider.call('rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 10_000 })
    expect(await provider.call('rollback', rollback)).toMatchObject({ status: 'RS_OK', balance: 10_000 })

    const settled = { round: next('round'), bet: next('tx') }
    await provider.call('bet', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: settled.bet,
      round: settled.round,
      amount: 1_000,
    })
    await provider.call('win', {
      user,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: settled.round,
      amount: 0,
      round_closed: true,
    })
    expect(
      await provider.call('rollback', {
        user,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round: settled.round,
        reference_transaction_uuid: settled.bet,
      }),
    ).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX', balance: 9_000 })
    expect(await coins(userId)).toBe(9_000)
  })

  it('accepts wins and rollbacks after the session has ended, but no more bets', async () => {
    const { user, userId, token, session } = await launchedPlayer()
    const won = { round: next('round'), bet: next('tx') }
    const undone = { round: next('round'), bet: next('tx') }
    await provider.call('bet', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: won.bet,
      round: won.round,
      amount: 1_000,
    })
    await provider.call('bet', {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: undone.bet,
      round: undone.round,
      amount: 2_000,
    })
    expect((await t.call('exitGame', { gameId }, { token: session.token })).data).toEqual({ ended: 1 })

    expect(
      await provider.call('bet', {
        user,
        token,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round: next('round'),
        amount: 100,
      }),
    ).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 7_000 })
    expect(
      await provider.call('win', {
        user,
        token,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round: won.round,
        amount: 4_000,
        round_closed: true,
      }),
    ).toMatchObject({ status: 'RS_OK', balance: 11_000 })
    expect(
      await provider.call('rollback', {
        user,
        token,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round: undone.round,
        reference_transaction_uuid: undone.bet,
      }),
    ).toMatchObject({ status: 'RS_OK', balance: 13_000 })
    expect(await coins(userId)).toBe(13_000)
  })

  it('checks the session in the bet itself: a retried bet keeps its answer after the session ended', async () => {
    const { user, userId, token, session } = await launchedPlayer()
    const taken = {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: next('round'),
      amount: 1_000,
    }
    expect(await provider.call('bet', taken)).toMatchObject({ status: 'RS_OK', balance: 9_000 })
    expect((await t.call('exitGame', { gameId }, { token: session.token })).data).toEqual({ ended: 1 })
    // The provider retries the bet it did not hear back about: the stored answer, not a refusal.
    expect(await provider.call('bet', taken)).toMatchObject({ status: 'RS_OK', balance: 9_000 })

    const fresh = () => ({ user, game_code: GAME_CODE, transaction_uuid: next('tx'), round: next('round') })
    const oneStatement = { ...fresh(), token, amount: 100 }
    expect(await provider.call('bet', oneStatement)).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
      balance: 9_000,
    })
    // With a limit in force too: the session is checked before the play policy.
    expect(
      (
        await t.call(
          'selfLimitSet',
          { kind: 'bet', period: 'day', amount: 500_000 },
          { token: session.token },
        )
      ).errcode,
    ).toBe(0)
    expect(await provider.call('bet', { ...fresh(), token, amount: 100 })).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
      balance: 9_000,
    })
    const other = await launchedPlayer()
    for (const wrongToken of [other.token, 'not-a-token-we-issued']) {
      expect(await provider.call('bet', { ...fresh(), token: wrongToken, amount: 100 })).toMatchObject({
        status: 'RS_ERROR_INVALID_TOKEN',
        balance: 9_000,
      })
    }
    expect(await coins(userId)).toBe(9_000)
    const stored = await queryRows(
      t.database.db,
      sql`select transaction_id from game_provider_transactions where user_id = ${userId} and kind = 'bet'`,
    )
    expect(stored).toEqual([{ transaction_id: taken.transaction_uuid }])
  })

  it('refuses a bet under the player’s demo session or their session of another game', async () => {
    const { user, userId } = await launchedPlayer()
    const [otherGame] = await queryRows(
      t.database.db,
      sql`select g.id from games g join game_platforms p on p.id = g.platform_id
           where p.code = 'hubplay' and g.id <> ${gameId} order by g.id limit 1`,
    )
    const wrongSessions = [
      { userId, gameId, provider: 'hubplay', mode: 'demo' as const },
      { userId, gameId: Number(otherGame?.id), provider: 'hubplay', mode: 'real' as const },
    ]
    for (const wrong of wrongSessions) {
      const token = await openGameSession(t.database.db, wrong)
      const fields = { user, token, game_code: GAME_CODE, transaction_uuid: next('tx'), round: next('round') }
      expect(await provider.call('bet', { ...fields, amount: 100 })).toMatchObject({
        status: 'RS_ERROR_INVALID_TOKEN',
        balance: 10_000,
      })
    }
    expect(await coins(userId)).toBe(10_000)
  })

  it('answers insufficient funds with the current balance', async () => {
    const { user, userId, token } = await launchedPlayer(900)
    expect(
      await provider.call('bet', {
        user,
        token,
        game_code: GAME_CODE,
        transaction_uuid: next('tx'),
        round: next('round'),
        amount: 901,
      }),
    ).toMatchObject({ httpStatus: 200, status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 900 })
    expect(await coins(userId)).toBe(900)
  })

  it('refuses forged signatures with 401 and no balance, and moves nothing', async () => {
    const { user, userId, token } = await launchedPlayer()
    const fields = {
      user,
      token,
      game_code: GAME_CODE,
      transaction_uuid: next('tx'),
      round: next('round'),
      amount: 1_000,
    }
    for (const forge of ['wrong-secret', 'missing', 'tampered'] as const) {
      expect(await provider.call('bet', fields, { forge })).toMatchObject({
        httpStatus: 401,
        status: 'RS_ERROR_INVALID_SIGNATURE',
        balance: 0,
      })
      expect(await provider.call('win', { ...fields, amount: 99_999 }, { forge })).toMatchObject({
        httpStatus: 401,
      })
    }
    expect(await coins(userId)).toBe(10_000)
    const stored = await queryRows(
      t.database.db,
      sql`select 1 from game_provider_transactions where transaction_id = ${fields.transaction_uuid}`,
    )
    expect(stored).toHaveLength(0)
  })

  it('refuses a bet under another player’s token, an unknown game, a wrong currency and bad syntax', async () => {
    const first = await launchedPlayer()
    const second = await launchedPlayer()
    const fields = { game_code: GAME_CODE, transaction_uuid: next('tx'), round: next('round'), amount: 100 }
    expect(await provider.call('bet', { ...fields, user: second.user, token: first.token })).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
      balance: 10_000,
    })
    expect(
      await provider.call('bet', {
        ...fields,
        user: first.user,
        token: first.token,
        game_code: 'hp-no-such-game',
      }),
    ).toMatchObject({ status: 'RS_ERROR_INVALID_GAME', balance: 10_000 })
    expect(
      await provider.call('bet', { ...fields, user: first.user, token: first.token, currency: 'USD' }),
    ).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
      balance: 10_000,
    })
    expect(
      await provider.call('bet', { ...fields, user: first.user, token: first.token, amount: -5 }),
    ).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
      balance: 10_000,
    })
    expect(
      await provider.call('bet', { ...fields, user: first.user, token: first.token, round: undefined }),
    ).toMatchObject({
      status: 'RS_ERROR_WRONG_SYNTAX',
    })
    expect(await provider.call('balance', { user: '999999999' })).toMatchObject({
      status: 'RS_ERROR_UNKNOWN_USER',
      balance: 0,
    })
    expect(await coins(first.userId)).toBe(10_000)
    expect(await coins(second.userId)).toBe(10_000)
  })

  it('answers 404 for a provider that has no wallet calls', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/provider/originals/bet',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ status: 'RS_ERROR_INVALID_PARTNER', balance: 0 })
  })
})
