import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { ERRORS } from '@panalo/contract/errors'
import type { LobbyGame } from '@panalo/contract/games'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../src/admin/run-command.ts'
import { games } from '../src/db/schema/games.ts'
import { createGameCatalogue } from '../src/modules/games/catalogue.service.ts'
import { recordGameLaunch } from '../src/modules/games/player-games.service.ts'
import { HUBPLAY_SEED, ORIGINALS_SEED } from '@panalo/catalogue/games'
import { registerPlayer } from './helpers/players.ts'
import { CLIENT_FIELDS, createTestApp, type TestApp } from './helpers/test-app.ts'

const WEB_PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url))

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function gameList(v?: string) {
  const answer = await t.call('anonymous/gameList', v === undefined ? {} : { v })
  expect(answer.errcode).toBe(0)
  return answer.data
}

async function fullList(): Promise<{ v: string; games: LobbyGame[] }> {
  const { v, games: list } = await gameList()
  if (!list) throw new Error('expected the whole list')
  return { v, games: list }
}

async function gameByCode(code: string): Promise<LobbyGame> {
  const found = (await fullList()).games.find((game) => game.code === code)
  if (!found) throw new Error(`${code} is not in the list`)
  return found
}

async function admin(...argv: string[]) {
  const lines: string[] = []
  const ok = await runAdminCommand(t.services, argv, (line) => lines.push(line))
  return { ok, output: lines.join('\n') }
}

describe('anonymous/gameList', () => {
  it('lists the Originals first, then the HubPlay catalogue, each with what the lobby needs', async () => {
    const { games: list } = await fullList()
    expect(list).toHaveLength(ORIGINALS_SEED.games.length + HUBPLAY_SEED.games.length)
    expect(list.slice(0, 3).map((game) => game.code)).toEqual(['panalo-fortune', 'color-game', 'mines'])
    const { config } = await t.services.appConfig.current()
    const typeCode = new Map(config.games.types.map((type) => [type.id, type.code]))
    const fortune = list[0]
    expect(fortune).toMatchObject({
      name: 'Panalo Fortune',
      demoAllowed: true,
      minBet: 100,
      hot: true,
      thumbnail: '/games/panalo-fortune.svg',
    })
    expect(typeCode.get(fortune?.typeId ?? 0)).toBe('slots')
    expect(list.find((game) => game.code === 'color-game')?.tags).toContain('perya')
    for (const game of list) {
      if (typeCode.get(game.typeId) === 'live') expect(game.demoAllowed, game.code).toBe(false)
      expect(existsSync(`${WEB_PUBLIC}${game.thumbnail}`), game.thumbnail).toBe(true)
    }
    expect(new Set(list.map((game) => typeCode.get(game.typeId)))).toEqual(
      new Set(['slots', 'fishing', 'table', 'arcade', 'live']),
    )
    // The provider's own game code stays on the server.
    expect(Object.keys(fortune ?? {})).not.toContain('providerGameCode')
  })

  it('answers null while the client holds the current version, and the list for any other', async () => {
    const { v } = await fullList()
    expect(await gameList(v)).toEqual({ v, games: null })
    expect((await gameList('an-old-version')).games).not.toBeNull()
  })

  it('carries the same version as preLogin and the app config, whose games section lists types, brands and platforms', async () => {
    const { v } = await fullList()
    const preLogin = await t.call('preLogin', { deviceId: 'device-games-1' })
    expect(preLogin.data.gameListVersion).toBe(v)
    const appConfig = await t.call('anonymous/appConfig', {})
    const section = appConfig.data.config?.games
    expect(section?.listVersion).toBe(v)
    expect(section?.types.map((type) => type.code)).toEqual(['slots', 'fishing', 'table', 'arcade', 'live'])
    expect(section?.platforms.map((platform) => platform.code)).toEqual(['originals', 'hubplay'])
    // HubPlay is not configured here and no development aggregator plays it: its games are unavailable.
    expect(section?.platforms.map((platform) => platform.playable)).toEqual([true, false])
    expect(section?.brands.map((brand) => brand.name)).toEqual([
      'Panalo Originals',
      ...HUBPLAY_SEED.brands.map((brand) => brand.name),
    ])
  })

  it('refuses a version that is not a short string', async () => {
    for (const v of ['x'.repeat(65), 42, null, ['a']]) {
      const { json } = await t.post('/app/v1/anonymous/gameList', { ...CLIENT_FIELDS, v })
      expect(json.errcode, JSON.stringify(v)).toBe(ERRORS.VALIDATION.code)
    }
  })
})

describe('hiding a game', () => {
  it('takes it out of the list, changes the versions, and brings it back when shown again', async () => {
    const before = await fullList()
    const configBefore = (await t.call('anonymous/appConfig', {})).data.v
    expect(await admin('games:disable', 'mango-madness')).toEqual({
      ok: true,
      output: 'mango-madness is hidden from the lobby',
    })
    const hidden = await gameList(before.v)
    expect(hidden.v).not.toBe(before.v)
    expect(hidden.games?.map((game) => game.code)).not.toContain('mango-madness')
    expect(hidden.games).toHaveLength(before.games.length - 1)
    expect((await t.call('preLogin', { deviceId: 'device-games-2' })).data.gameListVersion).toBe(hidden.v)
    const configAfter = await t.call('anonymous/appConfig', { v: configBefore })
    expect(configAfter.data.v).not.toBe(configBefore)
    expect(configAfter.data.config?.games.listVersion).toBe(hidden.v)

    expect((await admin('games:enable', 'mango-madness')).ok).toBe(true)
    expect((await gameList(hidden.v)).v).toBe(before.v)
  })

  it('refuses an unknown code and changes nothing', async () => {
    const { v } = await fullList()
    const unknown = await admin('games:disable', 'no-such-game')
    expect(unknown.ok).toBe(false)
    expect(unknown.output).toMatch(/There is no game no-such-game/)
    expect((await gameList(v)).games).toBeNull()
    expect((await admin('games:list')).output).toMatch(/shown +\d+ +originals +mines +\(Mines\)/)
  })

  it('is seen by another process once its brief cache runs out', async () => {
    let clock = 1_000_000
    const catalogue = createGameCatalogue(
      t.database.db,
      () => true,
      () => clock,
    )
    const first = await catalogue.current()
    // Single flight: callers while a reload runs share it.
    const [a, b] = await Promise.all([catalogue.current(), catalogue.current()])
    expect(a).toBe(first)
    expect(b).toBe(first)
    await t.database.db.update(games).set({ enabled: false }).where(eq(games.code, 'pista-spins'))
    try {
      expect((await catalogue.current()).listVersion).toBe(first.listVersion)
      clock += 2_001
      const fresh = await catalogue.current()
      expect(fresh.listVersion).not.toBe(first.listVersion)
      expect(fresh.games.map((game) => game.code)).not.toContain('pista-spins')
    } finally {
      await t.database.db.update(games).set({ enabled: true }).where(eq(games.code, 'pista-spins'))
    }
  })
})

describe('gameLike', () => {
  it('answers 401 to a guest', async () => {
    const mines = await gameByCode('mines')
    expect((await t.call('gameLike', { gameId: mines.id })).errcode).toBe(ERRORS.SIGNED_OUT.code)
  })

  it('toggles a favourite, newest first, and after-login info lists the same', async () => {
    const { token } = await registerPlayer(t)
    const mines = await gameByCode('mines')
    const fortune = await gameByCode('panalo-fortune')
    expect((await t.call('gameLike', { gameId: mines.id }, { token })).data).toEqual({
      liked: true,
      gameLikes: [mines.id],
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await t.call('gameLike', { gameId: fortune.id }, { token })).data.gameLikes).toEqual([
      fortune.id,
      mines.id,
    ])
    expect((await t.call('getAfterLoginInfoWeb', {}, { token })).data.gameLikes).toEqual([
      fortune.id,
      mines.id,
    ])
    expect((await t.call('gameLike', { gameId: mines.id }, { token })).data).toEqual({
      liked: false,
      gameLikes: [fortune.id],
    })
  })

  it('sets the state asked for, so a repeated request changes nothing', async () => {
    const { token } = await registerPlayer(t)
    const mines = await gameByCode('mines')
    for (let repeat = 0; repeat < 2; repeat++) {
      expect((await t.call('gameLike', { gameId: mines.id, liked: true }, { token })).data).toEqual({
        liked: true,
        gameLikes: [mines.id],
      })
    }
    for (let repeat = 0; repeat < 2; repeat++) {
      expect((await t.call('gameLike', { gameId: mines.id, liked: false }, { token })).data).toEqual({
        liked: false,
        gameLikes: [],
      })
    }
  })

  it("never shows or changes another player's favourites", async () => {
    const alice = await registerPlayer(t)
    const bob = await registerPlayer(t)
    const colorGame = await gameByCode('color-game')
    await t.call('gameLike', { gameId: colorGame.id }, { token: alice.token })
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: bob.token })).data.gameLikes).toEqual([])
    // Bob's toggle is his own: it likes the game for him and leaves Alice's favourite alone.
    expect((await t.call('gameLike', { gameId: colorGame.id }, { token: bob.token })).data.liked).toBe(true)
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: alice.token })).data.gameLikes).toEqual([
      colorGame.id,
    ])
  })

  it('answers not found for an unknown or hidden game', async () => {
    const { token } = await registerPlayer(t)
    expect((await t.call('gameLike', { gameId: 999_999 }, { token })).errcode).toBe(ERRORS.NOT_FOUND.code)
    const plinko = await gameByCode('plinko-fiesta')
    await t.call('gameLike', { gameId: plinko.id }, { token })
    await admin('games:disable', 'plinko-fiesta')
    try {
      expect((await t.call('gameLike', { gameId: plinko.id }, { token })).errcode).toBe(ERRORS.NOT_FOUND.code)
      expect((await t.call('getAfterLoginInfoWeb', {}, { token })).data.gameLikes).toEqual([])
    } finally {
      await admin('games:enable', 'plinko-fiesta')
    }
    // The favourite was kept while the game was away.
    expect((await t.call('getAfterLoginInfoWeb', {}, { token })).data.gameLikes).toEqual([plinko.id])
  })

  it('refuses a malformed game id', async () => {
    const { token } = await registerPlayer(t)
    const headers = { authorization: `Bearer ${token}` }
    for (const gameId of ['12', -1, 0, 1.5, 2 ** 31, 2 ** 53, null, undefined]) {
      const { status, json } = await t.post('/app/v1/gameLike', { ...CLIENT_FIELDS, gameId }, headers)
      expect(status).toBe(200)
      expect(json.errcode, String(gameId)).toBe(ERRORS.VALIDATION.code)
    }
    const badLiked = await t.post('/app/v1/gameLike', { ...CLIENT_FIELDS, gameId: 1, liked: 'yes' }, headers)
    expect(badLiked.json.errcode).toBe(ERRORS.VALIDATION.code)
  })
})

describe('recent games', () => {
  it('lists the last 20 distinct games launched, newest first, for this player only', async () => {
    const alice = await registerPlayer(t)
    const bob = await registerPlayer(t)
    const { games: list } = await fullList()
    const db = t.database.db
    const launched = list.slice(0, 22)
    for (const game of launched) {
      await recordGameLaunch(db, alice.user.id, game.id, 'real')
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    const first = launched[0]
    if (!first) throw new Error('the list is empty')
    // Played again, the first game moves to the top instead of appearing twice.
    await recordGameLaunch(db, alice.user.id, first.id, 'demo')

    const history = (await t.call('getAfterLoginInfoWeb', {}, { token: alice.token })).data.gameHistory
    expect(history).toHaveLength(20)
    expect(history.map((entry) => entry.gameId)).toEqual([
      first.id,
      ...launched
        .slice(1)
        .reverse()
        .slice(0, 19)
        .map((game) => game.id),
    ])
    expect(new Set(history.map((entry) => entry.gameId)).size).toBe(20)
    const times = history.map((entry) => Date.parse(entry.playedAt))
    expect(times.every((time, index) => index === 0 || time <= (times[index - 1] ?? 0))).toBe(true)
    expect((await t.call('getAfterLoginInfoWeb', {}, { token: bob.token })).data.gameHistory).toEqual([])
  })
})
