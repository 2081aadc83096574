import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { gameSessions } from '../src/db/schema/game-rounds.ts'
import { resolveGameSession } from '../src/modules/games/game-sessions.service.ts'
import { createPlayService } from '../src/modules/games/play.service.ts'
import { createOriginalsAdapter } from '../src/modules/games/providers/originals.adapter.ts'
import { fakePlayPolicy, fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/** startGame, exitGame, online, betRecord and betRecordReport over HTTP (hubplay not configured here). */
describe('launching games and the bet records', () => {
  let t: TestApp
  let mines: number
  let colorGame: number
  let hubplaySlot: number
  let liveTable: number

  beforeAll(async () => {
    t = await createTestApp()
    mines = await gameIdOf(t.database.db, 'mines')
    colorGame = await gameIdOf(t.database.db, 'color-game')
    hubplaySlot = await gameIdOf(t.database.db, 'sarimanok-riches')
    liveTable = await gameIdOf(t.database.db, 'live-baccarat-manila')
  })
  afterAll(() => t.close())

  describe('startGame', () => {
    it('launches an Original for real with a session the Originals page can resolve', async () => {
      const player = await registerPlayer(t)
      await fundPlayer(t.database.db, player.user.id, 5_000)
      const answer = await t.call('startGame', { gameId: mines }, { token: player.token })
      expect(answer.errcode).toBe(0)
      expect(answer.data).toMatchObject({ mode: 'real', gameId: mines, coin: 5_000 })
      expect(answer.data.minBet).toBeGreaterThan(0)
      const url = new URL(answer.data.url, 'http://x')
      expect(url.pathname).toBe('/originals/mines')
      expect(url.searchParams.get('mode')).toBe('real')
      const session = await resolveGameSession(t.database.db, url.searchParams.get('launch') ?? '')
      expect(session).toMatchObject({
        userId: player.user.id,
        gameId: mines,
        gameCode: 'mines',
        mode: 'real',
        live: true,
      })
      expect(await resolveGameSession(t.database.db, 'x'.repeat(43))).toBeNull()
      // The launch shows in the player's recent games.
      const history = await t.services.playerGames.history(player.user.id)
      expect(history.map((entry) => entry.gameId)).toContain(mines)
    })

    it('lets a guest try a demo game, and sends a guest who wants real play to log in', async () => {
      const demo = await t.call('startGame', { gameId: colorGame, tryIt: true })
      expect(demo.errcode).toBe(0)
      expect(demo.data).toMatchObject({ mode: 'demo', coin: null })
      const session = await resolveGameSession(
        t.database.db,
        new URL(demo.data.url, 'http://x').searchParams.get('launch') ?? '',
      )
      expect(session).toMatchObject({ userId: null, mode: 'demo' })
      expect((await t.call('startGame', { gameId: colorGame })).errcode).toBe(401)
    })

    it('refuses demo play where the game has none, unknown games and bad input', async () => {
      const player = await registerPlayer(t)
      expect(
        (await t.call('startGame', { gameId: liveTable, tryIt: true }, { token: player.token })).errcode,
      ).toBe(4003)
      expect((await t.call('startGame', { gameId: 2_000_000_000 }, { token: player.token })).errcode).toBe(
        4001,
      )
      expect((await t.call('startGame', { gameId: -1 }, { token: player.token })).errcode).toBe(422)
      expect((await t.post('/app/v1/startGame', { gameId: 'mines' })).json.errcode).toBe(422)
    })

    it('keeps the activity a launch came from on its session, and refuses a malformed one', async () => {
      const player = await registerPlayer(t)
      const sessionOf = async (answer: { data: { url: string } }) =>
        resolveGameSession(
          t.database.db,
          new URL(answer.data.url, 'http://x').searchParams.get('launch') ?? '',
        )
      const fromActivity = await t.call(
        'startGame',
        { gameId: mines, activityId: 7 },
        { token: player.token },
      )
      expect(fromActivity.errcode).toBe(0)
      expect(await sessionOf(fromActivity)).toMatchObject({ userId: player.user.id, activityId: 7 })
      const plain = await t.call('startGame', { gameId: mines }, { token: player.token })
      expect(await sessionOf(plain)).toMatchObject({ activityId: null })
      const guestDemo = await t.call('startGame', { gameId: colorGame, tryIt: true, activityId: 3 })
      expect(await sessionOf(guestDemo)).toMatchObject({ userId: null, mode: 'demo', activityId: 3 })

      const sessionsBefore = await t.database.db.$count(gameSessions)
      for (const activityId of [0, -2, 1.5, '7', 2 ** 31])
        expect(
          (await t.call('startGame', { gameId: mines, activityId } as never, { token: player.token }))
            .errcode,
        ).toBe(422)
      expect(await t.database.db.$count(gameSessions)).toBe(sessionsBefore)
    })

    it('shows an unconfigured aggregator’s games as unavailable', async () => {
      const player = await registerPlayer(t)
      expect((await t.call('startGame', { gameId: hubplaySlot }, { token: player.token })).errcode).toBe(4002)
    })

    it('asks the responsible-gaming policy before a real launch', async () => {
      const player = await registerPlayer(t)
      const fake = fakePlayPolicy()
      const play = createPlayService({
        db: t.database.db,
        playPolicy: fake.policy,
        adapters: [createOriginalsAdapter()],
        publicUrl: 'http://localhost',
      })
      fake.state.refusePlay = true
      await expect(play.startGame(player.user.id, { gameId: mines })).rejects.toMatchObject({
        errorName: 'FORBIDDEN',
      })
      fake.state.refusePlay = false
      await expect(play.startGame(player.user.id, { gameId: mines })).resolves.toMatchObject({ mode: 'real' })
    })
  })

  describe('online and exitGame', () => {
    it('keeps the session alive until the player leaves', async () => {
      const player = await registerPlayer(t)
      const launch = await t.call('startGame', { gameId: mines }, { token: player.token })
      const token = new URL(launch.data.url, 'http://x').searchParams.get('launch') ?? ''
      expect((await t.call('online', { gameId: mines }, { token: player.token })).data).toEqual({
        alive: true,
        coin: 0,
      })
      expect((await t.call('exitGame', { gameId: mines }, { token: player.token })).data).toEqual({
        ended: 1,
      })
      expect(await resolveGameSession(t.database.db, token)).toMatchObject({ live: false })
      expect((await t.call('online', { gameId: mines }, { token: player.token })).data).toEqual({
        alive: false,
        coin: 0,
      })
      expect((await t.call('exitGame', { gameId: mines }, { token: player.token })).data).toEqual({
        ended: 0,
      })
    })

    it('does not touch another player’s session, and needs a session for the heartbeat', async () => {
      const owner = await registerPlayer(t)
      const other = await registerPlayer(t)
      await t.call('startGame', { gameId: mines }, { token: owner.token })
      expect((await t.call('exitGame', { gameId: mines }, { token: other.token })).data).toEqual({ ended: 0 })
      expect((await t.call('online', { gameId: mines }, { token: owner.token })).data).toEqual({
        alive: true,
        coin: 0,
      })
      expect((await t.call('online', { gameId: mines })).errcode).toBe(401)
      expect((await t.call('exitGame', { gameId: mines })).data).toEqual({ ended: 0 })
      expect((await t.call('online', { gameId: 0 }, { token: owner.token })).errcode).toBe(422)
    })
  })

  it('counts play time on each heartbeat of a live session, when the play-time counter is given', async () => {
    const player = await registerPlayer(t)
    const beats: number[] = []
    const play = createPlayService({
      db: t.database.db,
      playPolicy: fakePlayPolicy().policy,
      adapters: [createOriginalsAdapter()],
      publicUrl: 'http://localhost',
      recordPlayTime: async (_db, userId) => {
        beats.push(userId)
      },
    })
    expect(await play.online(player.user.id, mines)).toEqual({ alive: false, coin: 0 })
    expect(beats).toEqual([])
    await play.startGame(player.user.id, { gameId: mines })
    expect(await play.online(player.user.id, mines)).toEqual({ alive: true, coin: 0 })
    expect(beats).toEqual([player.user.id])
  })

  describe('betRecord and betRecordReport', () => {
    it('lists the player’s own rounds, newest first, paged and filtered, and totals them per day and type', async () => {
      const player = await registerPlayer(t)
      const other = await registerPlayer(t)
      const userId = player.user.id
      await fundPlayer(t.database.db, userId, 100_000)
      await fundPlayer(t.database.db, other.user.id, 100_000)
      const wallet = t.services.providerWallet
      const rounds = [
        { game: mines, stake: 1_000, win: 2_500 },
        { game: mines, stake: 2_000, win: 0 },
        { game: colorGame, stake: 500, win: 1_000 },
      ]
      for (const [index, round] of rounds.entries()) {
        const base = {
          providerId: 'originals',
          userId,
          gameId: round.game,
          roundId: `rec-${userId}-${index}`,
        }
        expect(
          (await wallet.bet({ ...base, transactionId: `rec-bet-${userId}-${index}`, amount: round.stake }))
            .status,
        ).toBe('OK')
        await wallet.win({
          ...base,
          transactionId: `rec-win-${userId}-${index}`,
          amount: round.win,
          roundClosed: true,
        })
      }
      await wallet.bet({
        providerId: 'originals',
        userId: other.user.id,
        gameId: mines,
        roundId: `rec-other-${other.user.id}`,
        transactionId: `rec-other-${other.user.id}`,
        amount: 100,
      })

      const all = await t.call('betRecord', {}, { token: player.token })
      expect(all.errcode).toBe(0)
      expect(all.data.records.map((record) => record.roundId)).toEqual([
        `rec-${userId}-2`,
        `rec-${userId}-1`,
        `rec-${userId}-0`,
      ])
      expect(all.data.records[2]).toMatchObject({
        provider: 'originals',
        gameName: 'Mines',
        gameType: 'arcade',
        stake: 1_000,
        win: 2_500,
        balanceBefore: 100_000,
        balanceAfter: 101_500,
        state: 'closed',
      })
      const page1 = await t.call('betRecord', { page: 1, pageSize: 2 }, { token: player.token })
      const page2 = await t.call('betRecord', { page: 2, pageSize: 2 }, { token: player.token })
      expect(page1.data).toMatchObject({ hasMore: true })
      expect(page1.data.records).toHaveLength(2)
      expect(page2.data).toMatchObject({ hasMore: false })
      expect(page2.data.records).toHaveLength(1)
      expect(
        (await t.call('betRecord', { gameType: 'slots' }, { token: player.token })).data.records,
      ).toHaveLength(0)
      expect(
        (await t.call('betRecord', { from: '2000-01-01', to: '2000-01-02' }, { token: player.token })).data
          .records,
      ).toHaveLength(0)

      const report = await t.call('betRecordReport', {}, { token: player.token })
      expect(report.errcode).toBe(0)
      expect(report.data.rows).toEqual([
        { day: report.data.to, gameType: 'arcade', rounds: 3, bet: 3_500, win: 3_500, net: 0 },
      ])
      await expectLedgerConsistent(t.database.db)
    })

    it('refuses bad days, naming the field, and signed-out callers', async () => {
      const player = await registerPlayer(t)
      const refused = async (call: 'betRecord' | 'betRecordReport', days: { from?: string; to?: string }) => {
        const answer = await t.call(call, days, { token: player.token })
        expect(answer.errcode).toBe(422)
        return (answer.data as unknown as { issues: { path: string }[] }).issues.map((issue) => issue.path)
      }
      expect(await refused('betRecord', { from: '2026-02-30' })).toEqual(['from'])
      expect(await refused('betRecordReport', { from: '2026-03-10', to: '2026-03-01' })).toEqual(['to'])
      expect(await refused('betRecordReport', { from: '2025-01-01', to: '2026-01-01' })).toEqual(['to'])
      expect((await t.call('betRecord', { pageSize: 500 }, { token: player.token })).errcode).toBe(422)
      expect((await t.call('betRecord', {})).errcode).toBe(401)
      expect((await t.call('betRecordReport', {})).errcode).toBe(401)
    })
  })
})
