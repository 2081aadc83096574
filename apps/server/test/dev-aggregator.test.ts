import {
  DEV_AGGREGATOR_API,
  type DevRoundAnswer,
  type DevSessionAnswer,
} from '@panalo/contract/dev-aggregator'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../src/config.ts'
import { DEV_GAME_SHEETS } from '../src/modules/dev-aggregator/game-sheets.ts'
import { SIGNATURE_HEADER, signBody } from '../src/platform/hmac.ts'

import { fundPlayer, gameIdOf } from './helpers/games-wallet.ts'
import { expectLedgerConsistent } from './helpers/ledger.ts'
import { registerPlayer } from './helpers/players.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const SECRET = 'dev-aggregator-test-secret-0123456789'

/**
 * The development aggregator (decision 022) over real HTTP: the server listens, the hubplay adapter
 * launches through the aggregator's signed launch API, and the aggregator's rounds reach the provider
 * wallet as signed HTTP calls to /provider/hubplay/….
 */
describe('the development game aggregator', () => {
  let t: TestApp
  let base: string

  beforeAll(async () => {
    t = await createTestApp({ env: { GAME_AGGREGATOR: 'dev', DEV_AGGREGATOR_SECRET: SECRET } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = t.services.localAddress.url()
  })
  afterAll(() => t.close())

  async function post(path: string, body: unknown) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  async function launch(code: string, funds = 100_000) {
    const player = await registerPlayer(t)
    if (funds > 0) await fundPlayer(t.database.db, player.user.id, funds)
    const gameId = await gameIdOf(t.database.db, code)
    const started = await t.call('startGame', { gameId }, { token: player.token })
    expect(started.errcode).toBe(0)
    const url = new URL(started.data.url)
    const session = url.searchParams.get('session') ?? ''
    return { player, gameId, url, session }
  }

  async function balanceOf(userId: number) {
    return (await t.services.walletBalances.balances(userId)).coin
  }

  it('launches a HubPlay slot on its own page and plays it through the signed wallet', async () => {
    const { player, url, session } = await launch('sarimanok-riches')
    expect(url.pathname).toBe('/dev-aggregator/play/hp-sarimanok-riches')
    const opened = await post(DEV_AGGREGATOR_API.session, { session })
    expect(opened.status).toBe(200)
    const sheet = opened.json as unknown as DevSessionAnswer
    expect(sheet).toMatchObject({ mode: 'real', balance: 100_000 })
    expect(sheet.game).toMatchObject({
      name: 'Sarimanok Riches',
      engine: 'slots',
      art: '/games/sarimanok-riches.svg',
    })
    expect(sheet.game.rtp).toBeGreaterThanOrEqual(9_450)

    const stake = sheet.game.stakes[0] ?? 0
    let balance = 100_000
    for (let round = 0; round < 5; round += 1) {
      const played = await post(DEV_AGGREGATOR_API.play, { session, stake })
      expect(played.status).toBe(200)
      const answer = played.json as unknown as DevRoundAnswer
      expect(answer.stake).toBe(stake)
      expect(answer.net).toBe(answer.win - stake)
      balance += answer.net
      expect(answer.balance).toBe(balance)
    }
    expect(await balanceOf(player.user.id)).toBe(balance)
    const records = await t.call('betRecord', { page: 1, pageSize: 10 }, { token: player.token })
    expect(records.data.records).toHaveLength(5)
    expect(records.data.records[0]).toMatchObject({
      provider: 'hubplay',
      state: 'closed',
      balanceAfter: balance,
    })
    await expectLedgerConsistent(t.database.db)
  })

  it('tells the lobby that HubPlay is playable', async () => {
    const appConfig = await t.call('anonymous/appConfig', {})
    const platforms = appConfig.data.config?.games.platforms ?? []
    expect(platforms.map((platform) => [platform.code, platform.playable])).toEqual([
      ['originals', true],
      ['hubplay', true],
    ])
  })

  it('plays a game of each engine, and live tables on the table engine', async () => {
    const cases = [
      ['perlas-fishing', 'fishing', 'f2'],
      ['royal-baccarat', 'table', 'banker'],
      ['lipad-crash', 'arcade', 'x200'],
      ['plinko-bituin', 'arcade', 'drop'],
      ['live-roulette-mayon', 'table', 'red'],
    ] as const
    for (const [code, engine, wager] of cases) {
      const { player, session } = await launch(code)
      const opened = (await post(DEV_AGGREGATOR_API.session, { session })).json as unknown as DevSessionAnswer
      expect(opened.game.engine).toBe(engine)
      expect(opened.game.live).toBe(code.startsWith('live-'))
      const stake = opened.game.stakes[0] ?? 0
      const played = await post(DEV_AGGREGATOR_API.play, { session, stake, wager })
      expect(played.status).toBe(200)
      const round = played.json as unknown as DevRoundAnswer
      expect(round.detail).toMatchObject({ engine, wager })
      expect(round.balance).toBe(100_000 + round.win - stake)
      expect(await balanceOf(player.user.id)).toBe(round.balance)
    }
    await expectLedgerConsistent(t.database.db)
  })

  it('refuses a wager or stake the game does not offer, and takes nothing', async () => {
    const { player, session } = await launch('royal-baccarat')
    const refusals = [
      { session, stake: 1_000, wager: 'dragon' },
      { session, stake: 1_000 },
      { session, stake: 1_234, wager: 'player' },
      { session, stake: -1_000, wager: 'player' },
      { session, stake: '1000', wager: 'player' },
      { session },
    ]
    for (const body of refusals) {
      const answer = await post(DEV_AGGREGATOR_API.play, body)
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ error: 'bad_request' })
    }
    const slots = await launch('mango-madness')
    expect(
      (await post(DEV_AGGREGATOR_API.play, { session: slots.session, stake: 10, wager: 'x' })).status,
    ).toBe(400)
    expect(await balanceOf(player.user.id)).toBe(100_000)
    const garbage = await fetch(`${base}${DEV_AGGREGATOR_API.play}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(garbage.status).toBe(400)
  })

  it('refuses a forged or altered session ticket, such as one naming another player', async () => {
    const mine = await launch('mango-madness')
    const theirs = await launch('mango-madness')
    const [payload, signature] = mine.session.split('.')
    const ticket = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>
    const altered = Buffer.from(JSON.stringify({ ...ticket, user: theirs.player.user.id })).toString(
      'base64url',
    )
    for (const session of [
      `${altered}.${signature}`,
      `${payload}.${'A'.repeat(43)}`,
      'nonsense',
      `${payload}`,
    ]) {
      for (const path of [DEV_AGGREGATOR_API.session, DEV_AGGREGATOR_API.play]) {
        const answer = await post(path, { session, stake: 10 })
        expect(answer.status).toBe(401)
        expect(answer.json).toMatchObject({ error: 'session_invalid', balance: null })
      }
    }
    expect(await balanceOf(theirs.player.user.id)).toBe(100_000)
  })

  it('answers insufficient funds with the balance, and an ended session as ended', async () => {
    const broke = await launch('mango-madness', 5)
    const short = await post(DEV_AGGREGATOR_API.play, { session: broke.session, stake: 10 })
    expect(short.json).toMatchObject({ error: 'insufficient_funds', balance: 5 })
    expect(await balanceOf(broke.player.user.id)).toBe(5)

    const { player, gameId, session } = await launch('mango-madness')
    await t.call('exitGame', { gameId }, { token: player.token })
    const ended = await post(DEV_AGGREGATOR_API.play, { session, stake: 10 })
    expect(ended.json).toMatchObject({ error: 'session_ended', balance: 100_000 })
    expect(await balanceOf(player.user.id)).toBe(100_000)
  })

  it('lets a guest try a game with a demo purse that never touches the wallet', async () => {
    const gameId = await gameIdOf(t.database.db, 'coral-kingdom')
    const started = await t.call('startGame', { gameId, tryIt: true })
    expect(started.errcode).toBe(0)
    const session = new URL(started.data.url).searchParams.get('session') ?? ''
    const opened = (await post(DEV_AGGREGATOR_API.session, { session })).json as unknown as DevSessionAnswer
    expect(opened).toMatchObject({ mode: 'demo', balance: 100_000 })
    const round = (await post(DEV_AGGREGATOR_API.play, { session, stake: 10, wager: 'f0' }))
      .json as unknown as DevRoundAnswer
    expect(round.balance).toBe(100_000 - 10 + round.win)
    const again = (await post(DEV_AGGREGATOR_API.session, { session })).json as unknown as DevSessionAnswer
    expect(again.balance).toBe(round.balance)
  })

  describe('the launch API', () => {
    const launchBody = JSON.stringify({
      operator_id: 'panalo',
      game_code: 'hp-mango-madness',
      currency: 'XXX',
      lang: 'en',
      platform: 'GPL_MOBILE',
      lobby_url: 'http://localhost/',
    })
    const send = (body: string, headers: Record<string, string>) =>
      fetch(`${base}/dev-aggregator/operator/generic/v2/game/url`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })

    it('answers a signed launch with the game page, and refuses unsigned, forged and unknown ones', async () => {
      const ok = await send(launchBody, { [SIGNATURE_HEADER]: signBody(SECRET, launchBody) })
      expect(ok.status).toBe(200)
      expect(((await ok.json()) as { url: string }).url).toMatch(
        /\/dev-aggregator\/play\/hp-mango-madness\?session=/,
      )
      expect((await send(launchBody, {})).status).toBe(401)
      expect(
        (await send(launchBody, { [SIGNATURE_HEADER]: signBody('another-secret-altogether', launchBody) }))
          .status,
      ).toBe(401)
      expect(
        (await send(`${launchBody} `, { [SIGNATURE_HEADER]: signBody(SECRET, launchBody) })).status,
      ).toBe(401)
      const unknown = launchBody.replace('hp-mango-madness', 'hp-nothing')
      expect((await send(unknown, { [SIGNATURE_HEADER]: signBody(SECRET, unknown) })).status).toBe(404)
      const operator = launchBody.replace('"panalo"', '"someone"')
      expect((await send(operator, { [SIGNATURE_HEADER]: signBody(SECRET, operator) })).status).toBe(400)
      const real = launchBody.replace('"XXX"', '"PHP"')
      expect((await send(real, { [SIGNATURE_HEADER]: signBody(SECRET, real) })).status).toBe(400)
      expect((await send('{', { [SIGNATURE_HEADER]: signBody(SECRET, '{') })).status).toBe(400)
    })
  })

  describe('the wallet callbacks it makes', () => {
    it('are accepted signed with the shared secret, and refused unsigned or forged', async () => {
      const { player } = await launch('mango-madness')
      const body = JSON.stringify({ request_uuid: 'r-1', user: String(player.user.id), currency: 'PHP' })
      const call = (headers: Record<string, string>) =>
        fetch(`${base}/provider/hubplay/balance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        })
      const signed = await call({ [SIGNATURE_HEADER]: signBody(SECRET, body) })
      expect(await signed.json()).toMatchObject({ status: 'RS_OK', balance: 100_000 })
      const unsignedOrForged: Record<string, string>[] = [
        {},
        { [SIGNATURE_HEADER]: signBody('hubplay-test-secret-0123456789', body) },
      ]
      for (const headers of unsignedOrForged) {
        const refused = await call(headers)
        expect(refused.status).toBe(401)
        expect(await refused.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0 })
      }
    })
  })

  it('publishes a paytable whose RTP is exact from its chances, for every catalogue game', () => {
    const hubplayGames = DEV_GAME_SHEETS.size
    expect(hubplayGames).toBe(36)
    for (const sheet of DEV_GAME_SHEETS.values()) {
      expect(sheet.rtp).toBeGreaterThan(8_500)
      expect(sheet.rtp).toBeLessThan(10_000)
      expect(sheet.stakes.length).toBeGreaterThan(0)
      if (sheet.paytable.engine !== 'slots')
        for (const wager of sheet.paytable.wagers)
          expect(wager.outcomes.reduce((sum, outcome) => sum + outcome.chance, 0)).toBe(1_000_000)
    }
  })
})

/** Outcomes scripted through the aggregator's draw: each pays exactly what its paytable says. */
describe('the development aggregator pays by the paytable', () => {
  let t: TestApp
  let base: string
  const rolls: number[] = []
  /** When set, the next bet reaches the wallet but its answer is lost on the way back. */
  let loseNextBetAnswer = false
  const lossyFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    if (loseNextBetAnswer && String(input).endsWith('/provider/hubplay/bet')) {
      loseNextBetAnswer = false
      throw new TypeError('fetch failed: the connection closed')
    }
    return response
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { GAME_AGGREGATOR: 'dev', DEV_AGGREGATOR_SECRET: SECRET },
      overrides: {
        devAggregator: { random: (n) => Math.min(rolls.shift() ?? 0, n - 1), fetchImpl: lossyFetch },
      },
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = t.services.localAddress.url()
  })
  afterAll(() => t.close())

  async function play(code: string, stake: number, wager?: string) {
    const player = await registerPlayer(t)
    await fundPlayer(t.database.db, player.user.id, 100_000)
    const started = await t.call(
      'startGame',
      { gameId: await gameIdOf(t.database.db, code) },
      { token: player.token },
    )
    const session = new URL(started.data.url).searchParams.get('session') ?? ''
    const response = await fetch(`${base}${DEV_AGGREGATOR_API.play}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, stake, ...(wager ? { wager } : {}) }),
    })
    const round = (await response.json()) as DevRoundAnswer
    const coin = (await t.services.walletBalances.balances(player.user.id)).coin
    return { round, coin, player }
  }

  it('rolls back a bet whose answer was lost, and says the stake came back', async () => {
    loseNextBetAnswer = true
    const { round, coin, player } = await play('mango-madness', 10)
    expect(round).toMatchObject({ error: 'cancelled', balance: 100_000 })
    expect(coin).toBe(100_000)
    const rows = await t.database.db.execute(
      sql`select kind, rolled_back_at is not null as rolled_back from game_provider_transactions
          where provider = 'hubplay' and user_id = ${player.user.id} order by id`,
    )
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'bet', rolled_back: true },
      { kind: 'rollback', rolled_back: false },
    ])
    await expectLedgerConsistent(t.database.db)
  })

  it('pays three of the top symbol on the line at its multiplier', async () => {
    const sheet = DEV_GAME_SHEETS.get('hp-sarimanok-riches')
    if (sheet?.paytable.engine !== 'slots') throw new Error('a slot')
    const top = sheet.paytable.symbols[0]
    rolls.push(0, 1, 2, 3, 4, 5, 0)
    const { round, coin } = await play('sarimanok-riches', 100)
    expect(round.detail).toMatchObject({ engine: 'slots', line: 0 })
    if (round.detail.engine === 'slots') expect(round.detail.reels.map((reel) => reel[1])).toEqual([0, 0, 0])
    expect(round.win).toBe((100 * (top?.pays ?? 0)) / 100)
    expect(round.net).toBe(round.win - 100)
    expect(coin).toBe(100_000 - 100 + round.win)
  })

  it('pays nothing on a losing line, which never shows three of a kind', async () => {
    rolls.push(999_999, 1, 1, 1, 1, 2, 3, 0, 0, 0, 0, 0, 0)
    const { round, coin } = await play('sarimanok-riches', 100)
    expect(round).toMatchObject({ win: 0, net: -100 })
    if (round.detail.engine === 'slots') {
      expect(round.detail.line).toBeNull()
      expect(round.detail.reels.map((reel) => reel[1])).toEqual([1, 2, 3])
    }
    expect(coin).toBe(100_000 - 100)
  })

  it('pays a caught fish, a banker win at 0.95 to 1, a tie push and a plinko slot below the stake', async () => {
    rolls.push(0)
    expect((await play('perlas-fishing', 10, 'f5')).round).toMatchObject({ win: 500, net: 490 })
    rolls.push(0)
    expect((await play('royal-baccarat', 1_000, 'banker')).round).toMatchObject({ win: 1_950, net: 950 })
    rolls.push(458_600)
    expect((await play('royal-baccarat', 1_000, 'banker')).round).toMatchObject({ win: 1_000, net: 0 })
    rolls.push(999_999)
    expect((await play('royal-baccarat', 1_000, 'banker')).round).toMatchObject({ win: 0, net: -1_000 })
    // Plinko's middle slot returns half the stake: a loss, whatever it is called.
    rolls.push(500_000)
    const plinko = await play('plinko-fiesta', 100, 'drop')
    expect(plinko.round).toMatchObject({ win: 50, net: -50 })
    expect(plinko.coin).toBe(100_000 - 50)
    await expectLedgerConsistent(t.database.db)
  })
})

describe('GAME_AGGREGATOR', () => {
  const production = {
    PANALO_ENV: 'production',
    PAYMENT_GATEWAY: 'paymongo',
    PAYMONGO_SECRET_KEY: 'sk_test_x',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_x',
    SMS_GATEWAY: 'http',
    SMS_HTTP_URL: 'https://sms.example',
    SMS_HTTP_TOKEN: 'token',
  }

  it('is the development aggregator by default outside production, and hubplay in production', () => {
    expect(loadConfig({ PANALO_ENV: 'development' }).gameProviders.aggregator).toBe('dev')
    expect(loadConfig({ PANALO_ENV: 'test' }).gameProviders.aggregator).toBe('dev')
    expect(loadConfig(production).gameProviders.aggregator).toBe('hubplay')
    const configured = { HUBPLAY_API_URL: 'https://hubplay.example', HUBPLAY_SECRET: 'x'.repeat(20) }
    expect(loadConfig({ PANALO_ENV: 'development', ...configured }).gameProviders.aggregator).toBe('hubplay')
  })

  it('is refused in production, and together with a configured hubplay', () => {
    expect(() => loadConfig({ ...production, GAME_AGGREGATOR: 'dev' })).toThrow(/real game aggregator/)
    expect(() =>
      loadConfig({
        PANALO_ENV: 'development',
        GAME_AGGREGATOR: 'dev',
        HUBPLAY_API_URL: 'https://hubplay.example',
      }),
    ).toThrow(/GAME_AGGREGATOR=dev/)
    expect(() => loadConfig({ GAME_AGGREGATOR: 'sandbox' })).toThrow(/GAME_AGGREGATOR/)
  })
})
